import { expect, type Locator, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoCutText } from './support/cut-text';
import { LAPTOP_AND_PHONE, press } from './support/signing';

/**
 * Profile's signed-in devices (docs/domain.md#accounts-and-sessions): the owner, signed in on this screen and on
 * another browser (an Android phone's), sees both, this one marked, and signs the other out from here; that browser
 * is then sent back to the sign-in page. On a laptop and a phone.
 */

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36';

for (const [size, device] of LAPTOP_AND_PHONE) {
  test.describe(size, () => {
    test.use(device);

    test('the owner sees where the account is signed in and signs another browser out', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const tap = (locator: Locator) => press(locator, device);
      const account = await registerViaApi(request, { email: `${size}${Date.now().toString(36)}@ex.co` });
      const elsewhere = await browser.newContext({ userAgent: ANDROID_CHROME });
      try {
        const otherPage = await elsewhere.newPage();
        await signIn(otherPage, account);
        await signIn(page, account);

        await page.goto('/profile');
        const devices = page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
        // The registration's own sign-in (through the API, never used since) is listed too.
        await expect(devices).toHaveCount(3);
        await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);
        const phone = devices.filter({ hasText: 'Chrome on Android' });
        await expect(phone).toContainText('127.0.0.1');
        await expectNoSeriousA11yViolations(page, `signed-in devices (${size})`);
        await expectNoCutText(page, `signed-in devices (${size})`);
        await screenshot(page, `sessions-${size}`);

        await tap(phone.getByRole('button', { name: 'Sign out Chrome on Android' }));
        await expect(page.getByText('Signed out on that device')).toBeVisible();
        await expect(devices).toHaveCount(2);
        await expect(devices.filter({ hasText: 'Chrome on Android' })).toHaveCount(0);
        // The other browser's next step finds its session ended.
        await otherPage.goto('/profile');
        await expect(otherPage).toHaveURL(/\/login/);
      } finally {
        await elsewhere.close();
      }
    });
  });
}
