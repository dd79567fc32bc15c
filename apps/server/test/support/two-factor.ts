import type { RecoveryCodesResponse, TwoFactorSetupResponse } from '@signflow/contract/two-factor';
import { expect } from 'vitest';
import { authenticatorCode } from './authenticator';
import type { Owner } from './documents';
import { TEST_PASSWORD } from './test-app';

/** Turns two-step sign-in on for `who` as Profile does: answers its secret and the recovery codes. */
export async function turnOnTwoFactor(who: Owner): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await who.call('POST', '/v1/profile/two-factor/setup');
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<TwoFactorSetupResponse>();
  const enabled = await who.call('POST', '/v1/profile/two-factor/enable', {
    code: authenticatorCode(secret),
    password: TEST_PASSWORD,
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { secret, recoveryCodes: enabled.json<RecoveryCodesResponse>().recoveryCodes };
}
