import { expect, test } from '@playwright/test';
import { screenshot, uniqueEmail } from './support/accounts';

test('a newcomer registers, sees the progress of the success page, and lands in the shell on a trial', async ({
  page,
}) => {
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await screenshot(page, 'register');

  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email').fill(uniqueEmail('register'));
  await page.getByLabel('Phone number').fill('905551234567');
  await page.getByLabel('Password', { exact: true }).fill('cobol1959');
  await page.getByLabel('Retype password').fill('cobol1959');
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/register\/success$/);
  const progress = page.getByRole('progressbar');
  await expect(progress).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
  await screenshot(page, 'register-success');
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 5_000 });

  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await expect(page.getByText(/Your free trial ends on/)).toBeVisible();
  await screenshot(page, 'shell');

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}'));
  expect(Object.keys(stored).sort()).toEqual(['auth', 'subscription', 'ui']);
  expect(stored.auth.isLoggedIn).toBe(true);
  expect(stored.subscription.subscription.plan).toBe('TRIAL');
});

for (const [size, viewport] of [
  ['laptop', { width: 1366, height: 768 }],
  ['phone', { width: 375, height: 667 }],
] as const) {
  test(`on a ${size}, Continue on the success page opens the app at once, before the bar fills`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/register');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Email').fill(uniqueEmail('continue'));
    await page.getByLabel('Password', { exact: true }).fill('cobol1959');
    await page.getByLabel('Retype password').fill('cobol1959');
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL(/\/register\/success$/);
    const progress = page.getByRole('progressbar');
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await expect(progress).toBeVisible();
    await expect(continueButton).toBeFocused();
    await expect(continueButton).toBeInViewport();
    await screenshot(page, `register-success-continue-${viewport.width}`);
    // Enter on the focused button: the app opens while the bar is still short of full.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/, { timeout: 2_000 });
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  });
}

test('the register form shows its validation messages', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short1');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Must be 8 characters or more').first()).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('lettersonly');
  await page.getByLabel('Retype password').fill('different1');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Password must contain at least 1 letter and 1 number')).toBeVisible();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await screenshot(page, 'register-errors');
});

test('registering an e-mail twice shows the server message', async ({ page, request }) => {
  const email = uniqueEmail('twice');
  await request.post('/v1/auth/register', { data: { firstName: 'First', email, password: 'correct1horse' } });
  await page.goto('/register');
  await page.getByLabel('First name').fill('Second');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('correct1horse');
  await page.getByLabel('Retype password').fill('correct1horse');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Email already taken')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});
