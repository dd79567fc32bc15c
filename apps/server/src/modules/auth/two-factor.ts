import { randomBytes } from 'node:crypto';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { AuthResponse } from '@signflow/contract/auth';
import {
  RECOVERY_CODE_COUNT,
  type RecoveryCodesResponse,
  TOTP,
  TWO_FACTOR_CHALLENGE,
  type TwoFactorChallengeResponse,
  type TwoFactorSetupResponse,
} from '@signflow/contract/two-factor';
import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { accounts, recoveryCodes, twoFactorChallenges } from '../../db/schema';
import { AppError, badRequest, conflict, unauthorized } from '../../http/app-error';
import type { AccessTokens } from '../../platform/access-tokens';
import { createOneTimeToken, hashToken } from '../../platform/one-time-tokens';
import type { SecretBox } from '../../platform/secret-box';
import { newTotpSecret, totpLink, totpStepOf } from '../../platform/totp';
import { confirmPassword } from './confirm-password';
import type { LoginLockout } from './login-lockout';
import { queueSecurityChangedMail } from './mail/security-changed-mail';
import { findAccountById } from './repo';

/** What two-step sign-in needs (docs/domain.md#two-step-sign-in). */
export interface TwoFactorDeps {
  db: Db;
  tokens: AccessTokens;
  appUrl: string;
  loginLockout: LoginLockout;
  /** Seals the authenticator secrets, each bound to its account. */
  authenticatorSecrets: SecretBox;
}

type Account = NonNullable<Awaited<ReturnType<typeof findAccountById>>>;

async function accountOf(db: DbOrTx, accountId: string): Promise<Account> {
  const account = await findAccountById(db, accountId);
  if (!account) throw unauthorized();
  return account;
}

/** The account's row, locked until the transaction ends: two changes of its two-step sign-in never interleave. */
async function lockedAccount(tx: DbOrTx, accountId: string): Promise<Account> {
  const [row] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
  if (!row) throw unauthorized();
  return row;
}

/** Starts setting up: a new secret (replacing one not yet confirmed), kept sealed until a first code turns it on. */
export async function setUpTwoFactor(options: {
  deps: TwoFactorDeps;
  accountId: string;
}): Promise<TwoFactorSetupResponse> {
  const { deps, accountId } = options;
  return deps.db.transaction(async (tx) => {
    const account = await lockedAccount(tx, accountId);
    if (account.totpEnabledAt) throw conflict(API_MESSAGES.twoFactorAlreadyOn);
    const secret = newTotpSecret();
    await tx
      .update(accounts)
      .set({ totpSecret: deps.authenticatorSecrets.seal(secret, accountId), totpLastStep: null })
      .where(eq(accounts.id, accountId));
    return { secret, otpauthUrl: totpLink(secret, account.email) };
  });
}

/** 'ab3de-7fg9k': 10 characters of 0-9 and a-z (about 50 bits), easy to read off paper. */
function newRecoveryCode(): string {
  const alphabet = '0123456789abcdefghijkmnpqrstuvwxyz';
  const characters = Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join('');
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}

/** Recovery codes are checked in their plain form: no dash, lower case (as the schema reads what was typed). */
const recoveryCodeHash = (code: string) => hashToken(code.replace(/-/g, '').toLowerCase());

/** Turns it on with a first code from the app; answers the recovery codes, shown this once, and mails the owner. */
export async function enableTwoFactor(options: {
  deps: TwoFactorDeps;
  accountId: string;
  body: { code: string; password?: string };
}): Promise<RecoveryCodesResponse> {
  const { deps, accountId, body } = options;
  const { code } = body;
  const owner = await accountOf(deps.db, accountId);
  if (owner.totpEnabledAt) throw conflict(API_MESSAGES.twoFactorAlreadyOn);
  // The password is the check here; a wrong first code only means the app was set up wrong, and is not counted.
  if (await confirmPassword({ loginLockout: deps.loginLockout, account: owner, password: body.password }))
    await deps.loginLockout.clear(owner.email);
  return deps.db.transaction(async (tx) => {
    const account = await lockedAccount(tx, accountId);
    if (account.totpEnabledAt) throw conflict(API_MESSAGES.twoFactorAlreadyOn);
    // The password confirmed above is still the account's (not changed meanwhile).
    if (account.passwordHash !== owner.passwordHash) throw badRequest(API_MESSAGES.twoFactorPasswordWrong);
    const secret = account.totpSecret ? deps.authenticatorSecrets.open(account.totpSecret, accountId) : null;
    if (!secret) throw conflict(API_MESSAGES.twoFactorNotSetUp);
    const step = totpStepOf(secret, code);
    if (step === null) throw badRequest(API_MESSAGES.twoFactorCodeWrong);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
    await tx.insert(recoveryCodes).values(codes.map((each) => ({ accountId, codeHash: recoveryCodeHash(each) })));
    await tx.update(accounts).set({ totpEnabledAt: new Date(), totpLastStep: step }).where(eq(accounts.id, accountId));
    await queueSecurityChangedMail(tx, deps.appUrl, account, 'twoFactorOn');
    return { recoveryCodes: codes };
  });
}

/** An authenticator app's code as the schema reads it: TOTP.digits digits, nothing else. */
const APP_CODE = new RegExp(`^\\d{${TOTP.digits}}$`);

/**
 * Accepts `code` as the account's second step, once: an app code of a later step than the last accepted, or an
 * unused recovery code (then used). Null when it is neither.
 */
async function acceptSecondFactor(
  tx: DbOrTx,
  deps: Pick<TwoFactorDeps, 'authenticatorSecrets'>,
  account: Account,
  code: string,
): Promise<'app' | 'recovery code' | null> {
  // A recovery code may be drawn of digits only, but it is longer than an app code.
  if (APP_CODE.test(code)) {
    const secret = account.totpSecret ? deps.authenticatorSecrets.open(account.totpSecret, account.id) : null;
    const step = secret ? totpStepOf(secret, code) : null;
    if (step === null) return null;
    const taken = await tx
      .update(accounts)
      .set({ totpLastStep: step })
      .where(and(eq(accounts.id, account.id), or(isNull(accounts.totpLastStep), lt(accounts.totpLastStep, step))))
      .returning({ id: accounts.id });
    return taken.length > 0 ? 'app' : null;
  }
  const used = await tx
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.accountId, account.id),
        eq(recoveryCodes.codeHash, recoveryCodeHash(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0 ? 'recovery code' : null;
}

async function recoveryCodesLeft(tx: DbOrTx, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.accountId, accountId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/**
 * Turns it off: the password (an account without one, made by a Google or Facebook sign-in, has none to give) and a
 * code, both counted toward the sign-in lockout; mails the owner.
 */
export async function disableTwoFactor(options: {
  deps: TwoFactorDeps;
  accountId: string;
  body: { password?: string; code: string };
}): Promise<{ message: string }> {
  const { deps, accountId, body } = options;
  const account = await accountOf(deps.db, accountId);
  if (!account.totpEnabledAt) throw conflict(API_MESSAGES.twoFactorOff);
  await confirmPassword({ loginLockout: deps.loginLockout, account, password: body.password });
  await deps.db.transaction(async (tx) => {
    const locked = await lockedAccount(tx, accountId);
    if (!locked.totpEnabledAt) throw conflict(API_MESSAGES.twoFactorOff);
    if (!(await acceptSecondFactor(tx, deps, locked, body.code))) throw badRequest(API_MESSAGES.twoFactorCodeWrong);
    await tx
      .update(accounts)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(accounts.id, accountId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
    await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.accountId, accountId));
    await queueSecurityChangedMail(tx, deps.appUrl, locked, 'twoFactorOff');
  });
  await deps.loginLockout.clear(account.email);
  return { message: API_MESSAGES.twoFactorTurnedOff };
}

/** Whether a sign-in of the account needs a second step. */
export const hasTwoFactor = (account: { totpEnabledAt: Date | null }) => account.totpEnabledAt !== null;

/** A sign-in's first step passed: the challenge that, with a code, opens the session (only its hash is kept). */
export async function openTwoFactorChallenge(db: DbOrTx, accountId: string): Promise<TwoFactorChallengeResponse> {
  const { token, tokenHash } = createOneTimeToken();
  const expiresAt = new Date(Date.now() + TWO_FACTOR_CHALLENGE.minutes * 60_000);
  await db.insert(twoFactorChallenges).values({ accountId, tokenHash, expiresAt });
  return { twoFactorRequired: true, challenge: token };
}

/**
 * Every waiting second step of the account ends: its password was reset or changed, or two-step sign-in turned off.
 */
export async function endTwoFactorChallenges(db: DbOrTx, accountId: string): Promise<void> {
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.accountId, accountId));
}

/**
 * Two-step sign-in is off and set up by nobody: the secret, the recovery codes and the waiting challenges end, in the
 * caller's transaction (an account taken back from whoever registered an address they never proved they hold).
 */
export async function forgetTwoFactor(db: DbOrTx, accountId: string): Promise<void> {
  await db
    .update(accounts)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(accounts.id, accountId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
  await endTwoFactorChallenges(db, accountId);
}

/**
 * The second step: a live challenge and a code open the session. A wrong code counts toward the challenge's tries
 * and the account's sign-in lockout; a recovery code used is mailed to the owner.
 */
export async function completeTwoFactorSignIn(options: {
  deps: TwoFactorDeps;
  body: { challenge: string; code: string };
  answer: (accountId: string) => Promise<AuthResponse>;
}): Promise<AuthResponse> {
  const { deps, body, answer } = options;
  const tokenHash = hashToken(body.challenge);
  const live = and(
    eq(twoFactorChallenges.tokenHash, tokenHash),
    gt(twoFactorChallenges.expiresAt, sql`now()`),
    lt(twoFactorChallenges.failedTries, TWO_FACTOR_CHALLENGE.tries),
  );
  const [challenge] = await deps.db.select().from(twoFactorChallenges).where(live).limit(1);
  if (!challenge) throw unauthorized(API_MESSAGES.twoFactorChallengeInvalid);
  const account = await accountOf(deps.db, challenge.accountId);
  await deps.loginLockout.countAttempt(account.email);
  const accepted = await deps.db.transaction(async (tx) => {
    const factor = hasTwoFactor(account) ? await acceptSecondFactor(tx, deps, account, body.code) : null;
    if (!factor) return null;
    // The challenge is used once: of two right codes at once, one opens a session.
    const [used] = await tx.delete(twoFactorChallenges).where(live).returning({ id: twoFactorChallenges.id });
    if (!used) throw unauthorized(API_MESSAGES.twoFactorChallengeInvalid);
    if (factor === 'recovery code') {
      await queueSecurityChangedMail(
        tx,
        deps.appUrl,
        account,
        'recoveryCodeUsed',
        await recoveryCodesLeft(tx, account.id),
      );
    }
    return factor;
  });
  if (!accepted) {
    await deps.db
      .update(twoFactorChallenges)
      .set({ failedTries: sql`${twoFactorChallenges.failedTries} + 1` })
      .where(eq(twoFactorChallenges.id, challenge.id));
    throw new AppError(401, API_MESSAGES.twoFactorCodeWrong);
  }
  await deps.loginLockout.clear(account.email);
  return answer(account.id);
}
