import type { SavedSignatureKind } from '@signflow/contract/saved-signatures';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, profiles, savedSignatures } from '../../db/schema';

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

export function findSavedSignatures(db: DbOrTx, accountId: string) {
  return db.select().from(savedSignatures).where(eq(savedSignatures.accountId, accountId));
}

/** Keeps the account's signature or initials in place of the one kept before. */
export async function putSavedSignature(
  db: DbOrTx,
  accountId: string,
  kind: SavedSignatureKind,
  answer: { image: string | null; text: string | null },
) {
  const values = { image: answer.image, text: answer.text, updatedAt: new Date() };
  await db
    .insert(savedSignatures)
    .values({ accountId, kind, ...values })
    .onConflictDoUpdate({ target: [savedSignatures.accountId, savedSignatures.kind], set: values });
}

/** Whether there was one to delete. */
export async function deleteSavedSignature(db: DbOrTx, accountId: string, kind: SavedSignatureKind): Promise<boolean> {
  const removed = await db
    .delete(savedSignatures)
    .where(and(eq(savedSignatures.accountId, accountId), eq(savedSignatures.kind, kind)))
    .returning({ kind: savedSignatures.kind });
  return removed.length > 0;
}
