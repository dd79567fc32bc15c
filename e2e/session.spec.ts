import { expect, type Page, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn, signInViaForm } from './support/accounts';

/** The access token the web app keeps for its session. */
async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').auth?.token);
  expect(typeof token).toBe('string');
  return token as string;
}

async function signOutViaMenu(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('sign out, then sign in again returns to the remembered page', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await signIn(page, account);

  await signOutViaMenu(page);
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  await screenshot(page, 'login');

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await signInViaForm(page, account);
  await expect(page.getByText('Signed in.')).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
});

test('a failed sign-in shows the server message; the form shows its validation messages', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Required').first()).toBeVisible();

  await page.getByLabel('Email').fill('nope');
  await page.getByLabel('Password', { exact: true }).fill('abcd');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Must be 5 characters or more')).toBeVisible();

  await signInViaForm(page, { email: account.email, password: 'wrong1horse' });
  // Said in the form, beside its button, and still there after a toast would have passed.
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Sign in', exact: true }) });
  await expect(form.getByRole('alert')).toHaveText('Incorrect email or password');
  await page.waitForTimeout(6_000);
  await expect(form.getByRole('alert')).toHaveText('Incorrect email or password');
  await expect(page).toHaveURL(/\/login$/);
  // The next try starts without the last one's message.
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
});

test('public pages send a signed-in user home, and unknown paths go to /', async ({ page, request }) => {
  await signIn(page, await registerViaApi(request));
  for (const path of ['/login', '/register', '/forgot-password']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
});

test('a stored token that the server refuses signs the user out', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() =>
    localStorage.setItem(
      'root',
      JSON.stringify({ auth: { isLoggedIn: true, token: 'forged.token.value' }, ui: {}, subscription: {} }),
    ),
  );
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/);
});

test('sign out ends the session on the server: the old token is refused afterwards', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await signIn(page, account);
  const token = await storedToken(page);
  const profile = () => request.get('/v1/profile', { headers: { authorization: `Bearer ${token}` } });
  expect((await profile()).status()).toBe(200);

  const loggedOut = page.waitForResponse((response) => response.url().endsWith('/v1/auth/logout'));
  await signOutViaMenu(page);
  expect((await loggedOut).status()).toBe(204);
  expect((await profile()).status()).toBe(401);
});

test('sign out clears the local session even when the server cannot be reached', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await signIn(page, account);
  await page.route('**/v1/auth/logout', (route) => route.abort('internetdisconnected'));
  await signOutViaMenu(page);
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').auth?.token ?? null)).toBeNull();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('sign out does not wait for a server that never answers', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await signIn(page, account);
  let logoutSent = false;
  await page.route('**/v1/auth/logout', () => {
    logoutSent = true; // and never answered
  });
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 2_000 });
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  expect(logoutSent).toBe(true);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').auth?.token ?? null)).toBeNull();
});
