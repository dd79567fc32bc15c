import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, emailVerifications } from '../../db/schema';

/** The account's e-mail and language, and when its address was verified; the row stays locked until the transaction ends. */
export async function lockAccountForVerification(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      language: accounts.language,
      emailVerifiedAt: accounts.emailVerifiedAt,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function findEmailVerifiedAt(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select({ emailVerifiedAt: accounts.emailVerifiedAt })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row ?? null;
}

export async function insertEmailVerification(
  db: DbOrTx,
  values: { accountId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(emailVerifications).values(values);
}

/** Seconds since the account's newest link was issued (by the database's clock), or null when it has none. */
export async function latestEmailVerificationAgeSeconds(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select({ seconds: sql<number | null>`(extract(epoch from now() - max(${emailVerifications.createdAt})))::float8` })
    .from(emailVerifications)
    .where(eq(emailVerifications.accountId, accountId));
  return row?.seconds ?? null;
}

/** The link a token names, with its account's verification state, locked so two uses of it take turns. */
export async function lockEmailVerification(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      id: emailVerifications.id,
      accountId: emailVerifications.accountId,
      expiresAt: emailVerifications.expiresAt,
      usedAt: emailVerifications.usedAt,
      emailVerifiedAt: accounts.emailVerifiedAt,
    })
    .from(emailVerifications)
    .innerJoin(accounts, eq(accounts.id, emailVerifications.accountId))
    .where(eq(emailVerifications.tokenHash, tokenHash))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Marks every unused link of the account used: after a verification, or when a newer link replaces them. */
export async function retireOpenEmailVerifications(db: DbOrTx, accountId: string, now: Date) {
  await db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(and(eq(emailVerifications.accountId, accountId), isNull(emailVerifications.usedAt)));
}

export async function markEmailVerified(db: DbOrTx, accountId: string, now: Date) {
  await db
    .update(accounts)
    .set({ emailVerifiedAt: now })
    .where(and(eq(accounts.id, accountId), isNull(accounts.emailVerifiedAt)));
}
