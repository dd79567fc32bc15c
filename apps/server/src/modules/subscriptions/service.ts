import type { BillingTerm } from '@signflow/contract/billing';
import type { Plan, Subscription } from '@signflow/contract/plans';
import { TRIAL_DAYS } from '@signflow/contract/plans';
import type { DbOrTx } from '../../db/client';
import { lockAccount } from './plan-limits';
import { findCurrentSubscription, insertSubscription } from './repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every new account starts with a 7-day TRIAL (docs/domain.md#plans-and-subscriptions). */
export async function startTrial(db: DbOrTx, accountId: string, now = new Date()) {
  await insertSubscription(db, {
    accountId,
    plan: 'TRIAL',
    startDate: now,
    endDate: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
  });
}

export async function getCurrentSubscription(db: DbOrTx, accountId: string): Promise<Subscription | null> {
  const row = await findCurrentSubscription(db, accountId);
  if (!row) return null;
  return { plan: row.plan, startDate: row.startDate.toISOString(), endDate: row.endDate.toISOString() };
}

/** `months` calendar months later (UTC), the day kept or, past the month's end, its last day: 31 Jan + 1 = 28 Feb. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * A paid billing's term is added to the account (docs/domain.md#plans-and-subscriptions): the same paid plan
 * still running is extended from its end; otherwise (leaving TRIAL, an ended plan, another plan) the new plan
 * starts now, and a running paid term's time left is carried over, so nothing paid is lost. The new term is a
 * row of its own, which ends last and so becomes the current subscription. Call in the paid transaction.
 */
export async function extendSubscription(
  db: DbOrTx,
  purchase: { accountId: string; plan: Plan; termMonths: BillingTerm; billingId: string },
  now = new Date(),
) {
  const { accountId, plan, termMonths, billingId } = purchase;
  // Two billings of one account paid at once must not both extend from the same current row (one term
  // would be lost): the account's lock orders them, and the second reads the row the first added.
  await lockAccount(db, accountId);
  const current = await findCurrentSubscription(db, accountId);
  const running = current !== null && current.endDate > now;
  if (current && running && current.plan === plan && plan !== 'TRIAL') {
    await insertSubscription(db, {
      accountId,
      plan,
      startDate: current.startDate,
      endDate: addMonths(current.endDate, termMonths),
      billingId,
    });
    return;
  }
  const carriedMs = current && running && current.plan !== 'TRIAL' ? current.endDate.getTime() - now.getTime() : 0;
  await insertSubscription(db, {
    accountId,
    plan,
    startDate: now,
    endDate: new Date(addMonths(now, termMonths).getTime() + carriedMs),
    billingId,
  });
}
