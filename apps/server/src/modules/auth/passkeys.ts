import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { AuthResponse } from '@signflow/contract/auth';
import { MAX_PASSKEYS, type PasskeyOptionsResponse, type PasskeySummary } from '@signflow/contract/passkeys';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { passkeys } from '../../db/schema';
import { AppError, badRequest, notFound, unauthorized } from '../../http/app-error';
import type { SealedValues } from '../../platform/sealed-values';
import { spendToken } from '../../platform/spent-tokens';
import type { WebAuthn } from '../../platform/webauthn';
import { lockAccount } from '../subscriptions/plan-limits';
import { confirmPassword } from './confirm-password';
import type { LoginLockout } from './login-lockout';
import { queueSecurityChangedMail } from './mail/security-changed-mail';
import { findAccountById } from './repo';

/** What passkeys need (docs/domain.md#passkeys). */
export interface PasskeyDeps {
  db: Db;
  appUrl: string;
  webAuthn: WebAuthn;
  /** Seals each ceremony's challenge (and the account adding a passkey) for the browser to hand back. */
  sealedValues: SealedValues;
  loginLockout: LoginLockout;
}

/** How long a ceremony may take, from its options to the browser's answer. */
const CEREMONY_SECONDS = 5 * 60;
const ADDING = 'passkey adding';
const SIGNING_IN = 'passkey sign-in';

async function sealCeremony(deps: PasskeyDeps, purpose: string, values: Record<string, string>): Promise<string> {
  return deps.sealedValues.seal(purpose, values, CEREMONY_SECONDS);
}

/** The ceremony's values, once: a challenge answered twice (a replay) is refused as a forged one is. */
async function openCeremony(deps: PasskeyDeps, purpose: string, ceremony: string) {
  const values = await deps.sealedValues.open(purpose, ceremony);
  const challenge = values?.challenge;
  if (!values || !challenge) return null;
  const firstUse = await spendToken(deps.db, `webauthn:${challenge}`, new Date(Date.now() + CEREMONY_SECONDS * 1000));
  return firstUse ? { challenge, accountId: values.accountId ?? null } : null;
}

const summaryOf = (row: typeof passkeys.$inferSelect): PasskeySummary => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function listPasskeys(options: { db: Db; accountId: string }): Promise<{ passkeys: PasskeySummary[] }> {
  const { db, accountId } = options;
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.accountId, accountId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return { passkeys: rows.map(summaryOf) };
}

/**
 * The options of adding a passkey, once the password is confirmed: the account's passkeys are excluded, so one
 * authenticator is not added twice.
 */
export async function passkeyAddingOptions(options: {
  deps: PasskeyDeps;
  accountId: string;
  password: string | undefined;
}): Promise<PasskeyOptionsResponse> {
  const { deps, accountId, password } = options;
  const account = await findAccountById(deps.db, accountId);
  if (!account) throw unauthorized();
  if (await confirmPassword({ loginLockout: deps.loginLockout, account, password }))
    await deps.loginLockout.clear(account.email);
  const existing = await deps.db.select().from(passkeys).where(eq(passkeys.accountId, accountId));
  const creationOptions = await deps.webAuthn.registrationOptions({ accountId, email: account.email }, existing);
  return {
    options: creationOptions as unknown as Record<string, unknown>,
    ceremony: await sealCeremony(deps, ADDING, { challenge: creationOptions.challenge, accountId }),
  };
}

/** Adds the passkey the browser made for the ceremony; mails the owner. */
export async function addPasskey(options: {
  deps: PasskeyDeps;
  accountId: string;
  body: { name: string; ceremony: string; response: Record<string, unknown> };
}): Promise<{ passkey: PasskeySummary }> {
  const { deps, accountId, body } = options;
  const ceremony = await openCeremony(deps, ADDING, body.ceremony);
  if (!ceremony || ceremony.accountId !== accountId) throw badRequest(API_MESSAGES.passkeyNotVerified);
  const credential = await deps.webAuthn.verifyRegistration(body.response, ceremony.challenge);
  if (!credential) throw badRequest(API_MESSAGES.passkeyNotVerified);
  return deps.db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const [held] = await tx.select({ count: count() }).from(passkeys).where(eq(passkeys.accountId, accountId));
    if ((held?.count ?? 0) >= MAX_PASSKEYS) throw new AppError(403, API_MESSAGES.passkeyLimit, { limit: MAX_PASSKEYS });
    const [row] = await tx
      .insert(passkeys)
      .values({ accountId, name: body.name, ...credential })
      .onConflictDoNothing()
      .returning();
    // The credential is another account's, or this one's already: the authenticator made nothing new.
    if (!row) throw badRequest(API_MESSAGES.passkeyNotVerified);
    const account = await findAccountById(tx, accountId);
    if (account) await queueSecurityChangedMail(tx, deps.appUrl, account, 'passkeyAdded');
    return { passkey: summaryOf(row) };
  });
}

export async function removePasskey(options: {
  db: Db;
  accountId: string;
  passkeyId: string;
}): Promise<{ message: string }> {
  const { db, accountId, passkeyId } = options;
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, passkeyId), eq(passkeys.accountId, accountId)))
    .returning({ id: passkeys.id });
  if (removed.length === 0) throw notFound();
  return { message: API_MESSAGES.deleted };
}

/** Every passkey of the account ends, in the caller's transaction (see forgetTwoFactor for when). */
export async function removeAccountPasskeys(db: DbOrTx, accountId: string): Promise<void> {
  await db.delete(passkeys).where(eq(passkeys.accountId, accountId));
}

export async function passkeySignInOptions(options: { deps: PasskeyDeps }): Promise<PasskeyOptionsResponse> {
  const { deps } = options;
  const requestOptions = await deps.webAuthn.authenticationOptions();
  return {
    options: requestOptions as unknown as Record<string, unknown>,
    ceremony: await sealCeremony(deps, SIGNING_IN, { challenge: requestOptions.challenge }),
  };
}

/**
 * Signs in with a passkey: it verified its user, so it stands for both steps of a sign-in (two-step sign-in asks for
 * no code after it). An unknown passkey is 401.
 */
export async function signInWithPasskey(options: {
  deps: PasskeyDeps;
  body: { ceremony: string; response: Record<string, unknown> };
  openSession: (accountId: string) => Promise<AuthResponse>;
}): Promise<AuthResponse> {
  const { deps, body, openSession } = options;
  const ceremony = await openCeremony(deps, SIGNING_IN, body.ceremony);
  if (!ceremony) throw unauthorized(API_MESSAGES.passkeyNotVerified);
  const credentialId = deps.webAuthn.credentialIdOf(body.response);
  const [passkey] = credentialId
    ? await deps.db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1)
    : [];
  if (!passkey) throw unauthorized(API_MESSAGES.passkeyUnknown);
  const counter = await deps.webAuthn.verifyAuthentication(body.response, ceremony.challenge, passkey);
  if (counter === null) throw unauthorized(API_MESSAGES.passkeyNotVerified);
  await deps.db.update(passkeys).set({ counter, lastUsedAt: sql`now()` }).where(eq(passkeys.id, passkey.id));
  return openSession(passkey.accountId);
}
