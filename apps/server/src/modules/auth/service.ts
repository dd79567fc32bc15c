import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { AuthResponse, loginSchema, registerSchema, resetPasswordSchema } from '@signflow/contract/auth';
import { DEFAULT_LANGUAGE, isLanguage } from '@signflow/contract/languages';
import type { TwoFactorChallengeResponse } from '@signflow/contract/two-factor';
import { absoluteLink, webPaths } from '@signflow/contract/web-paths';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { sqlStateOf } from '../../db/sql-state';
import { badRequest, conflict, unauthorized } from '../../http/app-error';
import type { AccessTokens } from '../../platform/access-tokens';
import { enqueueMailIf } from '../../platform/mail-queue';
import { createOneTimeToken, hashToken } from '../../platform/one-time-tokens';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { revokeAccountSessions, revokeSession } from '../../platform/sessions';
import { countHit, emailCounterKey } from '../../platform/throttle-counters';
import { startTrial } from '../subscriptions/service';
import { queueVerificationMail } from './email-verification-service';
import { PASSWORD_RESET_LINK_HOURS } from './link-lifetimes';
import { clearLoginLockout, type LoginLockout } from './login-lockout';
import { passwordResetMail } from './mail/password-reset-mail';
import {
  consumePasswordReset,
  findAccountByEmail,
  findAccountById,
  findProfileNames,
  insertAccount,
  insertPasswordResetForEmail,
  insertProfile,
  passwordResetWritten,
  retireOpenPasswordResets,
  updatePasswordHash,
} from './repo';
import { endTwoFactorChallenges, hasTwoFactor, openTwoFactorChallenge } from './two-factor';

export interface AuthDeps {
  db: Db;
  tokens: AccessTokens;
  appUrl: string;
  loginLockout: LoginLockout;
}

/** Reset mails to one address per hour, whoever asks: nobody can flood an inbox through this form. */
const RESET_MAILS_PER_HOUR = 5;

type Register = z.output<typeof registerSchema>;
type Login = z.output<typeof loginSchema>;
type ResetPassword = z.output<typeof resetPasswordSchema>;

export async function authAnswer(
  tokens: AccessTokens,
  account: { id: string; email: string; language: string; emailVerifiedAt: Date | null },
  names: { firstName: string; lastName: string | null },
): Promise<AuthResponse> {
  return answerWith(await tokens.issue(account.id), account, names);
}

/** A sign-in's answer: the session, or for an account with two-step sign-in on, the challenge for its code. */
export type SignInAnswer = AuthResponse | TwoFactorChallengeResponse;

/** Opens the session of an account whose every step of sign-in passed. */
export async function openSignedInSession(tokens: AccessTokens, db: DbOrTx, accountId: string): Promise<AuthResponse> {
  const account = await findAccountById(db, accountId);
  if (!account) throw unauthorized();
  return authAnswer(tokens, account, await findProfileNames(db, accountId));
}

/**
 * The first step of a sign-in (a password, Google, Facebook) passed: the session, unless the account has two-step
 * sign-in on, which answers a challenge instead (POST /v1/auth/two-factor then opens the session).
 */
export async function signInAnswer(
  deps: Pick<AuthDeps, 'db' | 'tokens'>,
  account: { id: string; totpEnabledAt: Date | null },
): Promise<SignInAnswer> {
  if (hasTwoFactor(account)) return openTwoFactorChallenge(deps.db, account.id);
  return openSignedInSession(deps.tokens, deps.db, account.id);
}

/** The sign-in's answer for a token already issued. */
function answerWith(
  access: { token: string; expires: Date },
  account: { id: string; email: string; language: string; emailVerifiedAt: Date | null },
  names: { firstName: string; lastName: string | null },
): AuthResponse {
  return {
    user: {
      id: account.id,
      email: account.email,
      language: account.language,
      ...names,
      emailVerified: account.emailVerifiedAt !== null,
    },
    tokens: { access: { token: access.token, expires: access.expires.toISOString() } },
  };
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

/** What a new account starts with, whichever way it registers. */
export interface NewAccount {
  email: string;
  /** Null for an account made by a sign-in with another provider: its owner may set one through forgot-password. */
  passwordHash: string | null;
  language: string;
  firstName: string;
  lastName: string | null;
  phoneNumber: string | null;
  /** When another provider vouched for the address; otherwise a verification link is mailed. */
  emailVerifiedAt?: Date;
}

/**
 * Creates the account, its profile, its 7-day TRIAL and, unless the address is already vouched for, the mail
 * with its e-mail verification link, in the caller's transaction.
 */
export async function createAccount(tx: DbOrTx, appUrl: string, values: NewAccount) {
  const account = await insertAccount(tx, {
    email: values.email,
    passwordHash: values.passwordHash,
    language: values.language,
    emailVerifiedAt: values.emailVerifiedAt ?? null,
  });
  await insertProfile(tx, {
    accountId: account.id,
    firstName: values.firstName,
    lastName: values.lastName,
    phoneNumber: values.phoneNumber,
  });
  await startTrial(tx, account.id);
  if (!account.emailVerifiedAt) await queueVerificationMail(tx, appUrl, account);
  return account;
}

/** Creates the account with its TRIAL and verification mail (createAccount), then signs the new owner in. */
export async function register(deps: AuthDeps, input: Register): Promise<AuthResponse> {
  if (await findAccountByEmail(deps.db, input.email)) throw conflict(API_MESSAGES.emailTaken);
  const passwordHash = await hashPassword(input.password);
  try {
    const account = await deps.db.transaction((tx) =>
      createAccount(tx, deps.appUrl, {
        email: input.email,
        passwordHash,
        language: input.language ?? DEFAULT_LANGUAGE,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
      }),
    );
    return authAnswer(deps.tokens, account, { firstName: input.firstName, lastName: input.lastName });
  } catch (error) {
    // Two registrations of one e-mail at once: the unique index lets only one through.
    if (isUniqueViolation(error)) throw conflict(API_MESSAGES.emailTaken);
    throw error;
  }
}

/**
 * Every attempt counts against the e-mail, with an account or not, before its password is checked, so attempts
 * sent together cannot all be checked; a sign-in forgets them (login-lockout.ts).
 */
export async function login(deps: AuthDeps, input: Login): Promise<SignInAnswer> {
  await deps.loginLockout.countAttempt(input.email);
  const account = await findAccountByEmail(deps.db, input.email);
  const valid = await verifyPassword(account?.passwordHash ?? null, input.password);
  if (!account || !valid) throw unauthorized(API_MESSAGES.invalidCredentials);
  // The count goes on until the code too is right: a known password does not buy endless guesses at codes.
  if (hasTwoFactor(account)) return openTwoFactorChallenge(deps.db, account.id);
  await deps.loginLockout.clear(input.email);
  const access = await deps.tokens.issue(account.id);
  // The password may have changed (or been reset) while it was checked: that change ended every other sign-in,
  // and must end this one too, which it may not have seen. The hash read again after the session is open tells.
  const current = await findAccountById(deps.db, account.id);
  if (current?.passwordHash !== account.passwordHash) {
    await revokeSession(deps.db, access.sessionId);
    throw unauthorized(API_MESSAGES.invalidCredentials);
  }
  return answerWith(access, account, await findProfileNames(deps.db, account.id));
}

/** Ends the sign-in the request was made with; the account's other sign-ins go on. */
export async function logout(deps: AuthDeps, sessionId: string): Promise<void> {
  await revokeSession(deps.db, sessionId);
}

/**
 * Same answer, in the same time, whether or not the e-mail has an account, so it reveals nothing: both paths run the
 * same statements in the same transaction, which writes either way (the address's counter; the reset and its mail
 * only where the account exists, so a commit that writes nothing cannot tell), and build the mail, which is queued,
 * never sent inside the request, so a slow or failing mail server tells nothing either.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const { token, tokenHash } = createOneTimeToken();
  const link = absoluteLink(deps.appUrl, webPaths.recoverPassword(token));
  await deps.db.transaction(async (tx) => {
    const { hits } = await countHit(tx, emailCounterKey('reset-mail', email), 60 * 60_000);
    if (hits > RESET_MAILS_PER_HOUR) return;
    const account = await insertPasswordResetForEmail(tx, {
      email,
      tokenHash,
      ttlSeconds: PASSWORD_RESET_LINK_HOURS * 60 * 60,
    });
    const language = account && isLanguage(account.language) ? account.language : DEFAULT_LANGUAGE;
    const mail = passwordResetMail({ to: account?.email ?? email, link, language });
    await enqueueMailIf(tx, mail, passwordResetWritten(tokenHash));
  });
}

export async function resetPassword(deps: AuthDeps, input: ResetPassword): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const changed = await deps.db.transaction(async (tx) => {
    const reset = await consumePasswordReset(tx, hashToken(input.token), now);
    if (!reset) return false;
    const { email } = await updatePasswordHash(tx, reset.accountId, passwordHash);
    await retireOpenPasswordResets(tx, reset.accountId, now);
    // Whoever knew the old password is signed out everywhere.
    await revokeAccountSessions(tx, reset.accountId);
    await endTwoFactorChallenges(tx, reset.accountId);
    // The reset is the owner's way out of a lockout a stranger caused by guessing (README, Security).
    await clearLoginLockout(tx, email);
    return reset.accountId;
  });
  if (!changed) throw badRequest(API_MESSAGES.resetLinkInvalid);
  // Again once committed: a sign-in opened while the transaction ran, with the old password, is ended too.
  await revokeAccountSessions(deps.db, changed);
}
