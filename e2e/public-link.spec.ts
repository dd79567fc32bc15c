import { type APIRequestContext, type BrowserContextOptions, expect, test } from '@playwright/test';
import { registerViaApi, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoCutText } from './support/cut-text';
import { waitForMail } from './support/mail';
import {
  DESKTOP,
  drawWithMouse,
  drawWithTouch,
  finishWithConsent,
  PHONE,
  press,
  signingActions,
} from './support/signing';
import { rentalTemplate } from './support/templates';

/**
 * A template's public link (docs/domain.md#public-links): a stranger opens it, gives their name and e-mail, types the
 * code mailed to them, and signs the document made for them, on a laptop and on a phone.
 */

const SHOTS = '.artifacts/screenshots';
const DEVICES = [
  { name: 'laptop', context: { ...DESKTOP, viewport: { width: 1366, height: 768 } } as BrowserContextOptions },
  { name: 'phone', context: PHONE },
] as const;

/** An owner's template of one signature for the Tenant, one for a fixed Witness, published: answers its link. */
async function publishedLink(request: APIRequestContext) {
  const account = await registerViaApi(request);
  const { id, roleIds, headers } = await rentalTemplate(request, account, 2);
  const witness = roleIds[1];
  const link = await request.put(`/v1/templates/${id}/public-link`, {
    headers,
    data: { enabled: true, recipients: [{ roleId: witness, name: 'Walt Witness', email: uniqueEmail('walt') }] },
  });
  expect(link.status(), await link.text()).toBe(200);
  const turnOff = async () => {
    const off = await request.put(`/v1/templates/${id}/public-link`, { headers, data: { enabled: false } });
    expect(off.status()).toBe(200);
  };
  return { url: new URL((await link.json()).url as string), turnOff };
}

for (const device of DEVICES) {
  test(`${device.name}: a stranger proves their e-mail with the mailed code and signs through the public link`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const { url } = await publishedLink(request);
    const context = await browser.newContext(device.context);
    const page = await context.newPage();
    await page.goto(`${url.pathname}`);

    await expect(page.getByRole('heading', { name: 'Sign “Rental agreement”' })).toBeVisible();
    await expect(page.getByText('Ada Lovelace invites whoever opens this link to sign as Tenant.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `public link (${device.name})`);
    await page.screenshot({ path: `${SHOTS}/public-link-start-${device.name}.png` });

    // A wrong address is said beside the field; then the right one.
    const email = uniqueEmail(`tenant-${device.name}`);
    await press(page.getByLabel('Your full name'), device.context);
    await page.getByLabel('Your full name').fill('Tara Tenant');
    await page.getByLabel('Your e-mail address').fill('tara@');
    await press(page.getByRole('button', { name: 'Send me a code' }), device.context);
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await page.getByLabel('Your e-mail address').fill(email);
    await press(page.getByRole('button', { name: 'Send me a code' }), device.context);

    const mail = await waitForMail(email, { matching: (each) => each.subject.startsWith('Your code to sign') });
    const code = mail.text.match(/^\d{6}$/m)?.[0] ?? '';
    await expect(page.getByRole('status')).toContainText(`We sent a code of 6 digits to ${email}.`);
    await expectNoSeriousA11yViolations(page, `public link code (${device.name})`);
    await expectNoCutText(page, `public link code (${device.name})`);
    await page.screenshot({ path: `${SHOTS}/public-link-code-${device.name}.png` });

    // A wrong code is refused beside the button; the right one opens the signing page.
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await page.getByLabel('Code from the e-mail').fill(wrong);
    await press(page.getByRole('button', { name: 'Continue to the document' }), device.context);
    await expect(page.getByRole('alert')).toContainText('That code is not right');
    await page.getByLabel('Code from the e-mail').fill(code);
    await press(page.getByRole('button', { name: 'Continue to the document' }), device.context);
    await expect(page).toHaveURL(/\/user-sign\?/);

    // Signed as any invited signer signs.
    const actions = signingActions(page);
    await press(actions.getByRole('button', { name: 'Start signing' }), device.context);
    const pad = page.getByRole('img', { name: 'Draw your signature here' });
    if (device.context.hasTouch) await drawWithTouch(page, pad);
    else await drawWithMouse(page, pad);
    await press(actions.getByRole('button', { name: 'Approve' }), device.context);
    await finishWithConsent(page, device.context);
    await expect(page.getByText('Walt Witness')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/public-link-done-${device.name}.png` });
    await context.close();
  });
}

test('an unknown link and one turned off say so plainly', async ({ page, request }) => {
  await page.goto('/p/no-such-link');
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('This link does not exist. Check that you copied all of it');
  await expectNoSeriousA11yViolations(page, 'unknown public link');

  const { url, turnOff } = await publishedLink(request);
  await turnOff();
  await page.goto(url.pathname);
  await expect(page.getByRole('alert')).toHaveText('This link has been turned off by its owner');
});
