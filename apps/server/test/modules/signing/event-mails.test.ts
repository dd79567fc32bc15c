import { wordsOf } from '@signflow/contract/words';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailJobs } from '../../../src/db/schema';
import { createDocumentsTestApp, type DocumentsTestApp, type Owner, owner } from '../../support/documents';
import {
  answerFields,
  approved,
  CONSENTED,
  rejected,
  revised,
  type SentDocument,
  sentDocument,
  signAndSubmit,
} from '../../support/signing';

/**
 * The mails each person receives for one event (docs/domain.md#mail): a rejection, a revision request, the last
 * signature, a cancellation. Each event's request carries its own request id, and the mails it queued carry it
 * too, so a count is exactly that event's mails, whatever the sealing pass queues later.
 */
let t: DocumentsTestApp;
beforeAll(async () => {
  t = await createDocumentsTestApp();
});
afterAll(async () => {
  await t.close();
});

let eventCounter = 0;
const newEventId = () => `event-mails-${process.pid}-${++eventCounter}`;

/** The mails the event queued, by recipient: `{address: [subject, …]}`. */
async function mailsOf(eventId: string): Promise<Record<string, { subject: string; text: string }[]>> {
  const rows = await t.db
    .select({ to: mailJobs.to, subject: mailJobs.subject, text: mailJobs.text })
    .from(mailJobs)
    .where(eq(mailJobs.requestId, eventId));
  const byRecipient: Record<string, { subject: string; text: string }[]> = {};
  for (const row of rows)
    byRecipient[row.to] = [...(byRecipient[row.to] ?? []), { subject: row.subject, text: row.text }];
  return byRecipient;
}

/** How many mails each of `addresses` received for the event. */
async function countsOf(eventId: string, addresses: string[]): Promise<number[]> {
  const mails = await mailsOf(eventId);
  return addresses.map((address) => mails[address]?.length ?? 0);
}

/** Answers the signer's fields, then submits with the event's request id. */
async function submitAs(sent: SentDocument, signerId: string, response = approved, reason?: string) {
  const token = await answerFields(t, sent, signerId, response);
  const eventId = newEventId();
  const submitted = await t.request({
    method: 'POST',
    url: `/v1/documents/user-sign/${sent.document.id}/submit?token=${encodeURIComponent(token)}`,
    headers: { 'x-request-id': eventId },
    payload: response.approve ? CONSENTED : reason ? { reason } : {},
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return eventId;
}

async function cancelAs(who: Owner, sent: SentDocument, reason: string) {
  const eventId = newEventId();
  const cancelled = await t.request({
    method: 'POST',
    url: `/v1/documents/${sent.document.id}/cancel`,
    headers: { authorization: `Bearer ${who.token}`, 'x-request-id': eventId },
    payload: { reason },
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  return eventId;
}

/** An owner writing in German, and a document to Amy and Bob (level 1), then Cy (level 2). */
async function threeSigners() {
  const who = await owner(t);
  expect((await who.call('PUT', '/v1/profile/language', { language: 'de' })).statusCode).toBe(200);
  const sent = await sentDocument(t, who, [
    { name: 'Amy', level: 1 },
    { name: 'Bob', level: 1 },
    { name: 'Cy', level: 2 },
  ]);
  const [amy, bob, cy] = sent.users as [SentDocument['users'][0], SentDocument['users'][0], SentDocument['users'][0]];
  return { who, sent, amy, bob, cy };
}

const de = wordsOf('de').mail;

/** Each case signs a document through with several signers: longer than the default on a busy machine. */
const EVENT = { timeout: 120_000 };

describe('a rejection', EVENT, () => {
  it('mails the owner once, and once each signer who was invited, in the owner’s language with the reason', async () => {
    const { who, sent, amy, bob, cy } = await threeSigners();
    await signAndSubmit(t, sent, bob.id);
    const eventId = await submitAs(sent, amy.id, rejected, 'The price is wrong');

    // Bob signed already but was invited: he is told. Cy was never invited; Amy rejected it herself.
    expect(await countsOf(eventId, [who.email, bob.email, amy.email, cy.email])).toEqual([1, 1, 0, 0]);
    const mails = await mailsOf(eventId);
    const [toOwner] = mails[who.email] ?? [];
    expect(toOwner?.subject).toBe(de.progress.outcomeSubject.Rejected('Amy', 'contract.pdf'));
    expect(toOwner?.text).toContain('The price is wrong');
    const [toBob] = mails[bob.email] ?? [];
    expect(toBob?.subject).toBe(de.rejected.subject('contract.pdf'));
    expect(toBob?.text).toContain(de.rejected.intro('Amy', 'contract.pdf'));
    expect(toBob?.text).toContain(de.rejected.reason('The price is wrong'));
    expect(toBob?.text).toContain(de.rejected.after);
  });

  it('without a reason says none, and tells a signer who has not answered yet', async () => {
    const { who, sent, amy, bob } = await threeSigners();
    const eventId = await submitAs(sent, amy.id, rejected);
    expect(await countsOf(eventId, [who.email, bob.email, amy.email])).toEqual([1, 1, 0]);
    const [toBob] = (await mailsOf(eventId))[bob.email] ?? [];
    expect(toBob?.text).not.toContain(de.rejected.reason(''));
  });

  it('an owner who is also an invited signer gets one mail, the owner’s', async () => {
    const who = await owner(t);
    const sent = await sentDocument(t, who, [
      { name: 'Amy', level: 1 },
      { name: 'Bob', level: 1 },
    ]);
    const [amy, bob] = sent.users as [SentDocument['users'][0], SentDocument['users'][0]];
    // Bob's address becomes the owner's own, as when the owner signs their own document.
    const corrected = await who.call('PATCH', `/v1/documents/${sent.document.id}/signers/${bob.id}`, {
      name: 'Bob',
      email: who.email,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const eventId = await submitAs(sent, amy.id, rejected, 'No');
    expect(await countsOf(eventId, [who.email, amy.email])).toEqual([1, 0]);
    expect(Object.keys(await mailsOf(eventId))).toEqual([who.email]);
  });
});

describe('a revision request', EVENT, () => {
  it('mails the owner once, with the reason, and nobody else', async () => {
    const { who, sent, amy, bob, cy } = await threeSigners();
    const eventId = await submitAs(sent, amy.id, revised, 'Page 2');
    expect(await countsOf(eventId, [who.email, amy.email, bob.email, cy.email])).toEqual([1, 0, 0, 0]);
    const [toOwner] = (await mailsOf(eventId))[who.email] ?? [];
    expect(toOwner?.subject).toBe(de.progress.outcomeSubject.Revision('Amy', 'contract.pdf'));
    expect(toOwner?.text).toContain('Page 2');
  });
});

describe('the last signature', EVENT, () => {
  it('mails the owner once: who signed last, and that the document is completed', async () => {
    const { who, sent, amy, bob, cy } = await threeSigners();
    const first = await submitAs(sent, amy.id);
    expect(await countsOf(first, [who.email])).toEqual([1]);
    expect((await mailsOf(first))[who.email]?.[0]?.subject).toBe(de.progress.signedSubject('Amy', 'contract.pdf'));
    await submitAs(sent, bob.id);

    const last = await submitAs(sent, cy.id);
    expect(await countsOf(last, [who.email, amy.email, bob.email, cy.email])).toEqual([1, 0, 0, 0]);
    const [toOwner] = (await mailsOf(last))[who.email] ?? [];
    expect(toOwner?.subject).toBe(de.progress.outcomeSubject.Completed('Cy', 'contract.pdf'));
    expect(toOwner?.text).toContain(de.progress.outcomeBody.Completed('Cy'));
  });
});

describe('a cancellation', EVENT, () => {
  it('mails each invited signer once, in the owner’s language with the reason, and not the owner', async () => {
    const { who, sent, amy, bob, cy } = await threeSigners();
    await signAndSubmit(t, sent, amy.id);
    const eventId = await cancelAs(who, sent, 'Sent by mistake');
    expect(await countsOf(eventId, [who.email, amy.email, bob.email, cy.email])).toEqual([0, 1, 1, 0]);
    const [toBob] = (await mailsOf(eventId))[bob.email] ?? [];
    expect(toBob?.subject).toBe(de.cancelled.subject('contract.pdf'));
    expect(toBob?.text).toContain(de.cancelled.reason('Sent by mistake'));
  });

  it('a signer entered twice with one address is mailed once', async () => {
    const who = await owner(t);
    const sent = await sentDocument(t, who, [
      { name: 'Amy', level: 1 },
      { name: 'Bob', level: 1 },
    ]);
    const [amy, bob] = sent.users as [SentDocument['users'][0], SentDocument['users'][0]];
    const corrected = await who.call('PATCH', `/v1/documents/${sent.document.id}/signers/${bob.id}`, {
      name: 'Amy again',
      email: amy.email.toUpperCase(),
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const eventId = await cancelAs(who, sent, 'Wrong file');
    const mails = await mailsOf(eventId);
    const toAmy = Object.entries(mails).filter(([address]) => address.toLowerCase() === amy.email.toLowerCase());
    expect(toAmy.flatMap(([, each]) => each)).toHaveLength(1);
  });
});
