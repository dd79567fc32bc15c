import { expect, type Page, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn, uniqueEmail } from './support/accounts';
import { placeFieldViaApi, seedDocument } from './support/documents';
import { waitForVerificationLink } from './support/mail';
import { signersOf } from './support/signing';

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 375, height: 667 };

async function registerThroughTheForm(page: Page, email: string) {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('cobol1959');
  await page.getByLabel('Retype password').fill('cobol1959');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function pressInviteSign(page: Page) {
  await page.getByRole('button', { name: 'Invite Sign: contract.pdf' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
}

test('a new owner is told to verify their e-mail at Invite Sign, opens the mailed link, then sends', async ({
  page,
}) => {
  test.setTimeout(120_000); // Registration's success page, an upload, and two rounds of Invite Sign.
  await page.setViewportSize(LAPTOP);
  const email = uniqueEmail('verify');
  await registerThroughTheForm(page, email);

  const banner = page.getByRole('region', { name: 'Verify your e-mail address' });
  await expect(banner).toContainText(`open the link we sent to ${email}`);
  await expect(banner.getByRole('button', { name: 'Resend verification e-mail' })).toBeVisible();

  const seeded = await seedDocument(page);
  for (const signer of await signersOf(page, seeded)) await placeFieldViaApi(page, seeded, signer.id);
  await page.goto('/document');
  await pressInviteSign(page);

  const dialog = page.getByRole('dialog', { name: 'Verify your e-mail address' });
  await expect(dialog).toContainText(`We sent a link to ${email}. Open it, then press Invite Sign again.`);
  // Its title is said once, not again in its body.
  await expect(dialog.getByText('Verify your e-mail address')).toHaveCount(1);
  await screenshot(page, 'verify-email-dialog');
  await expect(page.getByRole('row', { name: /contract\.pdf/ })).not.toContainText('Signing In Progress');

  // A new link so soon after the first one is refused, saying how long to wait; pressed from the keyboard,
  // where the dialog starts.
  await expect(dialog.getByRole('button', { name: 'Resend verification e-mail' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(/A verification e-mail was just sent: wait \d+ seconds before asking for another/),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Invite Sign: contract.pdf' })).toBeFocused();

  // The link is opened in another tab: back here, the banner goes as soon as the window has the focus again.
  const otherTab = await page.context().newPage();
  await otherTab.goto(await waitForVerificationLink(email));
  await expect(otherTab.getByRole('heading', { name: 'Your e-mail address is verified' })).toBeVisible();
  await expect(otherTab.getByRole('status')).toHaveText('You can now send documents for signing.');
  await screenshot(otherTab, 'verify-email-success');
  await otherTab.close();
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(banner).toHaveCount(0);

  await pressInviteSign(page);
  await expect(page.getByText('Document sent for signing')).toBeVisible();
  await expect(page.getByRole('row', { name: /contract\.pdf/ })).toContainText('Signing In Progress');
});

test('Invite Sign after the e-mail was verified elsewhere sends, and the banner goes', async ({ page, request }) => {
  const account = await registerViaApi(request, {}, { verified: false });
  await signIn(page, account);
  const banner = page.getByRole('region', { name: 'Verify your e-mail address' });
  await expect(banner).toBeVisible();
  const seeded = await seedDocument(page);
  for (const signer of await signersOf(page, seeded)) await placeFieldViaApi(page, seeded, signer.id);
  await page.goto('/document');
  await expect(banner).toBeVisible();

  // Verified on another device; this window never lost the focus.
  const link = new URL(await waitForVerificationLink(account.email));
  const verified = await request.post('/v1/auth/verify-email', { data: { token: link.searchParams.get('token') } });
  expect(verified.status()).toBe(200);
  await pressInviteSign(page);
  await expect(page.getByText('Document sent for signing')).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('the banner and the dialog fit a phone', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, await registerViaApi(request, {}, { verified: false }));
  await expect(page.getByRole('region', { name: 'Verify your e-mail address' })).toBeVisible();
  await screenshot(page, 'verify-email-banner-phone');

  const seeded = await seedDocument(page);
  for (const signer of await signersOf(page, seeded)) await placeFieldViaApi(page, seeded, signer.id);
  await page.goto('/document');
  await pressInviteSign(page);
  const dialog = page.getByRole('dialog', { name: 'Verify your e-mail address' });
  await expect(dialog).toBeVisible();
  await screenshot(page, 'verify-email-dialog-phone');

  // Nothing leaves the screen sideways, and every button of the dialog is on it.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const close = dialog.getByRole('button', { name: 'Close' });
  await expect(close).toHaveCount(2); // the X in its header and the button beside Resend
  for (const button of await dialog.getByRole('button').all()) {
    await expect(button).toBeInViewport({ ratio: 1 });
  }
  await expect(dialog.getByRole('button', { name: 'Resend verification e-mail' })).toBeFocused();

  // The X closes it, and the focus goes back to Invite Sign.
  await close.first().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Invite Sign: contract.pdf' })).toBeFocused();
});

test('a link that does not work says why: signed out it leads to sign in, signed in it offers a new link', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/verify-email?token=made-up-token');
  await expect(page.getByRole('heading', { name: 'The link did not work' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('This e-mail verification link is invalid');
  await expect(page.getByText('Sign in to send yourself a new link.')).toBeVisible();
  await screenshot(page, 'verify-email-failed-phone');
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.setViewportSize(LAPTOP);
  const account = await registerViaApi(request, {}, { verified: false });
  await signIn(page, account);
  await page.goto('/verify-email');
  await expect(page.getByRole('alert')).toHaveText('This e-mail verification link is invalid');
  await expect(page.getByRole('button', { name: 'Resend verification e-mail' })).toBeVisible();
  await screenshot(page, 'verify-email-failed');

  // The real link still works, and opening it twice is no mistake.
  const link = await waitForVerificationLink(account.email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your e-mail address is verified' })).toBeVisible();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your e-mail address is already verified' })).toBeVisible();
});

test('a link that could not be checked for want of a connection offers to try again, which verifies', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const account = await registerViaApi(request, {}, { verified: false });
  const link = await waitForVerificationLink(account.email);
  await page.route('**/v1/auth/verify-email', (route) => route.abort('internetdisconnected'));
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'The link could not be checked' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Check your connection and try again.');
  await expect(page.getByText('Send yourself a new link')).toHaveCount(0);
  await screenshot(page, 'verify-email-unreachable-phone');

  await page.unroute('**/v1/auth/verify-email');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Your e-mail address is verified' })).toBeVisible();
});
