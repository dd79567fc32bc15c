import { type BrowserContextOptions, expect, test } from '@playwright/test';
import { registerViaApi, screenshot } from './support/accounts';
import { expectNoCutText } from './support/cut-text';
import { PHONE, press } from './support/signing';

/**
 * The new settings screens on a phone in the languages whose words run longest (German, Turkish): Integrations (API
 * keys, webhooks, embedding) and Profile's two-step sign-in setup, passkeys and signed-in devices. No text may be cut
 * or run past the screen's edge (support/cut-text.ts); each screenshot is kept to look at.
 */
const LANGUAGES = [
  { code: 'de', locale: 'de-DE', turnOn: 'Anmeldung in zwei Schritten einschalten' },
  { code: 'tr', locale: 'tr-TR', turnOn: 'İki adımlı oturum açmayı aç' },
] as const;

for (const language of LANGUAGES) {
  test.describe(language.code, () => {
    test.use({ ...PHONE, locale: language.locale } satisfies BrowserContextOptions);

    test(`the account's security and integration screens fit a phone in ${language.code}`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const account = await registerViaApi(request, { language: language.code });
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      await page.locator('input[type="email"]').fill(account.email);
      await page.locator('input[type="password"]').fill(account.password);
      await press(page.locator('form button[type="submit"]').first(), PHONE);
      await page.waitForURL((url) => url.pathname !== '/login');

      await page.goto('/integrations');
      await expect(page.locator('h1')).toBeVisible();
      await expectNoCutText(page, `integrations (${language.code})`);
      await screenshot(page, `integrations-${language.code}-phone`);

      await page.goto('/profile');
      await press(page.getByRole('button', { name: language.turnOn }), PHONE);
      await expect(page.locator('img[src^="data:image/png"]')).toBeVisible();
      await expectNoCutText(page, `profile security (${language.code})`);
      await screenshot(page, `profile-security-${language.code}-phone`);
    });
  });
}
