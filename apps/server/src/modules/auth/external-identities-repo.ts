import type { ExternalProvider } from '@signflow/contract/social-sign-in';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, externalIdentities, externalSignInCodes } from '../../db/schema';

/** The account an identity of a provider belongs to, or null. */
export async function findAccountByIdentity(db: DbOrTx, provider: ExternalProvider, subject: string) {
  const [row] = await db
    .select({ account: accounts })
    .from(externalIdentities)
    .innerJoin(accounts, eq(accounts.id, externalIdentities.accountId))
    .where(and(eq(externalIdentities.provider, provider), eq(externalIdentities.subject, subject)))
    .limit(1);
  return row?.account ?? null;
}

/** The account of an e-mail address, its row held until the transaction ends (a link changes it). */
export async function lockAccountByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1).for('update');
  return row ?? null;
}

export async function insertExternalIdentity(
  db: DbOrTx,
  values: { provider: ExternalProvider; subject: string; accountId: string; email: string | null },
) {
  await db.insert(externalIdentities).values(values);
}

/**
 * The provider has just vouched for the address of an account nobody had verified: it is verified now, and a
 * password set before (by whoever registered the address without holding it) no longer opens the account.
 */
export async function verifyAddressForgettingPassword(db: DbOrTx, accountId: string, now: Date) {
  await db.update(accounts).set({ emailVerifiedAt: now, passwordHash: null }).where(eq(accounts.id, accountId));
}

export async function insertSignInCode(db: DbOrTx, values: { accountId: string; tokenHash: string; expiresAt: Date }) {
  await db.insert(externalSignInCodes).values(values);
}

/** Uses an unused, unexpired code in one statement, so two redemptions cannot both succeed; answers its account. */
export async function consumeSignInCode(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .update(externalSignInCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(externalSignInCodes.tokenHash, tokenHash),
        isNull(externalSignInCodes.usedAt),
        gt(externalSignInCodes.expiresAt, now),
      ),
    )
    .returning({ accountId: externalSignInCodes.accountId });
  return row ?? null;
}
