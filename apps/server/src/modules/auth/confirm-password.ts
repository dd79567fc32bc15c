import { API_MESSAGES } from '@signflow/contract/api-errors';
import { badRequest } from '../../http/app-error';
import { verifyPassword } from '../../platform/passwords';
import type { LoginLockout } from './login-lockout';

/**
 * A change to how the account signs in (two-step sign-in on or off, a passkey added) needs its password, so a
 * session alone, perhaps a stolen one, cannot make the change. An account without one (made with Google or Facebook)
 * has none to give. A wrong password counts toward the sign-in lockout, as a sign-in's would; the caller clears the
 * count once the change is made.
 */
export async function confirmPassword(
  loginLockout: LoginLockout,
  account: { email: string; passwordHash: string | null },
  password: string | undefined,
): Promise<void> {
  await loginLockout.countAttempt(account.email);
  if (account.passwordHash && !(await verifyPassword(account.passwordHash, password ?? ''))) {
    throw badRequest(API_MESSAGES.twoFactorPasswordWrong);
  }
}
