import { expect, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn } from './support/accounts';

test('the profile is read-only until Edit; Cancel restores; Update saves', async ({ page, request }) => {
  const account = await registerViaApi(request, { firstName: 'Ada' });
  await signIn(page, account);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();

  const firstName = page.getByLabel('First name');
  await expect(firstName).toHaveValue('Ada');
  await expect(firstName).not.toBeEditable();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await screenshot(page, 'profile');

  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(firstName).toBeEditable();
  await expect(page.getByLabel('Email')).not.toBeEditable();
  await firstName.fill('Augusta');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(firstName).toHaveValue('Ada');
  await expect(firstName).not.toBeEditable();

  await page.getByRole('button', { name: 'Edit' }).click();
  await firstName.fill('');
  const phone = page.getByLabel('Phone number');
  await phone.pressSequentially('12ab34');
  await expect(phone).toHaveValue('1234');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(
    page.getByText('Phone number must have 9 to 15 digits; spaces, dashes, dots, brackets and a leading + are allowed'),
  ).toBeVisible();
  await screenshot(page, 'profile-errors');

  await firstName.fill('Augusta');
  await phone.fill('905551234567');
  await page.getByLabel('Address').fill('12 St James Square, London');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Profile updated.')).toBeVisible();
  await expect(firstName).not.toBeEditable();

  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Augusta');
  await expect(page.getByLabel('Phone number')).toHaveValue('905551234567');
  await expect(page.getByLabel('Address')).toHaveValue('12 St James Square, London');
});

test('the subscription tab shows the trial plan and its end', async ({ page, request }) => {
  await signIn(page, await registerViaApi(request));
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Subscription' }).click();
  await expect(page.getByText('Free trial', { exact: true })).toBeVisible();
  await screenshot(page, 'profile-subscription');
  await page.getByRole('tab', { name: 'Billing' }).click();
  await screenshot(page, 'profile-billing');
});
