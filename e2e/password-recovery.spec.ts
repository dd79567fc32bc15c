import { expect, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn } from './support/accounts';
import { waitForMail } from './support/mail';

test('forgot password → e-mail → recover → sign in with the new password', async ({ page, request }) => {
  const account = await registerViaApi(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await screenshot(page, 'forgot-password');

  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Password reset requested: check your e-mail.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const mail = await waitForMail(account.email, { matching: (each) => each.subject === 'Reset your password' });
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  expect(link).toMatch(/\/recover-password\?token=/);
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await screenshot(page, 'recover-password');

  await page.getByLabel('New password').fill('brand2new');
  await page.getByLabel('Confirm password').fill('brand3new');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm password').fill('brand2new');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, { email: account.email, password: 'brand2new' });

  // The link works once.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.goto(link ?? '');
  await page.getByLabel('New password').fill('another3one');
  await page.getByLabel('Confirm password').fill('another3one');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password reset link is invalid or has expired')).toBeVisible();
});
