import { API_MESSAGES } from '@signflow/contract/api-errors';
import { badRequest } from '../../http/app-error';
import { verifyPassword } from '../../platform/passwords';
import type { LoginLockout } from './login-lockout';

/**
 * A change to how the account signs in (two-step sign-in on or off, a passkey added) needs its password, so a
 * session alone, perhaps a stolen one, cannot make the change. An account without one (made with Google or Facebook)
 * has none to give, and nothing is counted for it. A wrong password counts toward the sign-in lockout, as a sign-in's
 * would; while the lockout holds, this answers 429 as a sign-in does. A password left out is asked for, not counted.
 * Answers whether a password was checked (the caller clears the count once its change is made).
 */
export async function confirmPassword({
  loginLockout,
  account,
  password,
}: {
  loginLockout: LoginLockout;
  account: { email: string; passwordHash: string | null };
  password: string | undefined;
}): Promise<boolean> {
  if (!account.passwordHash) return false;
  if (password === undefined) throw badRequest(API_MESSAGES.currentPasswordRequired);
  await loginLockout.countAttempt(account.email);
  if (!(await verifyPassword(account.passwordHash, password))) throw badRequest(API_MESSAGES.twoFactorPasswordWrong);
  return true;
}
