import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentSigners, mailJobs, reminderSchedules } from '../../../src/db/schema';
import { owner } from '../../support/documents';
import { type AppNodes, SILENT_MAIL_POLL_MS, startAppNodes } from '../../support/shared-database';
import { sentDocument, signAndSubmit, signerCall, signerToken } from '../../support/signing';
import type { TestApp } from '../../support/test-app';

/**
 * Automatic reminders (docs/domain.md#reminders) with a moved clock: two app instances on one database, each
 * with its reminder worker polling every 20 ms, as two app processes would, send each round once.
 */
const DAY_MS = 86_400_000;
let cluster: AppNodes | undefined;
let first: TestApp;
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

beforeAll(async () => {
  // Both reminder workers race; only the first app sends mail, so each test reads it from one SMTP catcher.
  cluster = await startAppNodes(
    [
      { REMINDER_POLL_MS: '20', MAIL_POLL_MS: '50' },
      { REMINDER_POLL_MS: '20', MAIL_POLL_MS: SILENT_MAIL_POLL_MS },
    ],
    { clock },
  );
  [first] = cluster.nodes as [TestApp];
}, 120_000);
afterAll(() => cluster?.close());

async function remindersTo(address: string): Promise<number> {
  const [row] = await first.db
    .select({ total: count() })
    .from(mailJobs)
    .where(and(eq(mailJobs.to, address), like(mailJobs.subject, 'Reminder:%')));
  return row?.total ?? 0;
}

async function sentCount(documentId: string): Promise<number> {
  const [row] = await first.db.select().from(reminderSchedules).where(eq(reminderSchedules.documentId, documentId));
  return row?.sentCount ?? -1;
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Long enough for both workers to have polled many times. */
const severalPolls = () => new Promise((resolve) => setTimeout(resolve, 400));

describe('automatic reminders', () => {
  it('fire once per round across two app instances, up to maxCount, with days left in the mail', async () => {
    offsetMs = 0;
    const who = await owner(first);
    const draft = await sentDocumentWithReminders(first, who);
    const [amy] = draft.users;
    if (!amy) throw new Error('one signer');
    const firstToken = await signerToken(first, draft.document.id, amy.id);

    await severalPolls();
    expect(await remindersTo(amy.email)).toBe(0);

    offsetMs = DAY_MS + 60_000;
    await until(async () => (await sentCount(draft.document.id)) === 1);
    await severalPolls();
    expect(await remindersTo(amy.email)).toBe(1);
    const [mail] = await first.db
      .select()
      .from(mailJobs)
      .where(and(eq(mailJobs.to, amy.email), like(mailJobs.subject, 'Reminder:%')));
    expect(mail?.text).toContain('Your link works for 29 more days.');

    offsetMs = 2 * DAY_MS + 2 * 60_000;
    await until(async () => (await sentCount(draft.document.id)) === 2);
    offsetMs = 5 * DAY_MS;
    await severalPolls();
    expect(await remindersTo(amy.email)).toBe(2);
    const [signer] = await first.db.select().from(documentSigners).where(eq(documentSigners.id, amy.id));
    expect(signer?.reminderCount).toBe(2);

    // Both reminders, whichever instance sent them, mailed the invitation's own link, still working.
    expect(await signerToken(first, draft.document.id, amy.id)).toBe(firstToken);
    const delivered = first.smtp.mails.filter(
      (each) => each.subject.startsWith('Reminder:') && each.to.includes(amy.email.toLowerCase()),
    );
    expect(delivered).toHaveLength(2);
    for (const reminder of delivered) expect(reminder.text).toContain(`token=${firstToken}`);
    expect((await signerCall(first, 'GET', '/v1/documents/user-sign/validate', firstToken)).statusCode).toBe(200);
    const audit = await who.call('GET', `/v1/documents/${draft.document.id}/audit`);
    const reminded = audit.json().events.filter((event: { type: string }) => event.type === 'reminded');
    expect(reminded).toHaveLength(2);
    expect(reminded[0].actorKind).toBe('system');
    expect(reminded[0].details.automatic).toBe('true');
  }, 120_000);

  it('stop once signing ends', async () => {
    offsetMs = 0;
    const who = await owner(first);
    const sent = await sentDocumentWithReminders(first, who);
    const [amy] = sent.users;
    if (!amy) throw new Error('one signer');
    const cancelled = await who.call('POST', `/v1/documents/${sent.document.id}/cancel`, { reason: 'Not needed' });
    expect(cancelled.statusCode).toBe(200);
    offsetMs = 3 * DAY_MS;
    await severalPolls();
    expect(await remindersTo(amy.email)).toBe(0);
    const audit = await who.call('GET', `/v1/documents/${sent.document.id}/audit`);
    expect(audit.json().reminders.nextAt).toBeNull();
  }, 120_000);

  it('leave nothing pending once the document is completed', async () => {
    offsetMs = 0;
    const who = await owner(first);
    const sent = await sentDocumentWithReminders(first, who);
    const [amy] = sent.users;
    if (!amy) throw new Error('one signer');
    const before = await who.call('GET', `/v1/documents/${sent.document.id}/audit`);
    expect(before.json().reminders.nextAt).not.toBeNull();
    const submitted = await signAndSubmit(first, sent, amy.id);
    expect(submitted.json().status).toBe('Completed');
    // Read at once, before any worker poll could have stopped it: the completion itself ends the schedule.
    const [row] = await first.db
      .select()
      .from(reminderSchedules)
      .where(eq(reminderSchedules.documentId, sent.document.id));
    expect(row?.nextAt).toBeNull();
    const after = await who.call('GET', `/v1/documents/${sent.document.id}/audit`);
    expect(after.json().reminders.nextAt).toBeNull();
  }, 120_000);
});

async function sentDocumentWithReminders(app: TestApp, who: Awaited<ReturnType<typeof owner>>) {
  const profile = await who.call('PUT', '/v1/profile/reminders', { afterDays: 1, everyDays: 1, maxCount: 2 });
  expect(profile.statusCode, profile.body).toBe(200);
  return sentDocument(app, who, [{ name: 'Amy', level: 1 }]);
}
