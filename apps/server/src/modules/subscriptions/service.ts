import type { Subscription } from '@signflow/contract/plans';
import { TRIAL_DAYS } from '@signflow/contract/plans';
import type { DbOrTx } from '../../db/client';
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
