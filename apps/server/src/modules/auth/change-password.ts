import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { changePasswordSchema } from '@signflow/contract/auth';
import { DEFAULT_LANGUAGE, isLanguage } from '@signflow/contract/languages';
import { absoluteLink, WEB_ROUTES } from '@signflow/contract/web-paths';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, unauthorized } from '../../http/app-error';
import { enqueueMail } from '../../platform/mail-queue';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { revokeOtherSessions } from '../../platform/sessions';
import type { LoginLockout } from './login-lockout';
import { passwordChangedMail } from './mail/password-changed-mail';
import { findAccountById, lockAccountPassword, retireOpenPasswordResets, updatePasswordHash } from './repo';
import { endTwoFactorChallenges } from './two-factor';

type ChangePassword = z.output<typeof changePasswordSchema>;

/**
 * PUT /v1/profile/password (docs/domain.md#accounts-and-sessions). With a password, the current one must be
 * given and right; each attempt counts toward the same lockout as signing in with the address, so a stolen
 * session cannot guess the password faster than the login form could. An account made by another provider's
 * sign-in has none yet and sets one without it. Afterwards every other sign-in of the account ends (the one
 * asking goes on, and any waiting for its second step's code), open reset links stop working, and the owner is
 * told by mail.
 */
export async function changePassword(options: {
  db: Db;
  appUrl: string;
  loginLockout: LoginLockout;
  accountId: string;
  sessionId: string;
  input: ChangePassword;
}): Promise<{ message: string }> {
  const { db, accountId, input } = options;
  const account = await findAccountById(db, accountId);
  if (!account) throw unauthorized();
  const hadPassword = account.passwordHash !== null;
  if (hadPassword) {
    if (input.currentPassword === undefined) throw badRequest(API_MESSAGES.currentPasswordRequired);
    await options.loginLockout.countAttempt(account.email);
    if (!(await verifyPassword(account.passwordHash, input.currentPassword))) {
      throw badRequest(API_MESSAGES.currentPasswordWrong);
    }
    await options.loginLockout.clear(account.email);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  await db.transaction(async (tx) => {
    // The hash checked above must still be the account's: a reset or another change in between wins.
    const locked = await lockAccountPassword(tx, accountId);
    if (!locked) throw unauthorized();
    if (locked.passwordHash !== account.passwordHash) throw badRequest(API_MESSAGES.currentPasswordWrong);
    await updatePasswordHash(tx, accountId, passwordHash);
    await retireOpenPasswordResets(tx, accountId, now);
    await revokeOtherSessions(tx, accountId, options.sessionId);
    // A sign-in that got as far as the code with the old password opens nothing now.
    await endTwoFactorChallenges(tx, accountId);
    const language = isLanguage(account.language) ? account.language : DEFAULT_LANGUAGE;
    await enqueueMail(
      tx,
      passwordChangedMail({
        to: account.email,
        language,
        kind: hadPassword ? 'changed' : 'set',
        at: now,
        forgotPasswordLink: absoluteLink(options.appUrl, WEB_ROUTES.forgotPassword),
      }),
    );
  });
  // Again once committed: a sign-in opened with the old password while the transaction ran (which its revocation
  // could not see) ends too; a login checking the password from now on reads the new hash.
  await revokeOtherSessions(db, accountId, options.sessionId);
  return { message: hadPassword ? API_MESSAGES.passwordReset : API_MESSAGES.passwordSet };
}
