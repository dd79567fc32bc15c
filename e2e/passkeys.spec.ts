import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { AuthResponse } from '@signflow/contract/auth';
import { registerViaApi, screenshot, signIn } from './support/accounts';
import { authenticatorCode } from './support/authenticator';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoCutText } from './support/cut-text';
import { LAPTOP_AND_PHONE, press } from './support/signing';

/**
 * Passkeys (docs/domain.md#passkeys) with Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain),
 * a real WebAuthn implementation standing in for a phone's: the owner, who has two-step sign-in on, adds a passkey from
 * Profile, signs out, and signs in with it alone: no e-mail, password or code. On a laptop and a phone.
 */

const SIZES = LAPTOP_AND_PHONE;

/** A platform authenticator that holds passkeys and verifies its user (as a fingerprint would), always present. */
async function addVirtualAuthenticator(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** Two-step sign-in turned on through the API, its code computed by oathtool. */
async function turnOnTwoStep(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post('/v1/auth/login', { data: { email: account.email, password: account.password } });
  const headers = { authorization: `Bearer ${((await login.json()) as AuthResponse).tokens.access.token}` };
  const setup = await request.post('/v1/profile/two-factor/setup', { headers });
  const { secret } = (await setup.json()) as { secret: string };
  const enabled = await request.post('/v1/profile/two-factor/enable', {
    headers,
    data: { code: authenticatorCode(secret), password: account.password },
  });
  expect(enabled.status()).toBe(200);
}

for (const [size, device] of SIZES) {
  test.describe(size, () => {
    test.use(device);

    test('the owner adds a passkey from Profile and signs in with it alone, two-step sign-in on', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const tap = (locator: Locator) => press(locator, device);
      const account = await registerViaApi(request, { email: `${size}${Date.now().toString(36)}@ex.co` });
      await signIn(page, account);
      await addVirtualAuthenticator(page);
      await turnOnTwoStep(request, account);

      await page.goto('/profile');
      await expect(page.getByText('No passkeys yet')).toBeVisible();
      await page.getByRole('textbox', { name: 'Passkey name' }).fill('My laptop');
      await page.getByRole('form', { name: 'Add a passkey' }).getByLabel('Current password').fill(account.password);
      await tap(page.getByRole('button', { name: 'Add a passkey' }));
      await expect(page.getByText('Passkey added')).toBeVisible();
      const row = page.getByRole('table', { name: 'Passkeys' }).getByRole('row', { name: /My laptop/ });
      await expect(row).toContainText('Not used yet');
      await expectNoSeriousA11yViolations(page, `passkeys (${size})`);
      await expectNoCutText(page, `passkeys (${size})`);
      await screenshot(page, `passkeys-${size}`);

      await tap(page.getByRole('button', { name: 'User menu' }));
      await tap(page.getByRole('menuitem', { name: 'Sign out' }));
      await expect(page).toHaveURL(/\/login/);
      await tap(page.getByRole('button', { name: 'Sign in with a passkey' }));
      await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
      await expect(page.getByRole('form', { name: 'Two-step sign-in', exact: true })).toHaveCount(0);

      await page.goto('/profile');
      await expect(row).not.toContainText('Not used yet');
      // Removed, it no longer signs in.
      await tap(row.getByRole('button', { name: 'Remove the passkey My laptop' }));
      await tap(page.getByRole('dialog', { name: 'Remove this passkey?' }).getByRole('button', { name: 'Remove' }));
      await expect(page.getByText('No passkeys yet')).toBeVisible();
    });
  });
}
