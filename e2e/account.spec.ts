import { expect, type Page, test } from '@playwright/test';
import { DEFAULT_PASSWORD, registerViaApi, screenshot, signIn, signInViaForm } from './support/accounts';
import { googleEmailOf } from './support/google';
import { waitForMail } from './support/mail';
import { OIDC_ISSUER } from './support/ports';

const SIZES = [
  ['laptop', { width: 1366, height: 768 }],
  ['phone', { width: 375, height: 667 }],
] as const;

/** A second sign-in of the same account, as another device would have. */
async function tokenOf(request: import('@playwright/test').APIRequestContext, email: string, password: string) {
  const response = await request.post('/v1/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return (await response.json()).tokens.access.token as string;
}

/** Nothing on the page is wider than the window: no sideways scrolling, nothing cut off. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const [size, viewport] of SIZES) {
  test(`on a ${size}, Profile changes the password and signs out the other devices`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const account = await registerViaApi(request);
    const otherDevice = await tokenOf(request, account.email, account.password);
    await signIn(page, account);
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Change password' });
    await expect(section).toBeVisible();
    await expect(section.getByText('Other devices signed in to your account will be signed out.')).toBeVisible();

    // The new password twice, as at registration.
    await section.getByLabel('Current password').fill(account.password);
    await section.getByLabel('New password', { exact: true }).fill('battery2staple');
    await section.getByLabel('Confirm new password').fill('battery3staple');
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByText('The passwords do not match')).toBeVisible();

    // A wrong current password is said at its field, which takes the focus.
    await section.getByLabel('Current password').fill('wrong1horse');
    await section.getByLabel('Confirm new password').fill('battery2staple');
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByText('The current password is not correct')).toBeVisible();
    await expect(section.getByLabel('Current password')).toBeFocused();
    await section.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `account-password-errors-${viewport.width}`);

    await section.getByLabel('Current password').fill(account.password);
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed')).toBeVisible();
    await expect(section.getByLabel('Current password')).toHaveValue('');
    await screenshot(page, `account-password-changed-${viewport.width}`);

    // The other device is signed out; this one goes on.
    const elsewhere = await request.get('/v1/profile', { headers: { authorization: `Bearer ${otherDevice}` } });
    expect(elsewhere.status()).toBe(401);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(account.email);

    const mail = await waitForMail(account.email, { matching: (each) => each.subject === 'Your password was changed' });
    expect(mail.text).toContain(`The password of your SignFlow account ${account.email} was changed on`);
    expect(mail.text).toContain('/forgot-password');

    // The old password no longer signs in; the new one does.
    expect(
      (await request.post('/v1/auth/login', { data: { email: account.email, password: DEFAULT_PASSWORD } })).status(),
    ).toBe(401);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await signInViaForm(page, { email: account.email, password: 'battery2staple' });
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  });
}

test('an account made by Sign in with Google sets a password in Profile, then signs in with it too', async ({
  page,
  request,
}) => {
  const login = `setpw-${process.pid}-${Date.now()}`;
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(new RegExp(`^${OIDC_ISSUER}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Set a password' });
  await expect(section).toBeVisible();
  await expect(section.getByLabel('Current password')).toHaveCount(0);
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, 'account-set-password-1366');
  await page.setViewportSize({ width: 375, height: 667 });
  await section.scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'account-set-password-375');

  await section.getByLabel('New password', { exact: true }).fill('battery2staple');
  await section.getByLabel('Confirm new password').fill('battery2staple');
  await section.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Your password has been set')).toBeVisible();
  // From now on the section asks for the current password.
  const change = page.getByRole('region', { name: 'Change password' });
  await expect(change.getByLabel('Current password')).toBeVisible();
  // The button pressed is gone: the keyboard goes on from the section's new heading, not the top of the page.
  await expect(change.getByRole('heading', { name: 'Change password' })).toBeFocused();

  const email = googleEmailOf(login);
  const signedIn = await request.post('/v1/auth/login', { data: { email, password: 'battery2staple' } });
  expect(signedIn.status()).toBe(200);
  const mail = await waitForMail(email, { matching: (each) => each.subject === 'A password was set for your account' });
  expect(mail.text).toContain(`A password was set for your SignFlow account ${email}`);
});
