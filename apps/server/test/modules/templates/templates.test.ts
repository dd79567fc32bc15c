import { createHash } from 'node:crypto';
import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import type { Paged } from '@signflow/contract/paging';
import {
  MAX_TEMPLATE_ROLES,
  type TemplateDetail,
  type TemplateListItem,
  type TemplateRole,
} from '@signflow/contract/templates';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectedFilesOf } from '../../../src/jobs';
import { createDiskStorage } from '../../../src/platform/storage/disk-storage';
import { checkStorage } from '../../../src/platform/storage/storage-check';
import { documentsTestAppPerFile, draftWithTwoSigners, MISSING_ID, owner } from '../../support/documents';
import { errorAnswer, refusedInput } from '../../support/error-answers';
import { PNG_BYTES, pdfWithPages } from '../../support/pdf-files';
import {
  makeTemplate,
  ROLES,
  saveTemplateFields,
  templateField,
  templateParts,
  templateRequest,
} from '../../support/templates';

const t = documentsTestAppPerFile();

describe('POST /v1/templates', () => {
  it('keeps the PDF as the template’s own file, with its roles in their order', async () => {
    const who = await owner(t);
    const pdf = await pdfWithPages(4);
    const response = await templateRequest(t, who.token, await templateParts({ name: 'Lease', pdf }));

    expect(response.statusCode, response.body).toBe(201);
    const template = response.json<TemplateDetail>();
    expect(template).toEqual({
      id: expect.any(String),
      name: 'Lease',
      pageCount: 4,
      sizeBytes: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      pdfPath: `/v1/templates/${template.id}/pdf`,
      roles: ROLES.map((role) => ({ id: expect.any(String), ...role, verification: 'link' })),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      documentCount: 0,
      fields: [],
    });
    expect(t.storedFiles()).toContain(`files/${who.accountId}/${template.id}.template.pdf`);
    expect((await who.call('GET', `/v1/templates/${template.id}`)).json()).toEqual(template);

    const file = await who.call('GET', template.pdfPath);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it.each([
    ['no name', { name: '' }, API_MESSAGES.templateNameRequired],
    ['no role', { roles: [] }, API_MESSAGES.templateNeedsRole],
    ['a role without a name', { roles: [{ name: ' ', level: 1 }] }, 'Required'],
    ['a role without a level', { roles: [{ name: 'Client' }] }, 'Required'],
    ['a role at level 0', { roles: [{ name: 'Client', level: 0 }] }, 'Must be 1 or more'],
    [
      'two roles of one name',
      { roles: [ROLES[0], { name: 'CLIENT', level: 2 }] },
      fillTemplate(API_MESSAGES.roleNamedTwice, { name: 'CLIENT' }),
    ],
    [
      'too many roles',
      { roles: Array.from({ length: MAX_TEMPLATE_ROLES + 1 }, (_, index) => ({ name: `R${index}`, level: 1 })) },
      fillTemplate(API_MESSAGES.templateRoleLimit, { limit: MAX_TEMPLATE_ROLES }),
    ],
    ['roles that are not JSON', { roles: '[' }, API_MESSAGES.invalidRequest],
    ['a file that is not a PDF', { pdf: PNG_BYTES }, API_MESSAGES.fileNotPdf],
  ])('refuses %s with 400, keeping nothing', async (_case, options, message) => {
    const who = await owner(t);
    const response = await templateRequest(t, who.token, await templateParts(options));
    expect(response.json()).toMatchObject(refusedInput(message));
    expect(t.storedFiles().filter((file) => file.includes(who.accountId))).toEqual([]);
    expect((await who.call('GET', '/v1/templates')).json().totalResults).toBe(0);
  });

  it('refuses a form without a file, and a body that is not a form', async () => {
    const who = await owner(t);
    const parts = (await templateParts()).slice(0, 2);
    expect((await templateRequest(t, who.token, parts)).json()).toEqual(refusedInput(API_MESSAGES.uploadNoFile));
    const json = await who.call('POST', '/v1/templates', { name: 'Lease', roles: ROLES });
    expect(json.json()).toEqual(errorAnswer(415, API_MESSAGES.unsupportedMediaType));
  });
});

describe('GET /v1/templates', () => {
  it('pages the account’s templates, newest first, and finds them by any part of their name', async () => {
    const who = await owner(t);
    const other = await owner(t);
    await makeTemplate(t, other, { name: 'Lease of the other account' });
    const first = await makeTemplate(t, who, { name: 'Office lease' });
    const second = await makeTemplate(t, who, { name: 'NDA_2026' });

    const page = (await who.call('GET', '/v1/templates?limit=1')).json<Paged<TemplateListItem>>();
    expect(page).toMatchObject({ page: 1, limit: 1, totalPages: 2, totalResults: 2 });
    const { fields: _fields, ...newest } = second;
    expect(page.results).toEqual([newest]);
    // Past the end the page is empty and the total still counted (db/page-with-total.ts).
    const beyond = (await who.call('GET', '/v1/templates?limit=1&page=3')).json<Paged<TemplateListItem>>();
    expect(beyond).toMatchObject({ results: [], totalResults: 2 });
    const searchedBeyond = await who.call('GET', '/v1/templates?search=LEASE&page=2');
    expect(searchedBeyond.json()).toMatchObject({ results: [], totalResults: 1 });

    const found = (await who.call('GET', '/v1/templates?search=LEASE')).json<Paged<TemplateListItem>>();
    expect(found.results.map((each) => each.id)).toEqual([first.id]);
    // `_` is searched for as typed, not as a wildcard.
    const underscore = (await who.call('GET', '/v1/templates?search=A_2')).json<Paged<TemplateListItem>>();
    expect(underscore.results.map((each) => each.id)).toEqual([second.id]);
    expect((await who.call('GET', '/v1/templates?search=A%2')).json().totalResults).toBe(0);
  });
});

describe('PATCH /v1/templates/{id}', () => {
  /** A template whose Client has a field, and whose Witness has none. */
  async function templateWithField() {
    const who = await owner(t);
    const made = await makeTemplate(t, who);
    const [client, witness] = made.roles as [TemplateRole, TemplateRole];
    const template = await saveTemplateFields(who, made, { create: [templateField(client.id)] });
    return { who, template, client, witness };
  }
  const url = (template: TemplateDetail) => `/v1/templates/${template.id}`;

  it('renames the template, and renames, re-levels, reorders, adds and removes its roles in one change', async () => {
    const { who, template, client, witness } = await templateWithField();
    const response = await who.call('PATCH', url(template), {
      name: 'Office lease',
      roles: [
        { name: 'Guarantor', level: 2 },
        { id: client.id, name: 'Tenant', level: 3 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const changed = response.json<TemplateDetail>();
    expect(changed.name).toBe('Office lease');
    expect(changed.roles).toEqual([
      { id: expect.any(String), name: 'Guarantor', level: 2, verification: 'link' },
      { id: client.id, name: 'Tenant', level: 3, verification: 'link' },
    ]);
    expect(changed.roles.map((role) => role.id)).not.toContain(witness.id);
    expect(changed.fields.map((field) => field.roleId)).toEqual([client.id]);
    expect((await who.call('GET', url(template))).json()).toEqual(changed);
  });

  it('refuses to remove a role that has fields (409 naming it), and bad lists (400), changing nothing', async () => {
    const { who, template, client, witness } = await templateWithField();
    const removed = await who.call('PATCH', url(template), { name: 'Renamed', roles: [witness] });
    expect(removed.json()).toMatchObject(
      errorAnswer(409, fillTemplate(API_MESSAGES.roleHasFields, { name: 'Client' })),
    );
    for (const [roles, message] of [
      [[], API_MESSAGES.templateNeedsRole],
      [[client, client], API_MESSAGES.roleListedTwice],
      [[client, { name: 'client', level: 1 }], fillTemplate(API_MESSAGES.roleNamedTwice, { name: 'client' })],
      [[{ ...client, id: 'x' }], API_MESSAGES.unknownRole],
    ] as const) {
      expect((await who.call('PATCH', url(template), { roles })).json(), message).toEqual(refusedInput(message));
    }
    expect((await who.call('GET', url(template))).json()).toEqual(template);
  });

  it('answers 404 for a role of another template, and for another account’s template', async () => {
    const { who, template, client } = await templateWithField();
    const [otherRole] = (await makeTemplate(t, who)).roles;
    const notFound = errorAnswer(404, API_MESSAGES.notFound);
    const roles = [client, { ...otherRole, name: 'Other' }];
    expect((await who.call('PATCH', url(template), { roles })).json()).toEqual(notFound);
    const stranger = await owner(t);
    expect((await stranger.call('PATCH', url(template), { name: 'Mine' })).json()).toEqual(notFound);
    expect((await who.call('GET', url(template))).json()).toEqual(template);
  });
});

describe('POST /v1/templates/{id}/duplicate', () => {
  it('makes a template of its own: a copy of the PDF, roles and fields, named in the owner’s language', async () => {
    const who = await owner(t);
    const made = await makeTemplate(t, who, { name: 'Lease' });
    const [client, witness] = made.roles as [TemplateRole, TemplateRole];
    const original = await saveTemplateFields(who, made, {
      create: [templateField(client.id), templateField(witness.id, { type: 'text', senderFilled: true })],
    });

    const response = await who.call('POST', `/v1/templates/${original.id}/duplicate`);
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json<TemplateDetail>();
    expect(copy).toMatchObject({ name: 'Copy of Lease', sha256: original.sha256, pageCount: original.pageCount });
    expect(copy.id).not.toBe(original.id);
    expect(copy.roles.map(({ name, level }) => ({ name, level }))).toEqual(ROLES);
    const roleOf = (template: TemplateDetail, roleId: string) =>
      template.roles.find((role) => role.id === roleId)?.name;
    const described = (template: TemplateDetail) =>
      template.fields.map((field) => ({ ...field, id: undefined, roleId: roleOf(template, field.roleId) }));
    expect(described(copy)).toEqual(described(original));
    expect(copy.roles.map((role) => role.id)).not.toContain(client.id);
    expect(t.storedFiles()).toContain(`files/${who.accountId}/${copy.id}.template.pdf`);

    // Each is its own: changing the copy leaves the original as it was.
    await who.call('PATCH', `/v1/templates/${copy.id}`, { name: 'Changed' });
    await saveTemplateFields(who, copy, { delete: copy.fields.map((field) => field.id) });
    expect((await who.call('GET', `/v1/templates/${original.id}`)).json()).toEqual(original);

    const named = await who.call('POST', `/v1/templates/${original.id}/duplicate`, { name: 'Lease 2027' });
    expect(named.json()).toMatchObject({ name: 'Lease 2027' });
    const stranger = await owner(t);
    const theirs = await stranger.call('POST', `/v1/templates/${original.id}/duplicate`);
    expect(theirs.json()).toEqual(errorAnswer(404, API_MESSAGES.notFound));
  });
});

describe('DELETE /v1/templates/{id}', () => {
  it('removes the template with its PDF; another account’s is 404', async () => {
    const who = await owner(t);
    const template = await makeTemplate(t, who);
    const stranger = await owner(t);
    const notFound = errorAnswer(404, API_MESSAGES.notFound);
    expect((await stranger.call('DELETE', `/v1/templates/${template.id}`)).json()).toEqual(notFound);

    const deleted = await who.call('DELETE', `/v1/templates/${template.id}`);
    expect(deleted.json()).toEqual({ message: API_MESSAGES.deleted });
    expect((await who.call('GET', `/v1/templates/${template.id}`)).json()).toEqual(notFound);
    expect(t.storedFiles().filter((file) => file.includes(template.id))).toEqual([]);
    expect((await who.call('DELETE', `/v1/templates/${template.id}`)).json()).toEqual(notFound);
  });
});

describe('the plan’s templates', () => {
  it('refuses a template past the plan’s limit with 403, as for flows: made, duplicated or saved from a document', async () => {
    const who = await owner(t, 'TRIAL');
    const template = await makeTemplate(t, who);
    const refusal = errorAnswer(403, fillTemplate(API_MESSAGES.planLimitTemplates, { plan: 'TRIAL', limit: 1 }));
    expect((await templateRequest(t, who.token, await templateParts())).json()).toMatchObject(refusal);
    expect((await who.call('POST', `/v1/templates/${template.id}/duplicate`)).json()).toMatchObject(refusal);
    const { document } = await draftWithTwoSigners(t, who);
    expect(
      (await who.call('POST', `/v1/documents/${document.id}/save-as-template`, { name: 'X' })).json(),
    ).toMatchObject(refusal);
    expect((await who.call('GET', '/v1/templates')).json().totalResults).toBe(1);
    expect(
      t.storedFiles().filter((file) => file.endsWith('.template.pdf') && file.includes(who.accountId)),
    ).toHaveLength(1);

    // Deleting one frees its place.
    await who.call('DELETE', `/v1/templates/${template.id}`);
    expect((await templateRequest(t, who.token, await templateParts())).statusCode).toBe(201);
  });

  it('lets only one of two templates made at once take the last place', async () => {
    const who = await owner(t, 'TRIAL');
    const answers = await Promise.all([1, 2].map(async () => templateRequest(t, who.token, await templateParts())));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 403]);
  });
});

describe('every template route', () => {
  it('answers 401 without a token, and 404 for another account’s, an unknown or a malformed id', async () => {
    const who = await owner(t);
    const other = await owner(t);
    const template = await makeTemplate(t, other);
    expect((await templateRequest(t, null, await templateParts())).statusCode).toBe(401);
    const routes = [
      ['GET', '/v1/templates'],
      ['GET', `/v1/templates/${template.id}`],
      ['GET', template.pdfPath],
      ['PATCH', `/v1/templates/${template.id}`],
      ['DELETE', `/v1/templates/${template.id}`],
      ['POST', `/v1/templates/${template.id}/duplicate`],
    ] as const;
    for (const [method, url] of routes) {
      expect((await t.request({ method, url })).json(), `${method} ${url}`).toEqual(
        errorAnswer(401, API_MESSAGES.unauthorized),
      );
    }
    for (const id of [template.id, MISSING_ID, 'not-an-id']) {
      for (const url of [`/v1/templates/${id}`, `/v1/templates/${id}/pdf`]) {
        expect((await who.call('GET', url)).json(), url).toEqual(errorAnswer(404, API_MESSAGES.notFound));
      }
    }
  });
});

describe('the storage check', () => {
  it('counts a template’s PDF as named: it is neither an orphan file nor missing', async () => {
    const who = await owner(t);
    const template = await makeTemplate(t, who);
    const key = `files/${who.accountId}/${template.id}.template.pdf`;
    const warnings: string[] = [];
    const log = (_fields: object, message: string) => warnings.push(message);
    const logger = { warn: log, error: log, info: () => {} } as unknown as FastifyBaseLogger;
    await checkStorage({
      expectedFiles: expectedFilesOf(t.db),
      storage: createDiskStorage(t.dataDir),
      logger,
      orphanGraceMs: 0,
    });
    expect(warnings).toEqual([]);
    expect(t.storedFiles()).toContain(key);
  });
});
