import type { Plan } from '@signflow/contract/plans';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { subscriptions } from '../../db/schema';

export async function insertSubscription(
  db: DbOrTx,
  values: { accountId: string; plan: Plan; startDate: Date; endDate: Date },
) {
  await db.insert(subscriptions).values(values);
}

/** The account's current subscription: the one that ends last. */
export async function findCurrentSubscription(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountId, accountId))
    .orderBy(desc(subscriptions.endDate), desc(subscriptions.createdAt))
    .limit(1);
  return row ?? null;
}
