import { API_MESSAGES } from '@signflow/contract/api-errors';
import { PLAN_LIMITS, type Plan } from '@signflow/contract/plans';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findCurrentSubscription } from './repo';

export type LimitedResource = keyof (typeof PLAN_LIMITS)[Plan];

/** What a plan's refusal says, by what it limits: each names the plan and its limit. */
const LIMIT_REACHED: Record<LimitedResource, string> = {
  flows: API_MESSAGES.planLimitFlows,
  documents: API_MESSAGES.planLimitDocuments,
  templates: API_MESSAGES.planLimitTemplates,
};

/** 'yyyy-MM-dd' in UTC, as the expired-plan message names the end date. */
function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Creating and sending need a plan still running (docs/domain.md#plans-and-subscriptions): otherwise 403
 * naming the plan and the day it ended. Answers the plan.
 */
export async function assertPlanLive(db: DbOrTx, accountId: string, now = new Date()): Promise<Plan> {
  const subscription = await findCurrentSubscription(db, accountId);
  if (!subscription) throw new AppError(403, API_MESSAGES.noSubscription);
  if (subscription.endDate <= now) {
    throw new AppError(403, API_MESSAGES.planExpired, {
      plan: subscription.plan,
      endDate: dayOf(subscription.endDate),
    });
  }
  return subscription.plan;
}

/**
 * Creating needs a live plan with room left (docs/domain.md#plans-and-subscriptions). Call inside the transaction that creates, after
 * `lockAccount`, so two requests at once cannot both take the last place.
 */
export async function assertPlanAllows(
  db: DbOrTx,
  accountId: string,
  resource: LimitedResource,
  countExisting: () => Promise<number>,
  now = new Date(),
) {
  const plan = await assertPlanLive(db, accountId, now);
  const limit = PLAN_LIMITS[plan]?.[resource];
  if (limit === null || limit === undefined) return;
  if ((await countExisting()) >= limit) throw new AppError(403, LIMIT_REACHED[resource], { plan, limit });
}

/** A transaction-scoped lock on one account's creations. */
export async function lockAccount(db: DbOrTx, accountId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${accountId}, 0))`);
}
