import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { AuthResponse, loginSchema, registerSchema, resetPasswordSchema } from '@signflow/contract/auth';
import { DEFAULT_LANGUAGE, isLanguage } from '@signflow/contract/languages';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, conflict, unauthorized, unavailable } from '../../http/app-error';
import type { AccessTokens } from '../../platform/access-tokens';
import type { Mailer } from '../../platform/mailer';
import { createOneTimeToken, hashToken } from '../../platform/one-time-tokens';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { startTrial } from '../subscriptions/service';
import { passwordResetMail } from './mail/password-reset-mail';
import {
  consumePasswordReset,
  findAccountByEmail,
  findProfileNames,
  insertAccount,
  insertPasswordReset,
  insertProfile,
  retireOpenPasswordResets,
  updatePasswordHash,
} from './repo';

export interface AuthDeps {
  db: Db;
  tokens: AccessTokens;
  mailer: Mailer;
  appUrl: string;
}

const RESET_LINK_TTL_MS = 60 * 60 * 1000;

type Register = z.output<typeof registerSchema>;
type Login = z.output<typeof loginSchema>;
type ResetPassword = z.output<typeof resetPasswordSchema>;

async function authAnswer(
  tokens: AccessTokens,
  account: { id: string; email: string; language: string },
  names: { firstName: string; lastName: string | null },
): Promise<AuthResponse> {
  const access = await tokens.issue(account.id);
  return {
    user: { id: account.id, email: account.email, language: account.language, ...names },
    tokens: { access: { token: access.token, expires: access.expires.toISOString() } },
  };
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === '23505' || cause?.code === '23505';
}

/** Creates the account, its profile and its 7-day TRIAL together, then signs the new owner in. */
export async function register(deps: AuthDeps, input: Register): Promise<AuthResponse> {
  if (await findAccountByEmail(deps.db, input.email)) throw conflict(API_MESSAGES.emailTaken);
  const passwordHash = await hashPassword(input.password);
  try {
    const account = await deps.db.transaction(async (tx) => {
      const created = await insertAccount(tx, {
        email: input.email,
        passwordHash,
        language: input.language ?? DEFAULT_LANGUAGE,
      });
      await insertProfile(tx, {
        accountId: created.id,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
      });
      await startTrial(tx, created.id);
      return created;
    });
    return authAnswer(deps.tokens, account, { firstName: input.firstName, lastName: input.lastName });
  } catch (error) {
    // Two registrations of one e-mail at once: the unique index lets only one through.
    if (isUniqueViolation(error)) throw conflict(API_MESSAGES.emailTaken);
    throw error;
  }
}

export async function login(deps: AuthDeps, input: Login): Promise<AuthResponse> {
  const account = await findAccountByEmail(deps.db, input.email);
  const valid = await verifyPassword(account?.passwordHash ?? null, input.password);
  if (!account || !valid) throw unauthorized(API_MESSAGES.invalidCredentials);
  return authAnswer(deps.tokens, account, await findProfileNames(deps.db, account.id));
}

/** Same answer whether or not the e-mail has an account (DESIGN §5), so it reveals nothing. */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const account = await findAccountByEmail(deps.db, email);
  if (!account) return;
  const { token, tokenHash } = createOneTimeToken();
  await insertPasswordReset(deps.db, {
    accountId: account.id,
    tokenHash,
    expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS),
  });
  const link = `${deps.appUrl}/recover-password?token=${encodeURIComponent(token)}`;
  const language = isLanguage(account.language) ? account.language : DEFAULT_LANGUAGE;
  try {
    await deps.mailer.send(passwordResetMail({ to: account.email, link, language }));
  } catch {
    throw unavailable(API_MESSAGES.mailFailed);
  }
}

export async function resetPassword(deps: AuthDeps, input: ResetPassword): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const changed = await deps.db.transaction(async (tx) => {
    const reset = await consumePasswordReset(tx, hashToken(input.token), now);
    if (!reset) return false;
    await updatePasswordHash(tx, reset.accountId, passwordHash);
    await retireOpenPasswordResets(tx, reset.accountId, now);
    return true;
  });
  if (!changed) throw badRequest(API_MESSAGES.resetLinkInvalid);
}
