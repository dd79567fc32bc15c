import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, passwordResets, profiles } from '../../db/schema';

export async function findAccountByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  return row ?? null;
}

/** The id of the account of `email` (lower case), or null. */
export async function findAccountIdByEmail(db: DbOrTx, email: string): Promise<string | null> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)).limit(1);
  return row?.id ?? null;
}

export async function findProfileNames(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.accountId, accountId))
    .limit(1);
  return row ?? { firstName: '', lastName: null };
}

export async function insertAccount(
  db: DbOrTx,
  values: { email: string; passwordHash: string | null; language: string; emailVerifiedAt?: Date | null },
) {
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

/** Answers the account's e-mail address. */
export async function updatePasswordHash(db: DbOrTx, accountId: string, passwordHash: string) {
  const [row] = await db
    .update(accounts)
    .set({ passwordHash })
    .where(eq(accounts.id, accountId))
    .returning({ email: accounts.email });
  if (!row) throw new Error(`account ${accountId} vanished during its password reset`);
  return row;
}

/**
 * Inserts a reset for the account of `email`, if there is one, in one statement that runs alike either way;
 * answers that account's address and language, or null.
 */
export async function insertPasswordResetForEmail(
  db: DbOrTx,
  values: { email: string; tokenHash: string; ttlSeconds: number },
): Promise<{ email: string; language: string } | null> {
  const result = (await db.execute(sql`
    with account as (select id, email, language from ${accounts} where email = ${values.email}),
    reset as (
      insert into ${passwordResets} (account_id, token_hash, expires_at)
      select id, ${values.tokenHash}, now() + make_interval(secs => ${values.ttlSeconds}) from account
      returning account_id
    )
    select account.email, account.language from account join reset on reset.account_id = account.id`)) as {
    rows: { email: string; language: string }[];
  };
  return result.rows[0] ?? null;
}

/** Holds once the reset of `tokenHash` is written (insertPasswordResetForEmail wrote one: the address has an account). */
export function passwordResetWritten(tokenHash: string): SQL {
  return sql`exists (select 1 from ${passwordResets} where ${passwordResets.tokenHash} = ${tokenHash})`;
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

export async function findAccountById(db: DbOrTx, accountId: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row ?? null;
}

/** The account's password hash, its row locked until the transaction ends; null when the account is gone. */
export async function lockAccountPassword(db: DbOrTx, accountId: string) {
  const [row] = await db
    .select({ passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  return row ?? null;
}
