import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { waitForVerificationLink } from './mail';
import { settleAnimations } from './motion';

export const DEFAULT_PASSWORD = 'correct1horse';

let counter = 0;
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${Date.now()}.${counter}@example.com`;
}

/**
 * Seeds an account through the API, so a test states only what it is about. Its e-mail address is then
 * verified with the link of its verification mail, as its owner would, unless `verified: false` is given.
 */
export async function registerViaApi(
  request: APIRequestContext,
  overrides: { firstName?: string; email?: string; password?: string; language?: string } = {},
  { verified = true }: { verified?: boolean } = {},
) {
  const account = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: uniqueEmail(),
    password: DEFAULT_PASSWORD,
    ...overrides,
  };
  const response = await request.post('/v1/auth/register', { data: account });
  expect(response.status()).toBe(201);
  if (verified) await verifyEmailViaApi(request, account.email);
  return account;
}

/** Opens the verification link mailed to `email` through the API, as the /verify-email page does. */
export async function verifyEmailViaApi(request: APIRequestContext, email: string) {
  const token = new URL(await waitForVerificationLink(email)).searchParams.get('token');
  const response = await request.post('/v1/auth/verify-email', { data: { token } });
  expect(response.status()).toBe(200);
}

/** Signs in through the login form, as a person would. */
export async function signInViaForm(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await signInViaForm(page, account);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

/**
 * A screenshot in .artifacts/screenshots, once the page's transitions have ended (an endless one, a spinner, is not
 * waited for): of the whole page, or of the window alone.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  await settleAnimations(page);
  return page.screenshot({ path: `.artifacts/screenshots/${name}.png`, fullPage });
}
