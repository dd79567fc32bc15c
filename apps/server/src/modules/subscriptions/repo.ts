import type { Plan } from '@signflow/contract/plans';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared';
import { subscriptions } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export async function insertSubscription(
  db: DbOrTx,
  values: { accountId: string; plan: Plan; startDate: Date; endDate: Date; billingId?: string | null },
) {
  await db.insert(subscriptions).values(values);
}

const currentSubscription = preparedPerHandle((db) =>
  db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountId, sql.placeholder('accountId')))
    .orderBy(desc(subscriptions.endDate), desc(subscriptions.createdAt))
    .limit(1)
    .prepare('current_subscription'),
);

/** The account's current subscription: the one that ends last. Prepared: every plan check asks it, uploads first. */
export async function findCurrentSubscription(db: DbOrTx, accountId: string): Promise<SubscriptionRow | null> {
  const [row] = await currentSubscription(db).execute({ accountId });
  return row ?? null;
}

/** Moves every subscription date of the account `days` into the past: the end-to-end tests' clock. */
export async function shiftSubscriptionDates(db: DbOrTx, accountId: string, days: number): Promise<void> {
  const shift = sql`make_interval(days => ${days})`;
  await db
    .update(subscriptions)
    .set({ startDate: sql`${subscriptions.startDate} - ${shift}`, endDate: sql`${subscriptions.endDate} - ${shift}` })
    .where(eq(subscriptions.accountId, accountId));
}
