import { expect, type Locator, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn } from './support/accounts';
import { authenticatorCode } from './support/authenticator';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoCutText } from './support/cut-text';
import { LAPTOP_AND_PHONE, press } from './support/signing';

/**
 * Two-step sign-in (docs/domain.md#two-step-sign-in): the owner turns it on from Profile with an authenticator app,
 * keeps the recovery codes, signs out, and signs in again with the password and then a code; later with a recovery
 * code. The codes are computed by oathtool, as an authenticator app would, from the key the page shows. On a laptop
 * and a phone.
 */

const SIZES = LAPTOP_AND_PHONE;

for (const [size, device] of SIZES) {
  test.describe(size, () => {
    test.use(device);

    test('the owner turns two-step sign-in on, then signs in with a code, and with a recovery code', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const tap = (locator: Locator) => press(locator, device);
      const account = await registerViaApi(request, { email: `${size}${Date.now().toString(36)}@ex.co` });
      await signIn(page, account);
      const signOut = async () => {
        await tap(page.getByRole('button', { name: 'User menu' }));
        await tap(page.getByRole('menuitem', { name: 'Sign out' }));
        await expect(page).toHaveURL(/\/login/);
      };
      const signInWithPassword = async () => {
        await page.getByLabel('Email').fill(account.email);
        await page.getByLabel('Password', { exact: true }).fill(account.password);
        await tap(page.getByRole('button', { name: 'Sign in', exact: true }));
        await expect(page.getByRole('form', { name: 'Two-step sign-in' })).toBeVisible();
      };

      // Profile → Turn on: the QR code and the key in text.
      await page.goto('/profile');
      await tap(page.getByRole('button', { name: 'Turn on two-step sign-in' }));
      await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
      // The button pressed is gone: the focus moves to the setup's first step, not to the page's start.
      await expect(page.getByText('1. Scan this QR code', { exact: false })).toBeFocused();
      const key = (await page.getByLabel('Key for the app').textContent())?.trim() ?? '';
      expect(key).toMatch(/^[A-Z2-7]{32}$/);
      await expectNoSeriousA11yViolations(page, `two-step setup (${size})`);
      await expectNoCutText(page, `two-step setup (${size})`);
      await screenshot(page, `two-factor-setup-${size}`);
      // The password confirms it is the owner; then a wrong code is refused, and the app's code turns it on.
      const turnOn = page.getByRole('form', { name: 'Turn on two-step sign-in' });
      await turnOn.getByLabel('Current password').fill(account.password);
      await page.getByRole('textbox', { name: 'Code from the app' }).fill('000000');
      await tap(page.getByRole('button', { name: 'Turn on', exact: true }));
      await expect(
        page.getByText('That code is not right: check your authenticator app, or use a recovery code'),
      ).toBeVisible();
      await page.getByRole('textbox', { name: 'Code from the app' }).fill(authenticatorCode(key));
      await tap(page.getByRole('button', { name: 'Turn on', exact: true }));
      const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
      await expect(codes).toHaveCount(10);
      const recoveryCode = (await codes.first().textContent())?.trim() ?? '';
      expect(recoveryCode).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
      await screenshot(page, `two-factor-recovery-codes-${size}`);
      await tap(page.getByRole('button', { name: 'Done' }));
      await expect(page.getByText('Two-step sign-in is on.')).toBeVisible();
      await expect(page.getByText('Two-step sign-in is on.')).toBeFocused();

      // Signing in again asks for the code after the password; the code used to turn it on is spent.
      await signOut();
      await signInWithPassword();
      await expectNoSeriousA11yViolations(page, `two-step sign-in (${size})`);
      await expectNoCutText(page, `two-step sign-in (${size})`);
      await screenshot(page, `two-factor-code-${size}`);
      await page.getByRole('textbox', { name: 'Code' }).fill(authenticatorCode(key, Date.now() + 30_000));
      await tap(page.getByRole('button', { name: 'Verify and sign in' }));
      await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

      // No phone at hand: a recovery code, as written on paper, signs in once.
      await signOut();
      await signInWithPassword();
      await page.getByRole('textbox', { name: 'Code' }).fill(recoveryCode.toUpperCase());
      await tap(page.getByRole('button', { name: 'Verify and sign in' }));
      await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    });
  });
}
