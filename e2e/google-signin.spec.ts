import { expect, type Page, test } from '@playwright/test';
import { screenshot } from './support/accounts';
import { googleEmailOf } from './support/google';
import { OIDC_ISSUER } from './support/ports';

let people = 0;
function newLogin(): string {
  people += 1;
  return `grace-${process.pid}-${Date.now()}-${people}`;
}

/** The local provider's development pages: sign in as `login` (any password), then allow the app. */
async function passProvider(page: Page, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${OIDC_ISSUER}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function signedInEmail(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').auth?.user?.email);
}

test('Sign in with Google: the provider’s sign-in and consent, back on / signed in; again without a duplicate', async ({
  page,
  browser,
  request,
}) => {
  const login = newLogin();
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Sign in with Google' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in with Facebook' })).toBeHidden();
  await screenshot(page, 'login-google-1366');
  await page.setViewportSize({ width: 375, height: 667 });
  await screenshot(page, 'login-google-375');
  await page.setViewportSize({ width: 1366, height: 768 });

  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await passProvider(page, login);
  await expect(page.getByText('Signed in.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // The one-time code has left the address bar.
  expect(page.url()).not.toContain('code=');
  expect(await signedInEmail(page)).toBe(googleEmailOf(login));
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').auth?.token as string);
  const first = await request.get('/v1/profile', { headers: { authorization: `Bearer ${token}` } });
  const firstAccount = (await first.json()).account;
  expect(firstAccount.email).toBe(googleEmailOf(login));

  // Another browser (no session anywhere): the same person signs in to the same account.
  const context = await browser.newContext();
  const again = await context.newPage();
  await again.goto('/login');
  await again.getByRole('link', { name: 'Sign in with Google' }).click();
  await passProvider(again, login);
  await expect(again).toHaveURL(/\/$/);
  const secondToken = await again.evaluate(
    () => JSON.parse(localStorage.getItem('root') ?? '{}').auth?.token as string,
  );
  const second = await request.get('/v1/profile', { headers: { authorization: `Bearer ${secondToken}` } });
  expect((await second.json()).account.id).toBe(firstAccount.id);
  await context.close();
});

test('a Google return that was not started here says so under the Google button and stays on the login page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/login?app=google&error=state');
  await expect(page.getByRole('alert')).toHaveText(
    'This Google sign-in was not started here or has expired: start again',
  );
  await expect(page).toHaveURL(/\/login$/);
  await screenshot(page, 'login-google-error-375');
});

test('an unknown or used one-time code is refused under the Google button', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/login?app=google&code=not-a-real-code');
  await expect(page.getByRole('alert')).toHaveText('This Google sign-in has expired or was already used: start again');
  await screenshot(page, 'login-google-code-refused-1366');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: 'Sign in with Google' })).toBeVisible();
});

test('without Google configured the button’s return says so, in the reader’s language', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('language', 'tr'));
  await page.goto('/login?app=google&error=not_configured');
  await expect(page.getByRole('alert')).toContainText('Google ile giriş yapılandırılmamış');
  await expect(page.getByRole('link', { name: 'Google ile giriş yap' })).toBeVisible();
  await screenshot(page, 'login-google-not-configured-tr-375');
});
