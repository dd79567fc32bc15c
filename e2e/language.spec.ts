import { expect, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn } from './support/accounts';

test('switching to Turkish translates the login page and is remembered', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  await page
    .getByLabel('Language')
    .first()
    .selectOption?.('tr')
    .catch(() => undefined);
  if ((await page.locator('html').getAttribute('lang')) !== 'tr') {
    await page.getByLabel('Language').first().click();
    await page.getByRole('option', { name: 'Türkçe' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Giriş yap' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('button', { name: 'Giriş yap' })).toBeVisible();
  await screenshot(page, 'login-tr');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Giriş yap' })).toBeVisible();
});

test('the shell follows the account language after sign-in', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await signIn(page, account);
  await page.request.put('/v1/profile/language', {
    data: { language: 'de' },
    headers: {
      authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').auth.token)}`,
    },
  });
  await page.evaluate(() => localStorage.removeItem('language'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await screenshot(page, 'shell-de');
});
