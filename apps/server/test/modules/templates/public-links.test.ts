import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import type { SigningRecordResponse } from '@signflow/contract/documents';
import { REQUIRED } from '@signflow/contract/fields';
import {
  PUBLIC_LINK_CODE_DIGITS,
  PUBLIC_LINK_CODE_TRIES,
  type PublicLinkAnswer,
  type PublicLinkInfo,
  type PublicLinkVisitConfirmed,
  type PublicLinkVisitStarted,
} from '@signflow/contract/public-links';
import type { SignerRecordResponse } from '@signflow/contract/signing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsTestApp, type DocumentsTestApp, MISSING_ID, type Owner, owner } from '../../support/documents';
import { errorAnswer } from '../../support/error-answers';
import { signerCall } from '../../support/signing';
import { type SenderFilledTemplate, senderFilledTemplate } from '../../support/templates';
import { setPlan, uniqueEmail } from '../../support/test-app';

/** A template's public link (docs/domain.md#public-links): its owner's settings, and visitors who sign through it. */
let t: DocumentsTestApp;
beforeAll(async () => {
  t = await createDocumentsTestApp();
});
afterAll(async () => {
  await t.close();
});

const linkUrl = (made: SenderFilledTemplate) => `/v1/templates/${made.template.id}/public-link`;

/** The settings that make `made`'s link usable: a witness, and every value the sender gives. */
function settingsOf(made: SenderFilledTemplate, overrides: object = {}) {
  return {
    enabled: true,
    recipients: [{ roleId: made.witness.id, name: 'Walt Witness', email: uniqueEmail('walt') }],
    values: [
      { fieldId: made.company.id, value: 'ACME Ltd' },
      { fieldId: made.deposit.id, value: 'true' },
      { fieldId: made.date.id, value: '2027-03-01' },
    ],
    ...overrides,
  };
}

/** An owner's template with its link turned on; answers the link's address part too. */
async function publishedTemplate(who?: Owner) {
  const me = who ?? (await owner(t));
  const made = await senderFilledTemplate(t, me);
  const response = await me.call('PUT', linkUrl(made), settingsOf(made));
  expect(response.statusCode, response.body).toBe(200);
  const link = response.json<PublicLinkAnswer>();
  const slug = new URL(link.url ?? '').pathname.split('/').at(-1) ?? '';
  return { who: me, made, link, slug };
}

const visitor = (name = 'Vera Visitor') => ({ name, email: uniqueEmail('vera') });

function startVisit(slug: string, person: { name: string; email: string }) {
  return t.request({ method: 'POST', url: `/v1/public-links/${slug}/visits`, payload: person });
}

function confirm(slug: string, visitId: string, code: string) {
  return t.request({ method: 'POST', url: `/v1/public-links/${slug}/visits/${visitId}/confirm`, payload: { code } });
}

/** The code mailed to `email` for its latest visit. */
async function mailedCode(email: string): Promise<string> {
  const mail = await t.smtp.waitFor(email, { matching: (each) => each.subject.startsWith('Your code to sign') });
  t.smtp.mails.splice(t.smtp.mails.indexOf(mail), 1);
  const code = mail.text.match(new RegExp(`^\\d{${PUBLIC_LINK_CODE_DIGITS}}$`, 'm'))?.[0];
  if (!code) throw new Error(`no code in "${mail.text}"`);
  return code;
}

/** A visit begun, with the code its mail carries. */
async function visitWithCode(slug: string, person = visitor()) {
  const started = await startVisit(slug, person);
  expect(started.statusCode, started.body).toBe(201);
  const { visitId } = started.json<PublicLinkVisitStarted>();
  return { visitId, code: await mailedCode(person.email), person };
}

/** A code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 10 ** PUBLIC_LINK_CODE_DIGITS).padStart(6, '0');

describe("the owner's settings", () => {
  it('has no address before it is first set, then one that works, turned off and on', async () => {
    const who = await owner(t);
    const made = await senderFilledTemplate(t, who);
    const before = await who.call('GET', linkUrl(made));
    expect(before.json<PublicLinkAnswer>()).toEqual({ url: null, enabled: false, recipients: [], values: [] });

    const on = await who.call('PUT', linkUrl(made), settingsOf(made));
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
      [settingsOf(made, { values: [] }), fillTemplate(API_MESSAGES.senderValueMissing, { field: 'Company', page: 1 })],
      [
        settingsOf(made, {
          recipients: [
            { roleId: made.client.id, name: 'Cleo', email: uniqueEmail() },
            { roleId: made.witness.id, name: 'Walt', email: uniqueEmail() },
          ],
        }),
        API_MESSAGES.publicLinkFirstRoleOpen,
      ],
      [
        settingsOf(made, { recipients: [{ roleId: MISSING_ID, name: 'Nobody', email: uniqueEmail() }] }),
        API_MESSAGES.unknownRole,
      ],
      [{ enabled: 'yes' }, API_MESSAGES.enabledInvalid],
      [
        { ...settingsOf(made), recipients: [{ roleId: made.witness.id, name: 'Walt', email: 'not-an-address' }] },
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

  it('refuses a template whose first role does not sign first', async () => {
    const who = await owner(t);
    const made = await senderFilledTemplate(t, who);
    const reordered = await who.call('PATCH', `/v1/templates/${made.template.id}`, {
      roles: [
        { id: made.client.id, name: 'Client', level: 2 },
        { id: made.witness.id, name: 'Witness', level: 1 },
      ],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const response = await who.call('PUT', linkUrl(made), settingsOf(made));
    expect([response.statusCode, response.json().message]).toEqual([400, API_MESSAGES.publicLinkFirstRoleSignsFirst]);
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
    const trail = (await who.call('GET', `/v1/documents/${documentId}/audit`)).json<{ events: { type: string }[] }>();
    expect(trail.events.map((event) => event.type).slice(0, 2)).toEqual(['made_from_template', 'sent']);

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
    const refused = await startVisit(slug, person);
    expect(refused.json().message).toBe(API_MESSAGES.publicLinkTooManyCodes);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
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
