import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import type { AuditTrailResponse } from '@signflow/contract/audit';
import {
  ACCESS_CODE_MAX_LENGTH,
  ACCESS_CODE_MIN_LENGTH,
  ACCESS_CODE_TRIES,
  SIGNER_CODE_DIGITS,
  SIGNER_CODE_TRIES,
  SIGNER_CODES_PER_HOUR,
  type SignerCodeSent,
  type SignerVerificationChoice,
  type SignerVerificationPassed,
} from '@signflow/contract/signer-verification';
import type { SignerValidation } from '@signflow/contract/signing';
import type { TemplateSummary } from '@signflow/contract/templates';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentSigners, documents, signingSessions } from '../../../src/db/schema';
import { documentsTestAppPerFile, MISSING_ID, type Owner, owner } from '../../support/documents';
import { errorAnswer } from '../../support/error-answers';
import {
  approved,
  CONSENTED,
  mailedSignerCode,
  readyDraft,
  type SentDocument,
  signAndSubmit,
  signerCall,
  signerToken,
} from '../../support/signing';
import { senderFilledTemplate, useOf } from '../../support/templates';

/** How a signer proves who they are before their document opens (docs/domain.md#signer-verification). */
const t = documentsTestAppPerFile({ MAIL_POLL_MS: '50' });

/** A document of Amy and Bob (level 1), sent with `signers` as Invite Sign's choices. */
async function sentWith(who: Owner, choose: (users: SentDocument['users']) => SignerVerificationChoice[]) {
  const draft = await readyDraft(t, who, [
    { name: 'Amy', level: 1 },
    { name: 'Bob', level: 1 },
  ]);
  const invite = await who.call('POST', `/v1/documents/signing/${draft.document.id}/invite`, {
    signers: choose(draft.users),
  });
  expect(invite.statusCode, invite.body).toBe(200);
  const [amy, bob] = draft.users;
  if (!amy || !bob) throw new Error('two signers expected');
  return {
    ...draft,
    amy: { ...amy, token: await signerToken(t, draft.document.id, amy.id) },
    bob: { ...bob, token: await signerToken(t, draft.document.id, bob.id) },
  };
}

type Sent = Awaited<ReturnType<typeof sentWith>>;

/** A signer's call with their link's token and, when given, a signing session. */
const call = (
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  token: string,
  options: { session?: string; payload?: object } = {},
) => signerCall(t, method, path, token, options.payload, options.session);

const base = (sent: Sent) => `/v1/documents/user-sign/${sent.document.id}`;
const sendCode = (sent: Sent, token: string) => call('POST', `${base(sent)}/verification/send`, token);
const verify = (sent: Sent, token: string, code: unknown) =>
  call('POST', `${base(sent)}/verification`, token, { payload: { code } });

/** The latest code mailed to `email`, taken off the catcher. */
const mailedCode = (email: string) => mailedSignerCode(t, email);

const otherThan = (code: string) => String((Number(code) + 1) % 10 ** SIGNER_CODE_DIGITS).padStart(6, '0');

/** Lets the next code be asked for at once, as if the pause between two had passed. */
const pauseOver = (signerId: string) =>
  t.db
    .update(documentSigners)
    .set({ codeSentAt: new Date(Date.now() - 60 * 60_000) })
    .where(eq(documentSigners.id, signerId));

/** The signer's calls that read or change the document, each with what it needs. */
function documentCalls(sent: Sent, signer: Sent['amy']) {
  const field = sent.fields.find((each) => each.userId === signer.id);
  return [
    ['GET', `/user-sign/${sent.document.id}`, undefined],
    ['GET', base(sent), undefined],
    ['PUT', `${base(sent)}/coordinate/${field?.id}`, { response: approved }],
    ['GET', `${base(sent)}/coordinate/${field?.id}/image`, undefined],
    ['POST', `${base(sent)}/submit`, CONSENTED],
    ['GET', '/v1/documents/user-sign/ending', undefined],
  ] as const;
}

async function eventsOf(who: Owner, documentId: string) {
  const response = await who.call('GET', `/v1/documents/${documentId}/audit`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditTrailResponse>().events;
}

describe('a signer who proves who they are with a mailed code', () => {
  it('sees nothing of the document before the check, then signs with the session the right code gives', async () => {
    const who = await owner(t);
    const sent = await sentWith(who, ([amy]) => [{ id: amy?.id ?? '', verification: 'email_code' }]);
    const { amy, bob } = sent;

    // The validation names the check and where the code goes, and nothing of the document.
    const validation = await call('GET', '/v1/documents/user-sign/validate', amy.token);
    expect(validation.json<SignerValidation>().verification).toEqual({
      method: 'email_code',
      sentTo: `a•••@${amy.email.split('@')[1]}`,
    });
    const bobsValidation = await call('GET', '/v1/documents/user-sign/validate', bob.token);
    expect(bobsValidation.json<SignerValidation>().verification).toEqual({ method: 'link', sentTo: null });

    for (const [method, path, payload] of documentCalls(sent, amy)) {
      for (const session of [undefined, 'made-up-session', 'x'.repeat(500)]) {
        const refused = await call(method, path, amy.token, { payload, session });
        expect([refused.statusCode, refused.json()], `${method} ${path}`).toEqual([
          403,
          { ...errorAnswer(403, API_MESSAGES.verificationRequired), verificationRequired: 'email_code' },
        ]);
      }
    }
    // Bob's link is enough for him.
    expect((await call('GET', base(sent), bob.token)).statusCode).toBe(200);

    // A code before any was sent: nothing to compare.
    const early = await verify(sent, amy.token, '123456');
    expect([early.statusCode, early.json()]).toEqual([401, errorAnswer(401, API_MESSAGES.verificationCodeNotSent)]);

    const mailed = await sendCode(sent, amy.token);
    expect(mailed.statusCode, mailed.body).toBe(200);
    expect(mailed.json<SignerCodeSent>().sentTo).toBe(`a•••@${amy.email.split('@')[1]}`);
    const code = await mailedCode(amy.email);

    const wrong = await verify(sent, amy.token, otherThan(code));
    expect([wrong.statusCode, wrong.json()]).toEqual([401, errorAnswer(401, API_MESSAGES.verificationCodeWrong)]);
    const right = await verify(sent, amy.token, code);
    expect(right.statusCode, right.body).toBe(200);
    const { sessionToken, expiresAt } = right.json<SignerVerificationPassed>();
    expect(sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const hours = (Date.parse(expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    // Kept only as its hash, bound to Amy.
    const sessions = await t.db.select().from(signingSessions).where(eq(signingSessions.signerId, amy.id));
    expect(sessions).toHaveLength(1);
    expect(JSON.stringify(sessions)).not.toContain(sessionToken);

    // Used once.
    const twice = await verify(sent, amy.token, code);
    expect([twice.statusCode, twice.json()]).toEqual([401, errorAnswer(401, API_MESSAGES.verificationCodeNotSent)]);

    // With the session: the PDF, the record, a save and the submission.
    const pdf = await call('GET', `/user-sign/${sent.document.id}`, amy.token, { session: sessionToken });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const record = await call('GET', base(sent), amy.token, { session: sessionToken });
    expect(record.statusCode, record.body).toBe(200);
    const field = sent.fields.find((each) => each.userId === amy.id);
    const save = await call('PUT', `${base(sent)}/coordinate/${field?.id}`, amy.token, {
      session: sessionToken,
      payload: { response: approved },
    });
    expect(save.statusCode, save.body).toBe(200);
    const submit = await call('POST', `${base(sent)}/submit`, amy.token, { session: sessionToken, payload: CONSENTED });
    expect(submit.statusCode, submit.body).toBe(200);
    const ending = await call('GET', '/v1/documents/user-sign/ending', amy.token, { session: sessionToken });
    expect(ending.statusCode, ending.body).toBe(200);

    // The trail: the wrong try and the pass, each by Amy with its method.
    const checks = (await eventsOf(who, sent.document.id)).filter((event) => event.type.startsWith('verification_'));
    expect(checks.map(({ type, actor, actorEmail, details }) => ({ type, actor, actorEmail, details }))).toEqual([
      { type: 'verification_failed', actor: 'Amy', actorEmail: amy.email, details: { method: 'email_code' } },
      { type: 'verification_passed', actor: 'Amy', actorEmail: amy.email, details: { method: 'email_code' } },
    ]);
  });

  it(`ends a code after ${SIGNER_CODE_TRIES} wrong tries; a new one is asked for after a pause, and works`, async () => {
    const who = await owner(t);
    const sent = await sentWith(who, ([amy]) => [{ id: amy?.id ?? '', verification: 'email_code' }]);
    const { amy } = sent;
    expect((await sendCode(sent, amy.token)).statusCode).toBe(200);
    const code = await mailedCode(amy.email);
    const statuses: number[] = [];
    for (let index = 0; index < SIGNER_CODE_TRIES; index += 1) {
      statuses.push((await verify(sent, amy.token, otherThan(code))).statusCode);
    }
    expect(statuses).toEqual([...Array(SIGNER_CODE_TRIES - 1).fill(401), 429]);
    const late = await verify(sent, amy.token, code);
    expect([late.statusCode, late.json()]).toEqual([429, errorAnswer(429, API_MESSAGES.verificationTooManyTries)]);

    // Asked for again at once: a pause first.
    const soon = await sendCode(sent, amy.token);
    expect([soon.statusCode, soon.json()]).toEqual([429, errorAnswer(429, API_MESSAGES.verificationTooManyCodes)]);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);

    await pauseOver(amy.id);
    expect((await sendCode(sent, amy.token)).statusCode).toBe(200);
    const fresh = await mailedCode(amy.email);
    // The earlier code works no more: each new one replaces it.
    if (fresh !== code) expect((await verify(sent, amy.token, code)).statusCode).toBe(401);
    expect((await verify(sent, amy.token, fresh)).statusCode).toBe(200);
  });

  it('refuses a code past its time', async () => {
    const who = await owner(t);
    const sent = await sentWith(who, ([amy]) => [{ id: amy?.id ?? '', verification: 'email_code' }]);
    expect((await sendCode(sent, sent.amy.token)).statusCode).toBe(200);
    const code = await mailedCode(sent.amy.email);
    await t.db
      .update(documentSigners)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(documentSigners.id, sent.amy.id));
    const expired = await verify(sent, sent.amy.token, code);
    expect([expired.statusCode, expired.json()]).toEqual([401, errorAnswer(401, API_MESSAGES.publicLinkCodeExpired)]);
  });

  it(`mails at most ${SIGNER_CODES_PER_HOUR} codes an hour, then 429 with Retry-After`, async () => {
    const who = await owner(t);
    const sent = await sentWith(who, ([amy]) => [{ id: amy?.id ?? '', verification: 'email_code' }]);
    const statuses: number[] = [];
    for (let index = 0; index <= SIGNER_CODES_PER_HOUR; index += 1) {
      await pauseOver(sent.amy.id);
      const response = await sendCode(sent, sent.amy.token);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().message).toBe(API_MESSAGES.verificationTooManyCodes);
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(60);
      }
    }
    expect(statuses).toEqual([...Array(SIGNER_CODES_PER_HOUR).fill(200), 429]);
  });

  it("shows another signer's image to a signer who passed the check, the session in the image's query", async () => {
    const who = await owner(t);
    const sent = await sentWith(who, ([, bob]) => [
      { id: bob?.id ?? '', verification: 'access_code', accessCode: 'river-42' },
    ]);
    const { amy, bob } = sent;
    const amySigned = await signAndSubmit(t, sent, amy.id);
    expect(amySigned.statusCode, amySigned.body).toBe(200);
    const passed = await verify(sent, bob.token, 'river-42');
    expect(passed.statusCode, passed.body).toBe(200);
    const { sessionToken } = passed.json<SignerVerificationPassed>();
    const record = await call('GET', base(sent), bob.token, { session: sessionToken });
    expect(record.statusCode, record.body).toBe(200);
    const amysImage = record
      .json<{ coordinates: { userId: string; response: { image: string | null } }[] }>()
      .coordinates.find((field) => field.userId === amy.id)?.response.image;
    expect(amysImage).toMatch(/\/image$/);
    const image = (session?: string) =>
      t.request({
        method: 'GET',
        url: `${amysImage}?token=${encodeURIComponent(bob.token)}${session ? `&session=${session}` : ''}`,
      });
    expect((await image(sessionToken)).statusCode).toBe(200);
    expect((await image()).json()).toMatchObject({ code: 403, verificationRequired: 'access_code' });
    expect((await image('not-the-session')).statusCode).toBe(403);
  });

  it("refuses one signer's session on another signer's link", async () => {
    const who = await owner(t);
    const sent = await sentWith(who, (users) => users.map(({ id }) => ({ id, verification: 'email_code' as const })));
    expect((await sendCode(sent, sent.amy.token)).statusCode).toBe(200);
    const passed = await verify(sent, sent.amy.token, await mailedCode(sent.amy.email));
    const { sessionToken } = passed.json<SignerVerificationPassed>();
    expect((await call('GET', base(sent), sent.amy.token, { session: sessionToken })).statusCode).toBe(200);
    const bobs = await call('GET', base(sent), sent.bob.token, { session: sessionToken });
    expect([bobs.statusCode, bobs.json().verificationRequired]).toEqual([403, 'email_code']);
  });

  it('a session lasts its day only', async () => {
    const who = await owner(t);
    const sent = await sentWith(who, ([amy]) => [{ id: amy?.id ?? '', verification: 'email_code' }]);
    expect((await sendCode(sent, sent.amy.token)).statusCode).toBe(200);
    const passed = await verify(sent, sent.amy.token, await mailedCode(sent.amy.email));
    const { sessionToken } = passed.json<SignerVerificationPassed>();
    await t.db
      .update(signingSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signingSessions.signerId, sent.amy.id));
    expect((await call('GET', base(sent), sent.amy.token, { session: sessionToken })).statusCode).toBe(403);
  });
});

describe('a signer who proves who they are with an access code', () => {
  it('keeps the code only as a hash, takes the right one, and pauses after too many wrong ones', async () => {
    const who = await owner(t);
    const sent = await sentWith(who, ([amy]) => [
      { id: amy?.id ?? '', verification: 'access_code', accessCode: 'river-42' },
    ]);
    const { amy } = sent;
    const [row] = await t.db.select().from(documentSigners).where(eq(documentSigners.id, amy.id));
    expect(row?.verification).toBe('access_code');
    expect(row?.accessCodeHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain('river-42');

    const validation = await call('GET', '/v1/documents/user-sign/validate', amy.token);
    expect(validation.json<SignerValidation>().verification).toEqual({ method: 'access_code', sentTo: null });
    const before = await call('GET', `/user-sign/${sent.document.id}`, amy.token);
    expect([before.statusCode, before.json().verificationRequired]).toEqual([403, 'access_code']);
    // Nothing is mailed for an access code.
    const mail = await sendCode(sent, amy.token);
    expect([mail.statusCode, mail.json()]).toEqual([409, errorAnswer(409, API_MESSAGES.verificationNoMailedCode)]);

    const statuses: number[] = [];
    for (let index = 0; index < ACCESS_CODE_TRIES; index += 1) {
      statuses.push((await verify(sent, amy.token, `wrong-${index}`)).statusCode);
    }
    expect(statuses).toEqual([...Array(ACCESS_CODE_TRIES - 1).fill(401), 429]);
    const paused = await verify(sent, amy.token, 'river-42');
    expect(paused.statusCode).toBe(429);
    expect(paused.json().error).toBe('verification_access_code_paused');
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(60);

    await t.db
      .update(documentSigners)
      .set({ codePausedUntil: new Date(Date.now() - 1000) })
      .where(eq(documentSigners.id, amy.id));
    // Spaces around it are not part of it.
    const passed = await verify(sent, amy.token, ' river-42 ');
    expect(passed.statusCode, passed.body).toBe(200);
    const { sessionToken } = passed.json<SignerVerificationPassed>();
    const pdf = await call('GET', `/user-sign/${sent.document.id}`, amy.token, { session: sessionToken });
    expect(pdf.statusCode).toBe(200);
    const checks = (await eventsOf(who, sent.document.id)).filter((event) => event.type.startsWith('verification_'));
    expect(checks.map((event) => event.type)).toEqual([
      ...Array(ACCESS_CODE_TRIES).fill('verification_failed'),
      'verification_passed',
    ]);
    expect(checks.every((event) => event.details.method === 'access_code')).toBe(true);
  });
});

describe('the checks’ refusals', () => {
  it('Invite Sign refuses a choice it cannot keep, with a clear message, and sends nothing', async () => {
    const who = await owner(t);
    const draft = await readyDraft(t, who, [{ name: 'Amy', level: 1 }]);
    const amy = draft.users[0]?.id ?? '';
    const length = fillTemplate(API_MESSAGES.accessCodeLength, {
      min: ACCESS_CODE_MIN_LENGTH,
      max: ACCESS_CODE_MAX_LENGTH,
    });
    const cases: [unknown, string][] = [
      [[{ id: amy, verification: 'access_code' }], API_MESSAGES.accessCodeRequired],
      [[{ id: amy, verification: 'access_code', accessCode: 'abc' }], length],
      [[{ id: amy, verification: 'access_code', accessCode: 'x'.repeat(ACCESS_CODE_MAX_LENGTH + 1) }], length],
      [[{ id: amy, verification: 'sms' }], API_MESSAGES.verificationMethodInvalid],
      [[{ id: 'not-an-id', verification: 'link' }], API_MESSAGES.verificationSignerUnknown],
      [[{ id: MISSING_ID, verification: 'email_code' }], API_MESSAGES.verificationSignerUnknown],
      [
        [
          { id: amy, verification: 'link' },
          { id: amy, verification: 'email_code' },
        ],
        API_MESSAGES.verificationSignerTwice,
      ],
      ['everyone', API_MESSAGES.invalidRequest],
    ];
    for (const [signers, message] of cases) {
      const response = await who.call('POST', `/v1/documents/signing/${draft.document.id}/invite`, { signers });
      expect([response.statusCode, response.json().message], JSON.stringify(signers)).toEqual([400, message]);
    }
    const [document] = await t.db.select().from(documents).where(eq(documents.id, draft.document.id));
    expect(document?.status).toBe('Draft');

    const anonymous = await t.request({
      method: 'POST',
      url: `/v1/documents/signing/${draft.document.id}/invite`,
      payload: { signers: [{ id: amy, verification: 'email_code' }] },
    });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await owner(t);
    const others = await stranger.call('POST', `/v1/documents/signing/${draft.document.id}/invite`, {
      signers: [{ id: amy, verification: 'email_code' }],
    });
    expect(others.statusCode).toBe(404);
  });

  it('the check’s calls: 400 for no code, 401 for no link, 404 for another document, 409 where no code is needed', async () => {
    const who = await owner(t);
    const sent = await sentWith(who, ([amy]) => [{ id: amy?.id ?? '', verification: 'email_code' }]);
    for (const body of [{}, { code: '' }, { code: 12 }, { code: '   ' }]) {
      const response = await call('POST', `${base(sent)}/verification`, sent.amy.token, { payload: body });
      expect([response.statusCode, response.json().message], JSON.stringify(body)).toEqual([
        400,
        API_MESSAGES.verificationCodeMissing,
      ]);
    }
    for (const path of [`${base(sent)}/verification`, `${base(sent)}/verification/send`]) {
      const noToken = await t.request({ method: 'POST', url: path, payload: { code: '123456' } });
      expect(noToken.statusCode, path).toBe(401);
      const unknown = await call('POST', path, 'not-a-token', { payload: { code: '123456' } });
      expect(unknown.statusCode, path).toBe(401);
      const otherDocument = await call('POST', path.replace(sent.document.id, MISSING_ID), sent.amy.token, {
        payload: { code: '123456' },
      });
      expect(otherDocument.statusCode, path).toBe(404);
      const malformed = await call('POST', path.replace(sent.document.id, 'nope'), sent.amy.token, {
        payload: { code: '123456' },
      });
      expect(malformed.statusCode, path).toBe(404);
    }
    const bobNeedsNone = await verify(sent, sent.bob.token, '123456');
    expect([bobNeedsNone.statusCode, bobNeedsNone.json()]).toEqual([
      409,
      errorAnswer(409, API_MESSAGES.verificationNotNeeded),
    ]);
  });

  it('a document sent again keeps each check unless its new Invite Sign changes it', async () => {
    const who = await owner(t);
    const sent = await sentWith(who, ([amy]) => [{ id: amy?.id ?? '', verification: 'email_code' }]);
    const cancelled = await who.call('POST', `/v1/documents/${sent.document.id}/cancel`, { reason: 'Wrong copy' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const again = await who.call('POST', `/v1/documents/signing/${sent.document.id}/prepare-again`);
    expect(again.statusCode, again.body).toBe(200);
    const invite = await who.call('POST', `/v1/documents/signing/${sent.document.id}/invite`);
    expect(invite.statusCode, invite.body).toBe(200);
    const [kept] = await t.db.select().from(documentSigners).where(eq(documentSigners.id, sent.amy.id));
    expect(kept?.verification).toBe('email_code');
    expect(kept?.codeHash).toBeNull();
    // The owner's signing record says it.
    const record = await who.call('GET', `/v1/documents/signing/${sent.document.id}`);
    const users = record.json<{ users: { id: string; verification: string }[] }>().users;
    expect(users.map((user) => user.verification)).toEqual(['email_code', 'link']);

    const cancelledAgain = await who.call('POST', `/v1/documents/${sent.document.id}/cancel`, { reason: 'Again' });
    expect(cancelledAgain.statusCode).toBe(200);
    expect((await who.call('POST', `/v1/documents/signing/${sent.document.id}/prepare-again`)).statusCode).toBe(200);
    const toLink = await who.call('POST', `/v1/documents/signing/${sent.document.id}/invite`, {
      signers: [{ id: sent.amy.id, verification: 'link' }],
    });
    expect(toLink.statusCode, toLink.body).toBe(200);
    const [row] = await t.db.select().from(documentSigners).where(eq(documentSigners.id, sent.amy.id));
    expect(row?.verification).toBe('link');
  });
});

describe("a template role's check", () => {
  it('is set on the roles, copied to the document made from the template, and kept at Invite Sign', async () => {
    const who = await owner(t);
    const made = await senderFilledTemplate(t, who);
    const roles = [
      { id: made.client.id, name: 'Client', level: 1, verification: 'email_code' },
      { id: made.witness.id, name: 'Witness', level: 2 },
    ];
    const changed = await who.call('PATCH', `/v1/templates/${made.template.id}`, { roles });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<TemplateSummary>().roles.map((role) => role.verification)).toEqual(['email_code', 'link']);
    // Left out of a change, a role's check stays as it was.
    const renamed = await who.call('PATCH', `/v1/templates/${made.template.id}`, {
      roles: [{ ...roles[0], verification: undefined }, roles[1]],
    });
    expect(renamed.json<TemplateSummary>().roles.map((role) => role.verification)).toEqual(['email_code', 'link']);
    const refused = await who.call('PATCH', `/v1/templates/${made.template.id}`, {
      roles: [{ ...roles[0], verification: 'fingerprint' }, roles[1]],
    });
    expect([refused.statusCode, refused.json().message]).toEqual([400, API_MESSAGES.verificationMethodInvalid]);

    const document = await who.call('POST', `/v1/templates/${made.template.id}/documents`, useOf(made));
    expect(document.statusCode, document.body).toBe(201);
    const documentId = document.json<{ document: { id: string } }>().document.id;
    const record = await who.call('GET', `/v1/documents/signing/${documentId}`);
    const users = record.json<{ users: { id: string; email: string; verification: string }[] }>().users;
    expect(users.map((user) => user.verification)).toEqual(['email_code', 'link']);

    const invite = await who.call('POST', `/v1/documents/signing/${documentId}/invite`);
    expect(invite.statusCode, invite.body).toBe(200);
    const client = users[0];
    if (!client) throw new Error('a client');
    const token = await signerToken(t, documentId, client.id);
    const before = await call('GET', `/v1/documents/user-sign/${documentId}`, token);
    expect([before.statusCode, before.json().verificationRequired]).toEqual([403, 'email_code']);
  });

  it('an access code role needs its code at Invite Sign', async () => {
    const who = await owner(t);
    const made = await senderFilledTemplate(t, who);
    const roles = [
      { id: made.client.id, name: 'Client', level: 1, verification: 'access_code' },
      { id: made.witness.id, name: 'Witness', level: 2 },
    ];
    expect((await who.call('PATCH', `/v1/templates/${made.template.id}`, { roles })).statusCode).toBe(200);
    const document = await who.call('POST', `/v1/templates/${made.template.id}/documents`, useOf(made));
    const documentId = document.json<{ document: { id: string } }>().document.id;
    const without = await who.call('POST', `/v1/documents/signing/${documentId}/invite`);
    expect([without.statusCode, without.json().message]).toEqual([400, API_MESSAGES.accessCodeRequired]);
    const record = await who.call('GET', `/v1/documents/signing/${documentId}`);
    const clientId = record.json<{ users: { id: string }[] }>().users[0]?.id ?? '';
    const withCode = await who.call('POST', `/v1/documents/signing/${documentId}/invite`, {
      signers: [{ id: clientId, verification: 'access_code', accessCode: 'harbour-7' }],
    });
    expect(withCode.statusCode, withCode.body).toBe(200);
  });
});
