import { expect, test } from '@playwright/test';
import { screenshot, uniqueEmail } from './support/accounts';
import { waitForVerificationLink } from './support/mail';

for (const [size, viewport] of [
  ['laptop', { width: 1366, height: 768 }],
  ['phone', { width: 375, height: 667 }],
] as const) {
  test(`on a ${size}, a newcomer registers, is told a verification mail is on its way, and Continue opens the shell on a trial`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await screenshot(page, `register-${size}`);

    const email = uniqueEmail('register');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone number').fill('905551234567');
    await page.getByLabel('Password', { exact: true }).fill('cobol1959');
    await page.getByLabel('Retype password').fill('cobol1959');
    await page.getByRole('button', { name: 'Register' }).click();

    await expect(page).toHaveURL(/\/register\/success$/);
    await expect(
      page.getByText(`We sent a verification e-mail to ${email}: open its link to confirm your address.`),
    ).toBeVisible();
    await waitForVerificationLink(email);
    // Nothing pretends to be working, and nothing moves on by itself.
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeFocused();
    await expect(continueButton).toBeInViewport();
    await screenshot(page, `register-success-${size}`);
    await page.waitForTimeout(1_500);
    await expect(page).toHaveURL(/\/register\/success$/);
    await continueButton.click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await expect(page.getByText(/Your free trial ends on/)).toBeVisible();

    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}'));
    expect(Object.keys(stored).sort()).toEqual(['auth', 'subscription', 'ui']);
    expect(stored.auth.isLoggedIn).toBe(true);
    expect(stored.subscription.subscription.plan).toBe('TRIAL');
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
