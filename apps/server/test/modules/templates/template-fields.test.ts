import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import { MAX_FIELD_CHANGES, MAX_FIELDS_PER_DOCUMENT } from '@signflow/contract/documents';
import type { TemplateDetail } from '@signflow/contract/templates';
import { describe, expect, it } from 'vitest';
import { templateFields } from '../../../src/db/schema';
import { documentsTestAppPerFile, MISSING_ID, owner } from '../../support/documents';
import { errorAnswer, refusedInput } from '../../support/error-answers';
import { makeTemplate, saveTemplateFields, templateField } from '../../support/templates';

const t = documentsTestAppPerFile();

const roleIds = (template: TemplateDetail) => template.roles.map((role) => role.id) as [string, string];
const fieldsUrl = (template: TemplateDetail) => `/v1/templates/${template.id}/fields`;

describe('PUT /v1/templates/{id}/fields', () => {
  it('creates, changes and removes fields in one call, answering the template with its fields', async () => {
    const who = await owner(t);
    const template = await makeTemplate(t, who);
    const [client, witness] = roleIds(template);
    const first = await saveTemplateFields(who, template, {
      create: [
        templateField(client),
        templateField(client, { type: 'text', left: 400, label: 'Company', senderFilled: true }),
        templateField(witness, { type: 'date', pageNumber: 3, senderFilled: true }),
      ],
    });
    expect(first.fields).toEqual([
      {
        id: expect.any(String),
        roleId: client,
        type: 'draw',
        position: {
          pageNumber: 1,
          boundingRect: { x1: 0.1, y1: 0.1, x2: 0.3, y2: 0.15, width: 1, height: 1, pageNumber: 1 },
          rects: [{ x1: 0.1, y1: 0.1, x2: 0.3, y2: 0.15, width: 1, height: 1, pageNumber: 1 }],
        },
        label: null,
        required: false,
        senderFilled: false,
      },
      expect.objectContaining({ roleId: client, type: 'text', label: 'Company', senderFilled: true }),
      expect.objectContaining({ roleId: witness, type: 'date', senderFilled: true }),
    ]);
    const [signature, company, date] = first.fields;

    const second = await saveTemplateFields(who, template, {
      create: [templateField(witness, { type: 'checkbox', senderFilled: true })],
      update: [{ id: company?.id, ...templateField(witness, { type: 'text', left: 500 }) }],
      delete: [date?.id],
    });
    expect(second.fields.map(({ id, roleId, type, senderFilled }) => ({ id, roleId, type, senderFilled }))).toEqual([
      { id: signature?.id, roleId: client, type: 'draw', senderFilled: false },
      { id: company?.id, roleId: witness, type: 'text', senderFilled: false },
      { id: expect.any(String), roleId: witness, type: 'checkbox', senderFilled: true },
    ]);
    expect((await who.call('GET', `/v1/templates/${template.id}`)).json()).toEqual(second);
  });

  it.each([
    ['another template’s role', 'otherRole', API_MESSAGES.unknownRole],
    ['a signature left to the sender', { type: 'draw', senderFilled: true }, API_MESSAGES.senderFilledNotAllowed],
    ['senderFilled that is not a boolean', { type: 'text', senderFilled: 'yes' }, API_MESSAGES.senderFilledInvalid],
    ['a label on a signature (a document field’s rule)', { label: 'Sign' }, API_MESSAGES.fieldOptionsNotAllowed],
    ['an unknown type', { type: 'stamp' }, API_MESSAGES.fieldTypeInvalid],
    ['a page the PDF lacks', { pageNumber: 4 }, fillTemplate(API_MESSAGES.pageMissing, { page: 4 })],
    ['a field outside the page', { left: 900 }, API_MESSAGES.fieldOutsidePage],
  ])('refuses %s with 400, changing nothing', async (_case, options, message) => {
    const who = await owner(t);
    const template = await makeTemplate(t, who);
    const [client] = roleIds(template);
    const otherRole = roleIds(await makeTemplate(t, who))[0];
    const field = options === 'otherRole' ? templateField(otherRole) : templateField(client, options as object);
    const response = await who.call('PUT', fieldsUrl(template), { create: [templateField(client), field] });
    expect(response.json()).toMatchObject(refusedInput(message));
    expect((await who.call('GET', `/v1/templates/${template.id}`)).json().fields).toEqual([]);
  });

  it('refuses a batch past the change bound, and fields past the document’s field limit', async () => {
    const who = await owner(t);
    const template = await makeTemplate(t, who);
    const [client] = roleIds(template);
    const tooMany = { delete: Array.from({ length: MAX_FIELD_CHANGES + 1 }, () => MISSING_ID) };
    expect((await who.call('PUT', fieldsUrl(template), tooMany)).json()).toEqual(
      refusedInput(API_MESSAGES.tooManyFieldChanges),
    );
    const place = { type: 'draw' as const, pageNumber: 1, left: 0.1, top: 0.1, right: 0.2, bottom: 0.2 };
    await t.db
      .insert(templateFields)
      .values(
        Array.from({ length: MAX_FIELDS_PER_DOCUMENT }, () => ({ templateId: template.id, roleId: client, ...place })),
      );
    const oneMore = await who.call('PUT', fieldsUrl(template), { create: [templateField(client)] });
    expect(oneMore.json()).toMatchObject(
      refusedInput(fillTemplate(API_MESSAGES.tooManyFields, { limit: MAX_FIELDS_PER_DOCUMENT })),
    );
  });

  it('answers 401 without a token, and 404 for another account’s template or another template’s field', async () => {
    const who = await owner(t);
    const other = await owner(t);
    const template = await makeTemplate(t, who);
    const [client] = roleIds(template);
    const theirs = await makeTemplate(t, other);
    const theirField = (await saveTemplateFields(other, theirs, { create: [templateField(roleIds(theirs)[0])] }))
      .fields[0]?.id;

    const unauthenticated = await t.request({ method: 'PUT', url: fieldsUrl(template), payload: {} });
    expect(unauthenticated.json()).toEqual(errorAnswer(401, API_MESSAGES.unauthorized));
    const notFound = errorAnswer(404, API_MESSAGES.notFound);
    expect((await who.call('PUT', fieldsUrl(theirs), { create: [] })).json()).toEqual(notFound);
    expect((await who.call('PUT', fieldsUrl(template), { delete: [theirField] })).json()).toEqual(notFound);
    const update = { update: [{ id: theirField, ...templateField(client) }] };
    expect((await who.call('PUT', fieldsUrl(template), update)).json()).toEqual(notFound);
    expect((await other.call('GET', `/v1/templates/${theirs.id}`)).json().fields).toHaveLength(1);
  });
});
