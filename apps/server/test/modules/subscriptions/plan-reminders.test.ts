import type { Plan } from '@signflow/contract/plans';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailJobs, subscriptions } from '../../../src/db/schema';
import { sendPlanReminders } from '../../../src/modules/subscriptions/plan-reminders';
import { bearer, createTestApp, type TestApp } from '../../support/test-app';

const DAY_MS = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A fresh account whose only subscription is `plan` until `endDate`. */
async function accountOn(plan: Plan, endDate: Date, language?: string) {
  const account = await t.registerAccount();
  if (language) {
    const changed = await t.request({
      method: 'PUT',
      url: '/v1/profile/language',
      headers: bearer(account.token),
      payload: { language },
    });
    expect(changed.statusCode).toBe(200);
  }
  await t.db.update(subscriptions).set({ plan, endDate }).where(eq(subscriptions.accountId, account.body.user.id));
  for (const job of await t.db.select().from(mailJobs).where(eq(mailJobs.to, account.email))) earlier.add(job.id);
  return { id: account.body.user.id, email: account.email };
}

/** The mails queued to `email` since its account was made (its verification mail aside). */
const earlier = new Set<string>();
async function queuedTo(email: string) {
  const jobs = await t.db.select().from(mailJobs).where(eq(mailJobs.to, email));
  return jobs.filter((job) => !earlier.has(job.id));
}

describe('plan reminders', () => {
  it('a paid plan ending in 7 days gets one week-before mail, then one day-before mail, each once', async () => {
    const now = new Date();
    const endDate = new Date(now.getTime() + 6.5 * DAY_MS);
    const owner = await accountOn('STARTER', endDate);

    await sendPlanReminders({ db: t.db, appUrl: 'http://app.test', now: new Date(now.getTime() - 2 * DAY_MS) });
    expect(await queuedTo(owner.email)).toHaveLength(0); // 8.5 days before: too early

    await sendPlanReminders({ db: t.db, appUrl: 'http://app.test', now });
    await sendPlanReminders({ db: t.db, appUrl: 'http://app.test', now: new Date(now.getTime() + DAY_MS) });
    const week = await queuedTo(owner.email);
    expect(week).toHaveLength(1);
    expect(week[0]?.subject).toBe('Your Starter plan ends in 7 days');
    expect(week[0]?.text).toContain(`ends on ${endDate.toISOString().slice(0, 10)}, in 7 days`);

    const dayBefore = new Date(endDate.getTime() - 20 * 60 * 60 * 1000);
    await sendPlanReminders({ db: t.db, appUrl: 'http://app.test', now: dayBefore });
    await sendPlanReminders({ db: t.db, appUrl: 'http://app.test', now: new Date(dayBefore.getTime() + 3_600_000) });
    const both = await queuedTo(owner.email);
    expect(both.map((mail) => mail.subject).sort()).toEqual([
      'Your Starter plan ends in 1 day',
      'Your Starter plan ends in 7 days',
    ]);
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.accountId, owner.id));
    expect(row?.remindedWeekBeforeAt?.getTime()).toBe(now.getTime());
    expect(row?.remindedDayBeforeAt?.getTime()).toBe(dayBefore.getTime());

    // The mails go out through the queue like any other. Links are asserted on them as delivered: once sent,
    // the stored copy keeps none.
    for (const days of ['7 days', '1 day']) {
      const sent = await t.smtp.waitFor(owner.email, { matching: (mail) => mail.subject.endsWith(days) });
      expect(sent.text).toContain('http://app.test/package');
    }
  });

  it('a plan first seen within a day gets the day-before mail only', async () => {
    const now = new Date();
    const owner = await accountOn('PRO', new Date(now.getTime() + 10 * 60 * 60 * 1000));
    await sendPlanReminders({ db: t.db, appUrl: 'http://app.test', now });
    await sendPlanReminders({ db: t.db, appUrl: 'http://app.test', now });
    const mails = await queuedTo(owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your Pro plan ends in 1 day']);
  });

  it('is written in the account’s language', async () => {
    const now = new Date();
    const owner = await accountOn('STARTER', new Date(now.getTime() + 3 * DAY_MS), 'de');
    await sendPlanReminders({ db: t.db, appUrl: 'http://app.test', now });
    const [mail] = await queuedTo(owner.email);
    // The plan's name in the account's language, not its code.
    expect(mail?.subject).toBe('Ihr Tarif „Einsteiger“ endet in 3 Tagen');
    expect(mail?.text).toContain('Ihr Tarif „Einsteiger“ endet am');
    expect(mail?.text).not.toContain('STARTER');
    const sent = await t.smtp.waitFor(owner.email, { matching: (each) => each.subject === mail?.subject });
    expect(sent.text).toContain('http://app.test/package');
  });

  it('no mail for a trial, an ended plan, a plan far from its end, or a subscription that is not the current one', async () => {
    const now = new Date();
    const trial = await accountOn('TRIAL', new Date(now.getTime() + 2 * DAY_MS));
    const ended = await accountOn('STARTER', new Date(now.getTime() - DAY_MS));
    const far = await accountOn('STARTER', new Date(now.getTime() + 30 * DAY_MS));
    // Extended: the row ending in 3 days is no longer the current one.
    const extended = await accountOn('STARTER', new Date(now.getTime() + 3 * DAY_MS));
    await t.db.insert(subscriptions).values({
      accountId: extended.id,
      plan: 'STARTER',
      startDate: now,
      endDate: new Date(now.getTime() + 93 * DAY_MS),
    });
    await sendPlanReminders({ db: t.db, appUrl: 'http://app.test', now });
    for (const owner of [trial, ended, far, extended]) {
      expect(await queuedTo(owner.email), owner.email).toHaveLength(0);
    }
  });

  it('several nodes running the pass at once send each reminder once', async () => {
    const now = new Date();
    const owners = await Promise.all([1, 2, 3].map(() => accountOn('PRO', new Date(now.getTime() + 5 * DAY_MS))));
    const counts = await Promise.all(
      Array.from({ length: 4 }, () => sendPlanReminders({ db: t.db, appUrl: 'http://app.test', now })),
    );
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(3);
    for (const owner of owners) {
      const mails = await t.db
        .select()
        .from(mailJobs)
        .where(and(eq(mailJobs.to, owner.email), eq(mailJobs.subject, 'Your Pro plan ends in 5 days')));
      expect(mails, owner.email).toHaveLength(1);
    }
  });
});
