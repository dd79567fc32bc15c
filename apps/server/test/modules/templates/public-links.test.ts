import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import type { AuditTrailResponse } from '@signflow/contract/audit';
import type { SigningRecordResponse } from '@signflow/contract/documents';
import { REQUIRED } from '@signflow/contract/fields';
import {
  PUBLIC_LINK_CODE_DIGITS,
  PUBLIC_LINK_CODE_TRIES,
  type PublicLinkAnswer,
  type PublicLinkInfo,
  type PublicLinkVisitConfirmed,
} from '@signflow/contract/public-links';
import type { SignerRecordResponse } from '@signflow/contract/signing';
import { describe, expect, it } from 'vitest';
import { sweepExpiredVisits } from '../../../src/modules/templates/public-links/repo';
import { documentsTestAppPerFile, MISSING_ID, owner } from '../../support/documents';
import { errorAnswer } from '../../support/error-answers';
import { signerCall } from '../../support/signing';
import {
  publicLinkSettings,
  publicLinkVisits,
  type SenderFilledTemplate,
  senderFilledTemplate,
  VISITOR_AGENT,
  visitor,
} from '../../support/templates';
import { setPlan, uniqueEmail } from '../../support/test-app';

/** A template's public link (docs/domain.md#public-links): its owner's settings, and visitors who sign through it. */
const t = documentsTestAppPerFile();
const { publishedTemplate, startVisit, confirm, visitWithCode } = publicLinkVisits(t);

const linkUrl = (made: SenderFilledTemplate) => `/v1/templates/${made.template.id}/public-link`;

/** A code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 10 ** PUBLIC_LINK_CODE_DIGITS).padStart(6, '0');

describe("the owner's settings", () => {
  it('has no address before it is first set, then one that works, turned off and on', async () => {
    const who = await owner(t);
    const made = await senderFilledTemplate(t, who);
    const before = await who.call('GET', linkUrl(made));
    expect(before.json<PublicLinkAnswer>()).toEqual({ url: null, enabled: false, recipients: [], values: [] });

    const on = await who.call('PUT', linkUrl(made), publicLinkSettings(made));
    expect(on.statusCode, on.body).toBe(200);
    const link = on.json<PublicLinkAnswer>();
    expect(link.url).toMatch(/^http:\/\/app\.test\/p\/[A-Za-z0-9_-]{22}$/);
    expect(link.enabled).toBe(true);
    expect((await who.call('GET', linkUrl(made))).json<PublicLinkAnswer>()).toEqual(link);

    // Turned off with `enabled` alone: its people and values stay for the next time.
    const off = await who.call('PUT', linkUrl(made), { enabled: false });
    expect(off.json<PublicLinkAnswer>()).toEqual({ ...link, enabled: false });
    const slug = link.url?.split('/').at(-1) ?? '';
    const visit = await t.request({ method: 'GET', url: `/v1/public-links/${slug}` });
    expect([visit.statusCode, visit.json()]).toEqual([410, errorAnswer(410, API_MESSAGES.publicLinkDisabled)]);
    const again = await who.call('PUT', linkUrl(made), { enabled: true });
    expect(again.json<PublicLinkAnswer>()).toEqual(link);
  });

  it('refuses to turn on a link that could not make a document, naming what is missing', async () => {
    const who = await owner(t);
    const made = await senderFilledTemplate(t, who);
    const cases: [object, string][] = [
      [{ enabled: true }, fillTemplate(API_MESSAGES.roleNeedsRecipient, { role: 'Witness' })],
      [
        publicLinkSettings(made, { values: [] }),
        fillTemplate(API_MESSAGES.senderValueMissing, { field: 'Company', page: 1 }),
      ],
      [
        publicLinkSettings(made, {
          recipients: [
            { roleId: made.client.id, name: 'Cleo', email: uniqueEmail() },
            { roleId: made.witness.id, name: 'Walt', email: uniqueEmail() },
          ],
        }),
        API_MESSAGES.publicLinkFirstRoleOpen,
      ],
      [
        publicLinkSettings(made, { recipients: [{ roleId: MISSING_ID, name: 'Nobody', email: uniqueEmail() }] }),
        API_MESSAGES.unknownRole,
      ],
      [{ enabled: 'yes' }, API_MESSAGES.enabledInvalid],
      [
        {
          ...publicLinkSettings(made),
          recipients: [{ roleId: made.witness.id, name: 'Walt', email: 'not-an-address' }],
        },
        'Invalid email address',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await who.call('PUT', linkUrl(made), body);
      expect([response.statusCode, response.json().message], JSON.stringify(body)).toEqual([400, message]);
    }
    const unchanged = await who.call('GET', linkUrl(made));
    expect(unchanged.json<PublicLinkAnswer>().url).toBeNull();
  });

  it('refuses a template whose first role does not sign first, alone; and turns off whatever the template became', async () => {
    const who = await owner(t);
    const made = await senderFilledTemplate(t, who);
    expect((await who.call('PUT', linkUrl(made), publicLinkSettings(made))).statusCode).toBe(200);
    for (const levels of [
      [2, 1],
      [1, 1],
    ]) {
      const relevelled = await who.call('PATCH', `/v1/templates/${made.template.id}`, {
        roles: [
          { id: made.client.id, name: 'Client', level: levels[0] },
          { id: made.witness.id, name: 'Witness', level: levels[1] },
        ],
      });
      expect(relevelled.statusCode, relevelled.body).toBe(200);
      const response = await who.call('PUT', linkUrl(made), publicLinkSettings(made));
      expect([response.statusCode, response.json().message]).toEqual([400, API_MESSAGES.publicLinkFirstRoleSignsFirst]);
    }
    const off = await who.call('PUT', linkUrl(made), { enabled: false });
    expect([off.statusCode, off.json<PublicLinkAnswer>().enabled]).toEqual([200, false]);
  });

  it('replaces the address: the old one stops at once, the settings stay', async () => {
    const { who, made, link, slug } = await publishedTemplate();
    const replaced = await who.call('POST', `${linkUrl(made)}/replace`);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const fresh = replaced.json<PublicLinkAnswer>();
    expect(fresh.url).not.toBe(link.url);
    expect({ ...fresh, url: link.url }).toEqual(link);
    const old = await t.request({ method: 'GET', url: `/v1/public-links/${slug}` });
    expect([old.statusCode, old.json()]).toEqual([404, errorAnswer(404, API_MESSAGES.publicLinkNotFound)]);
    const freshSlug = fresh.url?.split('/').at(-1) ?? '';
    expect((await t.request({ method: 'GET', url: `/v1/public-links/${freshSlug}` })).statusCode).toBe(200);
  });

  it('takes no code of a visit begun through the address it replaced', async () => {
    const { who, made, slug } = await publishedTemplate();
    const { visitId, code } = await visitWithCode(slug);
    const replaced = (await who.call('POST', `${linkUrl(made)}/replace`)).json<PublicLinkAnswer>();
    const freshSlug = replaced.url?.split('/').at(-1) ?? '';
    const response = await confirm(freshSlug, visitId, code);
    expect([response.statusCode, response.json().message]).toEqual([404, API_MESSAGES.publicLinkVisitUnknown]);
  });

  it("answers 401 without a token and 404 for another account's template", async () => {
    const { made } = await publishedTemplate();
    const stranger = await owner(t);
    for (const [method, url, payload] of [
      ['GET', linkUrl(made), undefined],
      ['PUT', linkUrl(made), { enabled: false }],
      ['POST', `${linkUrl(made)}/replace`, undefined],
    ] as const) {
      const anonymous = await t.request({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const other = await stranger.call(method, url, payload);
      expect([other.statusCode, other.json()], `${method} ${url}`).toEqual([
        404,
        errorAnswer(404, API_MESSAGES.notFound),
      ]);
      const missing = await stranger.call(method, url.replace(made.template.id, MISSING_ID), payload);
      expect(missing.statusCode).toBe(404);
    }
  });
});

describe('a visitor', () => {
  it('is told what they will sign, and plainly when a link does not exist', async () => {
    const { who, slug } = await publishedTemplate();
    const info = await t.request({ method: 'GET', url: `/v1/public-links/${slug}` });
    expect(info.json<PublicLinkInfo>()).toEqual({
      documentName: 'Lease',
      ownerName: `${who.body.user.firstName} ${who.body.user.lastName}`,
      roleName: 'Client',
      pageCount: 3,
    });
    for (const unknown of ['nothing-here', 'x'.repeat(99)]) {
      const response = await t.request({ method: 'GET', url: `/v1/public-links/${unknown}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(API_MESSAGES.publicLinkNotFound);
    }
  });

  it('proves their address with the mailed code, then signs the document made for them; the witness signs next', async () => {
    const { who, slug } = await publishedTemplate();
    const { visitId, code, person } = await visitWithCode(slug);

    const wrong = await confirm(slug, visitId, otherThan(code));
    expect([wrong.statusCode, wrong.json()]).toEqual([400, errorAnswer(400, API_MESSAGES.publicLinkCodeWrong)]);
    const confirmed = await confirm(slug, visitId, code);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const { documentId, signingUrl } = confirmed.json<PublicLinkVisitConfirmed>();

    const record = (await who.call('GET', `/v1/documents/signing/${documentId}`)).json<SigningRecordResponse>();
    expect(record.document.status).toBe('Sent');
    expect(record.users.map(({ name, email, level }) => ({ name, email, level }))).toEqual([
      { name: person.name, email: person.email, level: 1 },
      { name: 'Walt Witness', email: expect.stringContaining('walt'), level: 2 },
    ]);

    // Their signing page opens with the sender's values read-only, as for anyone the owner invites.
    const url = new URL(signingUrl);
    expect(url.pathname).toBe('/user-sign');
    const token = url.searchParams.get('token');
    const signerView = await signerCall(t, 'GET', `/v1/documents/user-sign/${documentId}`, token);
    expect(signerView.statusCode, signerView.body).toBe(200);
    const company = signerView.json<SignerRecordResponse>().coordinates.find((field) => field.type === 'text');
    expect(company?.response?.text).toBe('ACME Ltd');
    // The trail: made and sent by the owner's link (from no device of theirs), then the visitor's proof, from theirs.
    const trail = (await who.call('GET', `/v1/documents/${documentId}/audit`)).json<AuditTrailResponse>();
    expect(trail.events.map((event) => event.type).slice(0, 2)).toEqual(['made_from_template', 'sent']);
    expect(trail.events.slice(0, 2).map((event) => event.userAgent)).toEqual([null, null]);
    const proof = trail.events.find((event) => event.type === 'email_confirmed');
    expect(proof).toMatchObject({
      actorKind: 'signer',
      actor: person.name,
      actorEmail: person.email,
      userAgent: VISITOR_AGENT,
      details: { through: 'public link', visitId },
    });

    // Used once: the same code again finds no open visit.
    const twice = await confirm(slug, visitId, code);
    expect([twice.statusCode, twice.json().message]).toEqual([404, API_MESSAGES.publicLinkVisitUnknown]);
  });

  it('makes one document each for two visitors at once, and one for a code sent twice at once', async () => {
    const { who, slug } = await publishedTemplate();
    const [first, second] = await Promise.all([
      visitWithCode(slug, visitor('Ann')),
      visitWithCode(slug, visitor('Ben')),
    ]);
    const answers = await Promise.all([
      confirm(slug, first.visitId, first.code),
      confirm(slug, first.visitId, first.code),
      confirm(slug, second.visitId, second.code),
    ]);
    const made = answers
      .filter((answer) => answer.statusCode === 201)
      .map((answer) => answer.json<PublicLinkVisitConfirmed>());
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 404]);
    expect(new Set(made.map((each) => each.documentId)).size).toBe(2);
    const list = (await who.call('GET', '/v1/documents?limit=50')).json<{ results: { DocName: string }[] }>();
    expect(list.results.map((each) => each.DocName).sort()).toEqual(['Lease (Ann)', 'Lease (Ben)']);
  });

  it(`ends a visit after ${PUBLIC_LINK_CODE_TRIES} wrong codes: the right one then works no more`, async () => {
    const { slug } = await publishedTemplate();
    const { visitId, code } = await visitWithCode(slug);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= PUBLIC_LINK_CODE_TRIES; attempt += 1) {
      statuses.push((await confirm(slug, visitId, otherThan(code))).statusCode);
    }
    expect(statuses).toEqual([...Array(PUBLIC_LINK_CODE_TRIES - 1).fill(400), 429]);
    const late = await confirm(slug, visitId, code);
    expect([late.statusCode, late.json()]).toEqual([429, errorAnswer(429, API_MESSAGES.publicLinkTooManyTries)]);
  });

  it('is refused a code that has expired', async () => {
    const { slug } = await publishedTemplate();
    const { visitId, code } = await visitWithCode(slug);
    await t.db.execute(
      `update public_link_visits set expires_at = now() - interval '1 second' where id = '${visitId}'`,
    );
    const response = await confirm(slug, visitId, code);
    expect([response.statusCode, response.json().message]).toEqual([400, API_MESSAGES.publicLinkCodeExpired]);
  });

  it('may ask for a few codes an hour for one address, not more', async () => {
    const { slug } = await publishedTemplate();
    const person = visitor();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await startVisit(slug, person)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    // The same mailbox written otherwise is the same mailbox.
    const [local, domain] = person.email.split('@');
    const tagged = await startVisit(slug, { ...person, email: ` ${local?.toUpperCase()}+again@${domain} ` });
    expect(tagged.json().message).toBe(API_MESSAGES.publicLinkTooManyCodes);
    expect(Number(tagged.headers['retry-after'])).toBeGreaterThan(0);
    // Nobody else is locked out by it: the link's own count took none of the refused tries.
    for (let attempt = 0; attempt < 20; attempt += 1) await startVisit(slug, person);
    expect((await startVisit(slug, visitor('Someone Else'))).statusCode).toBe(201);
  });

  it('is refused the address of a person the link names for another role', async () => {
    const { made, link, slug } = await publishedTemplate();
    const witness = link.recipients.find((recipient) => recipient.roleId === made.witness.id);
    const response = await startVisit(slug, { name: 'Walt', email: witness?.email.toUpperCase() ?? '' });
    expect([response.statusCode, response.json()]).toEqual([400, errorAnswer(400, API_MESSAGES.publicLinkEmailTaken)]);
  });

  it('forgets visits never confirmed a day after their code expired, and keeps the others', async () => {
    const { slug } = await publishedTemplate();
    const [stale, fresh] = [await visitWithCode(slug), await visitWithCode(slug)];
    await t.db.execute(
      `update public_link_visits set expires_at = now() - interval '25 hours' where id = '${stale.visitId}'`,
    );
    await sweepExpiredVisits(t.db);
    const left = await t.db.execute(
      `select id from public_link_visits where id in ('${stale.visitId}', '${fresh.visitId}')`,
    );
    expect((left as unknown as { rows: { id: string }[] }).rows.map((row) => row.id)).toEqual([fresh.visitId]);
  });

  it("is told plainly when the link cannot take a signature: the owner's plan has ended, or the template changed", async () => {
    const ended = await publishedTemplate();
    await setPlan(t.db, ended.who.accountId, 'PRO', new Date(Date.now() - 86_400_000));
    const refused = await startVisit(ended.slug, visitor());
    expect([refused.statusCode, refused.json()]).toEqual([409, errorAnswer(409, API_MESSAGES.publicLinkUnavailable)]);

    const changed = await publishedTemplate();
    const { visitId, code } = await visitWithCode(changed.slug);
    const added = await changed.who.call('PATCH', `/v1/templates/${changed.made.template.id}`, {
      roles: [
        { id: changed.made.client.id, name: 'Client', level: 1 },
        { id: changed.made.witness.id, name: 'Witness', level: 2 },
        { name: 'Notary', level: 3 },
      ],
    });
    expect(added.statusCode, added.body).toBe(200);
    const late = await confirm(changed.slug, visitId, code);
    expect([late.statusCode, late.json().message]).toEqual([409, API_MESSAGES.publicLinkUnavailable]);
  });

  it('gets 400 with the named message for a bad name, e-mail or code', async () => {
    const { slug } = await publishedTemplate();
    const cases: [string, object, string][] = [
      ['visits', { name: '', email: uniqueEmail() }, REQUIRED],
      ['visits', { name: 'Vera', email: 'nope' }, 'Invalid email address'],
      ['visits', [], API_MESSAGES.invalidRequest],
      [`visits/${MISSING_ID}/confirm`, { code: '12' }, fillTemplate(API_MESSAGES.publicLinkCodeInvalid, { digits: 6 })],
      [
        `visits/${MISSING_ID}/confirm`,
        { code: 123456 },
        fillTemplate(API_MESSAGES.publicLinkCodeInvalid, { digits: 6 }),
      ],
    ];
    for (const [path, payload, message] of cases) {
      const response = await t.request({ method: 'POST', url: `/v1/public-links/${slug}/${path}`, payload });
      expect([response.statusCode, response.json().message], `${path} ${JSON.stringify(payload)}`).toEqual([
        400,
        message,
      ]);
    }
    const unknownVisit = await confirm(slug, MISSING_ID, '123456');
    expect(unknownVisit.statusCode).toBe(404);
  });
});
