import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, passwordResets, profiles } from '../../db/schema';

export async function findAccountByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  return row ?? null;
}

export async function findProfileNames(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.accountId, accountId))
    .limit(1);
  return row ?? { firstName: '', lastName: null };
}

export async function insertAccount(db: DbOrTx, values: { email: string; passwordHash: string; language: string }) {
  const [row] = await db.insert(accounts).values(values).returning();
  if (!row) throw new Error('account insert returned nothing');
  return row;
}

export async function insertProfile(
  db: DbOrTx,
  values: { accountId: string; firstName: string; lastName: string | null; phoneNumber: string | null },
) {
  await db.insert(profiles).values(values);
}

export async function updatePasswordHash(db: DbOrTx, accountId: string, passwordHash: string) {
  await db.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId));
}

export async function insertPasswordReset(
  db: DbOrTx,
  values: { accountId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(passwordResets).values(values);
}

/**
 * Marks an unused, unexpired reset as used and answers its account, in one statement,
 * so two submissions of the same link cannot both succeed.
 */
export async function consumePasswordReset(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
    )
    .returning({ accountId: passwordResets.accountId });
  return row ?? null;
}

/** After a reset, the account's other outstanding links stop working too. */
export async function retireOpenPasswordResets(db: DbOrTx, accountId: string, now: Date) {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.accountId, accountId), isNull(passwordResets.usedAt)));
}
