import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import type { AuditTrailResponse } from '@signflow/contract/audit';
import type { DocumentOverview, DocumentSummary } from '@signflow/contract/documents';
import type { Paged } from '@signflow/contract/paging';
import type { ProfileResponse } from '@signflow/contract/profile';
import { MAX_REMINDER_DAYS, SIGNER_LINK_TTL_DAYS } from '@signflow/contract/sender-controls';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentSigners, documents, mailJobs, signerEarlierLinks } from '../../../src/db/schema';
import { createDocumentsTestApp, type DocumentsTestApp, MISSING_ID, type Owner, owner } from '../../support/documents';
import {
  mailDeliveredTo,
  readyDraft,
  type SentDocument,
  sentDocument,
  signAndSubmit,
  signerCall,
  signerToken,
} from '../../support/signing';

let t: DocumentsTestApp;
let amyOwner: Owner;
let stranger: Owner;

beforeAll(async () => {
  t = await createDocumentsTestApp({ MAIL_POLL_MS: '50' });
  amyOwner = await owner(t);
  stranger = await owner(t);
});
afterAll(async () => {
  await t.close();
});

const validate = (token: string) => signerCall(t, 'GET', '/v1/documents/user-sign/validate', token);
const history = async (who: Owner, documentId: string) => {
  const response = await who.call('GET', `/v1/documents/${documentId}/audit`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditTrailResponse>();
};
const emailOf = async (signerId: string) => {
  const [row] = await t.db.select().from(documentSigners).where(eq(documentSigners.id, signerId));
  if (!row) throw new Error('no signer');
  return row.email;
};
const mailsTo = async (address: string) => t.db.select().from(mailJobs).where(eq(mailJobs.to, address));

/** Every owner action refuses another account's document (404) and a request without a token (401). */
const ACTIONS: {
  name: string;
  method: 'POST' | 'PUT' | 'PATCH';
  path: (sent: SentDocument) => string;
  body?: object;
}[] = [
  { name: 'remind', method: 'POST', path: (sent) => `/v1/documents/${sent.document.id}/remind` },
  {
    name: 'reminders',
    method: 'PUT',
    path: (sent) => `/v1/documents/${sent.document.id}/reminders`,
    body: { afterDays: 2, everyDays: 2, maxCount: 3 },
  },
  {
    name: 'correct',
    method: 'PATCH',
    path: (sent) => `/v1/documents/${sent.document.id}/signers/${sent.users[0]?.id}`,
    body: { name: 'Someone Else' },
  },
  { name: 'renew', method: 'POST', path: (sent) => `/v1/documents/${sent.document.id}/renew-links` },
  {
    name: 'cancel',
    method: 'POST',
    path: (sent) => `/v1/documents/${sent.document.id}/cancel`,
    body: { reason: 'Wrong version' },
  },
];

describe('refusals common to every sender action', () => {
  for (const action of ACTIONS) {
    it(`${action.name}: 404 for another account's document, 401 without a token, 409 on a Draft`, async () => {
      const sent = await sentDocument(t, amyOwner, [{ name: 'Amy', level: 1 }]);
      const foreign = await stranger.call(action.method, action.path(sent), action.body);
      expect(foreign.statusCode, foreign.body).toBe(404);
      const missing = await amyOwner.call(
        action.method,
        action.path(sent).replace(sent.document.id, MISSING_ID),
        action.body,
      );
      expect(missing.statusCode).toBe(404);
      const anonymous = await t.request({ method: action.method, url: action.path(sent), payload: action.body });
      expect(anonymous.statusCode).toBe(401);
      const draft = await readyDraft(t, amyOwner, [{ name: 'Amy', level: 1 }]);
      const onDraft = await amyOwner.call(action.method, action.path(draft), action.body);
      expect(onDraft.statusCode, onDraft.body).toBe(409);
    }, 180_000);
  }
});

describe('remind', () => {
  it('mails the waiting signer the very link of their invitation, and refuses a second within the hour', async () => {
    const sent = await sentDocument(t, amyOwner, [
      { name: 'Amy', level: 1 },
      { name: 'Bob', level: 2 },
    ]);
    const [amy, bob] = sent.users;
    if (!amy || !bob) throw new Error('two signers');
    const firstToken = await signerToken(t, sent.document.id, amy.id);

    const reminded = await amyOwner.call('POST', `/v1/documents/${sent.document.id}/remind`);
    expect(reminded.statusCode, reminded.body).toBe(200);
    expect(reminded.json()).toEqual({
      message: API_MESSAGES.reminderSent,
      reminded: [{ id: amy.id, name: 'Amy', email: amy.email }],
    });
    // Only the signer whose turn it is: Bob's level waits.
    expect(await mailsTo(bob.email)).toHaveLength(0);
    const mails = await mailsTo(amy.email);
    expect(mails.map((mail) => mail.subject)).toContain(`Reminder: please sign “${sent.document.DocName}”`);
    expect(mails.find((mail) => mail.subject.startsWith('Reminder'))?.text).toContain(
      'Your link works for 30 more days.',
    );

    await mailDeliveredTo(t, amy.email);
    const reminderToken = await signerToken(t, sent.document.id, amy.id);
    expect(reminderToken).toBe(firstToken);
    expect((await validate(firstToken)).statusCode).toBe(200);
    // The link is kept encrypted, never in the clear, and no earlier link had to be kept working beside it.
    const [row] = await t.db.select().from(documentSigners).where(eq(documentSigners.id, amy.id));
    expect(row?.tokenEncrypted).toBeTruthy();
    expect(row?.tokenEncrypted).not.toContain(firstToken);
    expect(await t.db.select().from(signerEarlierLinks).where(eq(signerEarlierLinks.signerId, amy.id))).toHaveLength(0);

    const again = await amyOwner.call('POST', `/v1/documents/${sent.document.id}/remind`);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('You can remind Amy again in 60 minutes');
    expect(again.json().template).toBe(API_MESSAGES.remindTooSoon);

    const trail = await history(amyOwner, sent.document.id);
    const event = trail.events.find((each) => each.type === 'reminded');
    expect(event?.details).toMatchObject({ signerId: amy.id, to: amy.email, automatic: 'false', daysLeft: '30' });
    const amyDates = trail.signers.find((each) => each.id === amy.id);
    expect(amyDates?.reminderCount).toBe(1);
    expect(amyDates?.remindedAt).not.toBeNull();
    expect(amyDates?.openedAt).not.toBeNull();
  });

  it('gives a signer whose link cannot be read back a new one, the earlier still working to its end', async () => {
    const sent = await sentDocument(t, amyOwner, [{ name: 'Amy', level: 1 }]);
    const [amy] = sent.users;
    if (!amy) throw new Error('one signer');
    const firstToken = await signerToken(t, sent.document.id, amy.id);
    // As for a signer invited before links were kept encrypted.
    await t.db.update(documentSigners).set({ tokenEncrypted: null }).where(eq(documentSigners.id, amy.id));

    expect((await amyOwner.call('POST', `/v1/documents/${sent.document.id}/remind`)).statusCode).toBe(200);
    const reminderToken = await signerToken(t, sent.document.id, amy.id);
    expect(reminderToken).not.toBe(firstToken);
    expect((await validate(reminderToken)).statusCode).toBe(200);
    expect((await validate(firstToken)).statusCode).toBe(200);
    const [row] = await t.db.select().from(documentSigners).where(eq(documentSigners.id, amy.id));
    expect(row?.tokenEncrypted).toBeTruthy();

    const submitted = await signAndSubmit(t, sent, amy.id);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const [after] = await t.db.select().from(documentSigners).where(eq(documentSigners.id, amy.id));
    expect(after?.tokenEncrypted).toBeNull();
  });

  it('refuses a document whose links all expired, pointing at Renew', async () => {
    const sent = await sentDocument(t, amyOwner, [{ name: 'Amy', level: 1 }]);
    await t.db
      .update(documentSigners)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(documentSigners.documentId, sent.document.id));
    const response = await amyOwner.call('POST', `/v1/documents/${sent.document.id}/remind`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(API_MESSAGES.linksExpiredRenew);
  });
});

describe('correct a signer', () => {
  it('ends the old link at once, invites the new address, and records old → new', async () => {
    const sent = await sentDocument(t, amyOwner, [{ name: 'Amy', level: 1 }]);
    const [amy] = sent.users;
    if (!amy) throw new Error('one signer');
    const oldToken = await signerToken(t, sent.document.id, amy.id);
    const newEmail = `amy.fixed.${Date.now()}@example.com`;
    const response = await amyOwner.call('PATCH', `/v1/documents/${sent.document.id}/signers/${amy.id}`, {
      name: 'Amy Pond',
      email: newEmail.toUpperCase(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: API_MESSAGES.signerCorrectedInvited,
      signer: { id: amy.id, name: 'Amy Pond', email: newEmail },
    });
    expect((await validate(oldToken)).statusCode).toBe(401);
    const invitation = await mailsTo(newEmail);
    expect(invitation.map((mail) => mail.subject)).toEqual([`Please sign “${sent.document.DocName}”`]);
    const newToken = await signerToken(t, sent.document.id, amy.id);
    expect((await validate(newToken)).statusCode).toBe(200);
    const submitted = await signAndSubmit(t, sent, amy.id);
    expect(submitted.statusCode, submitted.body).toBe(200);

    const event = (await history(amyOwner, sent.document.id)).events.find((each) => each.type === 'signer_corrected');
    expect(event?.details).toEqual({
      signerId: amy.id,
      oldName: 'Amy',
      newName: 'Amy Pond',
      oldEmail: amy.email,
      newEmail,
      answersCleared: '0',
    });
  });

  it('refuses a signer who submitted, an empty change, a bad address and an unknown signer', async () => {
    const sent = await sentDocument(t, amyOwner, [
      { name: 'Amy', level: 1 },
      { name: 'Bob', level: 2 },
    ]);
    const [amy, bob] = sent.users;
    if (!amy || !bob) throw new Error('two signers');
    expect((await signAndSubmit(t, sent, amy.id)).statusCode).toBe(200);
    const path = (id: string) => `/v1/documents/${sent.document.id}/signers/${id}`;
    const submitted = await amyOwner.call('PATCH', path(amy.id), { name: 'Amy B' });
    expect(submitted.statusCode).toBe(409);
    expect(submitted.json().message).toBe('Amy has already submitted and cannot be changed');
    const empty = await amyOwner.call('PATCH', path(bob.id), {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(API_MESSAGES.signerCorrectionEmpty);
    const badEmail = await amyOwner.call('PATCH', path(bob.id), { email: 'not-an-address' });
    expect(badEmail.statusCode).toBe(400);
    expect((await amyOwner.call('PATCH', path(MISSING_ID), { name: 'X' })).statusCode).toBe(404);
    // Changing nothing would only revoke the link and mail another invitation.
    const unchanged = await amyOwner.call('PATCH', path(bob.id), { name: bob.name, email: bob.email });
    expect(unchanged.statusCode, unchanged.body).toBe(400);
    expect(unchanged.json().message).toBe(API_MESSAGES.signerCorrectionEmpty);
    // Bob (level 2) is invited now, Amy having signed: his correction sends him a new invitation.
    const fixed = await amyOwner.call('PATCH', path(bob.id), { name: 'Robert' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().message).toBe(API_MESSAGES.signerCorrectedInvited);
  });
});

describe('renew links', () => {
  it('gives expired links 30 new days and mails them again; the document needs attention until then', async () => {
    const sent = await sentDocument(t, amyOwner, [{ name: 'Amy', level: 1 }]);
    const [amy] = sent.users;
    if (!amy) throw new Error('one signer');
    const oldToken = await signerToken(t, sent.document.id, amy.id);
    await t.db
      .update(documentSigners)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(documentSigners.id, amy.id));
    expect((await validate(oldToken)).statusCode).toBe(401);
    const attention = await amyOwner.call('GET', '/v1/documents?status=NeedsAttention&limit=100');
    expect(attention.json<Paged<DocumentSummary>>().results.map((each) => each.id)).toContain(sent.document.id);

    const renewed = await amyOwner.call('POST', `/v1/documents/${sent.document.id}/renew-links`);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const body = renewed.json();
    expect(body.message).toBe(fillTemplate(API_MESSAGES.linksRenewed, { days: SIGNER_LINK_TTL_DAYS }));
    expect(body.renewed).toEqual([{ id: amy.id, name: 'Amy', email: amy.email }]);
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect((await mailsTo(amy.email)).map((mail) => mail.subject)).toContain(
      `More time to sign “${sent.document.DocName}”`,
    );
    // The same link as the invitation's, working again.
    expect(await signerToken(t, sent.document.id, amy.id)).toBe(oldToken);
    expect((await validate(oldToken)).statusCode).toBe(200);
    const after = await amyOwner.call('GET', '/v1/documents?status=NeedsAttention&limit=100');
    expect(after.json<Paged<DocumentSummary>>().results.map((each) => each.id)).not.toContain(sent.document.id);
    const event = (await history(amyOwner, sent.document.id)).events.find((each) => each.type === 'links_renewed');
    expect(event?.details.count).toBe('1');
  });

  it('mails a signer at most once an hour: renewing again at once is 429 and sends nothing', async () => {
    const sent = await sentDocument(t, amyOwner, [{ name: 'Amy', level: 1 }]);
    const [amy] = sent.users;
    if (!amy) throw new Error('one signer');
    const invitationToken = await signerToken(t, sent.document.id, amy.id);
    const before = (await mailsTo(amy.email)).length;
    const attempts = await Promise.all(
      [1, 2, 3].map(() => amyOwner.call('POST', `/v1/documents/${sent.document.id}/renew-links`)),
    );
    for (const attempt of attempts) {
      expect(attempt.statusCode, attempt.body).toBe(429);
      expect(attempt.json().message).toBe('You can renew the links again in 60 minutes');
    }
    expect((await mailsTo(amy.email)).length).toBe(before);
    expect(await signerToken(t, sent.document.id, amy.id)).toBe(invitationToken);
  });
});

describe('cancel', () => {
  it('ends signing with a reason, tells every invited signer, and Prepare again makes a Draft of it', async () => {
    const sent = await sentDocument(t, amyOwner, [{ name: 'Amy', level: 1 }]);
    const [amy] = sent.users;
    if (!amy) throw new Error('one signer');
    const token = await signerToken(t, sent.document.id, amy.id);
    const noReason = await amyOwner.call('POST', `/v1/documents/${sent.document.id}/cancel`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(API_MESSAGES.cancelReasonRequired);

    const cancelled = await amyOwner.call('POST', `/v1/documents/${sent.document.id}/cancel`, {
      reason: 'Wrong version',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().document.status).toBe('Cancelled');
    const ended = await validate(token);
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toBe(API_MESSAGES.signingEnded);
    // Nothing will mail the link again: it is no longer kept readable.
    const kept = await t.db.select().from(documentSigners).where(eq(documentSigners.documentId, sent.document.id));
    expect(kept.map((signer) => signer.tokenEncrypted)).toEqual(kept.map(() => null));
    const mail = (await mailsTo(amy.email)).find((each) => each.subject.includes('cancelled'));
    expect(mail?.text).toContain('Reason: Wrong version');

    const archived = await amyOwner.call('GET', '/v1/documents/archieve?status=Cancelled&limit=100');
    expect(archived.json<Paged<DocumentSummary>>().results.map((each) => each.id)).toContain(sent.document.id);
    const active = await amyOwner.call('GET', '/v1/documents?limit=100');
    expect(active.json<Paged<DocumentSummary>>().results.map((each) => each.id)).not.toContain(sent.document.id);
    expect(
      (await amyOwner.call('POST', `/v1/documents/${sent.document.id}/cancel`, { reason: 'again' })).statusCode,
    ).toBe(409);
    const event = (await history(amyOwner, sent.document.id)).events.find((each) => each.type === 'cancelled');
    expect(event?.details).toEqual({ reason: 'Wrong version' });

    const prepared = await amyOwner.call('POST', `/v1/documents/signing/${sent.document.id}/prepare-again`);
    expect(prepared.statusCode, prepared.body).toBe(200);
    expect(prepared.json().document.status).toBe('Draft');
    const [row] = await t.db.select().from(documents).where(eq(documents.id, sent.document.id));
    expect(row?.cancelReason).toBeNull();
  });
});

describe('automatic reminder settings', () => {
  it('takes the Invite Sign body, else the profile default, and the owner may change them while Sent', async () => {
    const badProfile = await amyOwner.call('PUT', '/v1/profile/reminders', {
      afterDays: 31,
      everyDays: 3,
      maxCount: 5,
    });
    expect(badProfile.statusCode).toBe(400);
    expect(badProfile.json().message).toBe(
      fillTemplate(API_MESSAGES.reminderAfterDaysInvalid, { min: 0, max: MAX_REMINDER_DAYS }),
    );
    const profile = await amyOwner.call('PUT', '/v1/profile/reminders', { afterDays: 5, everyDays: 2, maxCount: 4 });
    expect(profile.statusCode, profile.body).toBe(200);
    expect((await amyOwner.call('GET', '/v1/profile')).json<ProfileResponse>().reminders).toEqual({
      afterDays: 5,
      everyDays: 2,
      maxCount: 4,
    });

    const byDefault = await sentDocument(t, amyOwner, [{ name: 'Amy', level: 1 }]);
    expect((await history(amyOwner, byDefault.document.id)).reminders).toMatchObject({
      afterDays: 5,
      everyDays: 2,
      maxCount: 4,
      sentCount: 0,
    });

    const draft = await readyDraft(t, amyOwner, [{ name: 'Amy', level: 1 }]);
    const badInvite = await amyOwner.call('POST', `/v1/documents/signing/${draft.document.id}/invite`, {
      reminders: { afterDays: 1, everyDays: 0, maxCount: 1 },
    });
    expect(badInvite.statusCode).toBe(400);
    expect(badInvite.json().message).toBe(
      fillTemplate(API_MESSAGES.reminderEveryDaysInvalid, { min: 1, max: MAX_REMINDER_DAYS }),
    );
    const invite = await amyOwner.call('POST', `/v1/documents/signing/${draft.document.id}/invite`, {
      reminders: { afterDays: 0, everyDays: 1, maxCount: 1 },
    });
    expect(invite.statusCode, invite.body).toBe(200);
    expect((await history(amyOwner, draft.document.id)).reminders).toMatchObject({ afterDays: 0, nextAt: null });

    const changed = await amyOwner.call('PUT', `/v1/documents/${draft.document.id}/reminders`, {
      afterDays: 2,
      everyDays: 1,
      maxCount: 3,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe(API_MESSAGES.remindersSaved);
    const nextAt = new Date(changed.json().reminders.nextAt).getTime();
    expect(nextAt).toBeGreaterThan(Date.now() + 86_400_000);
    const event = (await history(amyOwner, draft.document.id)).events.find((each) => each.type === 'reminders_changed');
    expect(event?.details).toEqual({ afterDays: '2', everyDays: '1', maxCount: '3' });
  });
});

describe('finding documents', () => {
  it('searches by document name, signer name or e-mail, filters by status, and counts the overview', async () => {
    const who = await owner(t);
    const sent = await sentDocument(t, who, [{ name: 'Zelda', level: 1 }]);
    const draft = await readyDraft(t, who, [{ name: 'Yuri', level: 1 }]);
    const [zelda] = sent.users;
    if (!zelda) throw new Error('one signer');
    const ids = async (url: string) => {
      const response = await who.call('GET', url);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Paged<DocumentSummary>>().results.map((each) => each.id);
    };
    expect(await ids(`/v1/documents?search=${encodeURIComponent(zelda.email.toUpperCase())}`)).toEqual([
      sent.document.id,
    ]);
    expect(await ids('/v1/documents?search=yuri')).toEqual([draft.document.id]);
    expect((await ids('/v1/documents?search=%25')).length).toBe(0);
    expect(await ids('/v1/documents?status=Draft')).toEqual([draft.document.id]);
    expect(await ids('/v1/documents?status=Sent&search=zel')).toEqual([sent.document.id]);
    expect(await ids('/v1/documents?search=')).toHaveLength(2);
    const badStatus = await who.call('GET', '/v1/documents?status=Nope');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toBe(API_MESSAGES.statusFilterInvalid);
    const longSearch = await who.call('GET', `/v1/documents?search=${'a'.repeat(201)}`);
    expect(longSearch.statusCode).toBe(400);

    const overview = await who.call('GET', '/v1/documents/overview');
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json<DocumentOverview>()).toEqual({
      draft: 1,
      waiting: 1,
      completedThisMonth: 0,
      needsAttention: 0,
      revision: 0,
      sealFailed: 0,
    });

    expect((await who.call('DELETE', `/v1/documents/${draft.document.id}`)).statusCode).toBe(200);
    expect(await ids('/v1/documents/trash?search=yuri')).toEqual([draft.document.id]);
    expect(await ids('/v1/documents/trash?search=zelda')).toEqual([]);
    expect((await who.call('GET', '/v1/documents/overview')).json<DocumentOverview>().draft).toBe(0);

    const signed = await signAndSubmit(t, sent, zelda.id);
    expect(signed.statusCode).toBe(200);
    expect(await ids('/v1/documents/archieve?status=CompletedThisMonth')).toEqual([sent.document.id]);
    expect((await who.call('GET', '/v1/documents/overview')).json<DocumentOverview>()).toMatchObject({
      completedThisMonth: 1,
      waiting: 0,
    });
    expect((await t.request({ method: 'GET', url: '/v1/documents/overview' })).statusCode).toBe(401);
  });
});

describe('signer dates in the History', () => {
  it('says when each signer was invited, opened their link and submitted', async () => {
    const sent = await sentDocument(t, amyOwner, [
      { name: 'Amy', level: 1 },
      { name: 'Bob', level: 2 },
    ]);
    const [amy, bob] = sent.users;
    if (!amy || !bob) throw new Error('two signers');
    let trail = await history(amyOwner, sent.document.id);
    expect(trail.signers.map((each) => [each.name, each.invitedAt !== null, each.openedAt])).toEqual([
      ['Amy', true, null],
      ['Bob', false, null],
    ]);
    await validate(await signerToken(t, sent.document.id, amy.id));
    expect((await signAndSubmit(t, sent, amy.id)).statusCode).toBe(200);
    trail = await history(amyOwner, sent.document.id);
    const amyDates = trail.signers[0];
    expect(amyDates?.openedAt).not.toBeNull();
    expect(amyDates?.submittedAt).not.toBeNull();
    expect(amyDates?.decision).toBe('approved');
    expect(trail.signers[1]?.invitedAt).not.toBeNull();
    expect(await emailOf(bob.id)).toBe(bob.email);
  });
});
