import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, profiles } from '../../db/schema';

export async function findAccountProfile(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select({ account: accounts, profile: profiles })
    .from(accounts)
    .innerJoin(profiles, eq(profiles.accountId, accounts.id))
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row ?? null;
}

export async function updateProfile(
  db: DbOrTx,
  accountId: string,
  values: Partial<Omit<typeof profiles.$inferInsert, 'id' | 'accountId'>>,
) {
  await db.update(profiles).set(values).where(eq(profiles.accountId, accountId));
}

export async function updateAccountLanguage(db: DbOrTx, accountId: string, language: string) {
  await db.update(accounts).set({ language }).where(eq(accounts.id, accountId));
}
