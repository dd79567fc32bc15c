import { isLanguage } from '@signflow/contract/languages';
import { absoluteLink, WEB_ROUTES } from '@signflow/contract/web-paths';
import { and, gt, inArray, isNull, lte, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { accounts, subscriptions } from '../../db/schema';
import { enqueueMail } from '../../platform/mail-queue';
import { planReminderMail } from './mail/plan-reminder-mail';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A reminder is at most this late: the pass runs this often, on every node. */
export const PLAN_REMINDERS_EVERY_MS = 15 * 60_000;

/** The two reminders before a paid plan ends, the nearer first (see sendPlanReminders). */
export const PLAN_REMINDERS = [
  { name: 'day before', days: 1 },
  { name: 'week before', days: 7 },
] as const;

const later = alias(subscriptions, 'later_subscription');

/** The row is the account's current subscription: none ends later (nor as late and was made after it). */
const isCurrent = notExists(
  // A correlated subquery: `subscriptions` below is the row being updated.
  sql`(select 1 from ${subscriptions} ${later} where ${later.accountId} = ${subscriptions.accountId} and (${later.endDate} > ${subscriptions.endDate} or (${later.endDate} = ${subscriptions.endDate} and ${later.createdAt} > ${subscriptions.createdAt})))`,
);

/**
 * Marks the current paid subscriptions ending within `days` whose reminder has not gone, and answers them.
 * `update … where reminded is null returning` makes the mark the claim: when several nodes run the pass at
 * once, each row comes back to one of them only.
 */
async function claimReminders(tx: DbOrTx, reminder: (typeof PLAN_REMINDERS)[number], now: Date) {
  const horizon = new Date(now.getTime() + reminder.days * DAY_MS);
  const ending = and(
    ne(subscriptions.plan, 'TRIAL'),
    gt(subscriptions.endDate, now),
    lte(subscriptions.endDate, horizon),
    isCurrent,
  );
  const claimed =
    reminder.days === 1
      ? await tx
          .update(subscriptions)
          // The day-before mail says everything the week-before one would: a plan first seen this late gets one mail.
          .set({
            remindedDayBeforeAt: now,
            remindedWeekBeforeAt: sql`coalesce(${subscriptions.remindedWeekBeforeAt}, ${now.toISOString()}::timestamptz)`,
          })
          .where(and(isNull(subscriptions.remindedDayBeforeAt), ending))
          .returning({ accountId: subscriptions.accountId, plan: subscriptions.plan, endDate: subscriptions.endDate })
      : await tx
          .update(subscriptions)
          .set({ remindedWeekBeforeAt: now })
          .where(and(isNull(subscriptions.remindedWeekBeforeAt), ending))
          .returning({ accountId: subscriptions.accountId, plan: subscriptions.plan, endDate: subscriptions.endDate });
  return claimed;
}

/**
 * One pass: for each reminder, the nearer first, claims the subscriptions due for it and queues the mail
 * in the same transaction, so a mark without its mail (or a mail without its mark) never commits. Answers
 * how many reminders were queued.
 */
export async function sendPlanReminders(options: { db: Db; appUrl: string; now?: Date }): Promise<number> {
  const now = options.now ?? new Date();
  const packageLink = absoluteLink(options.appUrl, WEB_ROUTES.package);
  let queued = 0;
  for (const reminder of PLAN_REMINDERS) {
    queued += await options.db.transaction(async (tx) => {
      const claimed = await claimReminders(tx, reminder, now);
      if (claimed.length === 0) return 0;
      const owners = await tx
        .select({ id: accounts.id, email: accounts.email, language: accounts.language })
        .from(accounts)
        .where(
          inArray(
            accounts.id,
            claimed.map((row) => row.accountId),
          ),
        );
      for (const subscription of claimed) {
        const owner = owners.find((account) => account.id === subscription.accountId);
        if (!owner) continue;
        await enqueueMail(
          tx,
          planReminderMail({
            to: owner.email,
            language: isLanguage(owner.language) ? owner.language : 'en',
            plan: subscription.plan,
            endDate: subscription.endDate,
            daysLeft: Math.max(1, Math.ceil((subscription.endDate.getTime() - now.getTime()) / DAY_MS)),
            packageLink,
          }),
        );
      }
      return claimed.length;
    });
  }
  return queued;
}
