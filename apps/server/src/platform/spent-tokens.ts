import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { spentTokens } from '../db/schema';

/**
 * Uses the token named `key` (kind and hash, never the token itself): true the first time, false for every later
 * use, on any app process, while it is remembered (until `acceptedUntil`, when the token is refused anyway).
 * One insert, so two uses at once cannot both be the first.
 */
export async function spendToken(db: DbOrTx, key: string, acceptedUntil: Date): Promise<boolean> {
  const spent = await db
    .insert(spentTokens)
    .values({ key, expiresAt: acceptedUntil })
    .onConflictDoNothing()
    .returning({ key: spentTokens.key });
  return spent.length === 1;
}

/**
 * Forgets tokens an hour after they stopped being accepted: the hour covers app processes whose clocks run behind
 * the database's, which would still accept a token the database's clock calls expired.
 */
export async function sweepSpentTokens(db: DbOrTx): Promise<void> {
  await db.delete(spentTokens).where(lt(spentTokens.expiresAt, sql`now() - interval '1 hour'`));
}
