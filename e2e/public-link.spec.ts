import { type APIRequestContext, type BrowserContextOptions, expect, test } from '@playwright/test';
import { registerViaApi, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoCutText } from './support/cut-text';
import { waitForMail } from './support/mail';
import { pdfOfPages } from './support/pdf';
import {
  DESKTOP,
  drawWithMouse,
  drawWithTouch,
  finishWithConsent,
  PHONE,
  press,
  signingActions,
} from './support/signing';

/**
 * A template's public link (docs/domain.md#public-links): a stranger opens it, gives their name and e-mail, types the
 * code mailed to them, and signs the document made for them, on a laptop and on a phone.
 */

const SHOTS = '.artifacts/screenshots';
const DEVICES = [
  { name: 'laptop', context: { ...DESKTOP, viewport: { width: 1366, height: 768 } } as BrowserContextOptions },
  { name: 'phone', context: PHONE },
] as const;

/** An owner's template of one signature for the Client, one for a fixed Witness, published: answers its link. */
async function publishedLink(request: APIRequestContext) {
  const account = await registerViaApi(request);
  const login = await request.post('/v1/auth/login', { data: { email: account.email, password: account.password } });
  const headers = { authorization: `Bearer ${(await login.json()).tokens.access.token}` };
  const made = await request.post('/v1/templates', {
    headers,
    multipart: {
      name: 'Rental agreement',
      roles: JSON.stringify([
        { name: 'Tenant', level: 1 },
        { name: 'Witness', level: 2 },
      ]),
      file: { name: 'rental.pdf', mimeType: 'application/pdf', buffer: await pdfOfPages(1) },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const template = await made.json();
  const [tenant, witness] = template.roles as { id: string }[];
  const rect = (y: number) => ({ x1: 100, y1: y, x2: 400, y2: y + 60, width: 1000, height: 1000, pageNumber: 1 });
  const field = (roleId: string | undefined, y: number) => ({
    roleId,
    type: 'draw',
    position: { pageNumber: 1, boundingRect: rect(y), rects: [rect(y)] },
  });
  const fields = await request.put(`/v1/templates/${template.id}/fields`, {
    headers,
    data: { create: [field(tenant?.id, 200), field(witness?.id, 600)] },
  });
  expect(fields.status(), await fields.text()).toBe(200);
  const link = await request.put(`/v1/templates/${template.id}/public-link`, {
    headers,
    data: { enabled: true, recipients: [{ roleId: witness?.id, name: 'Walt Witness', email: uniqueEmail('walt') }] },
  });
  expect(link.status(), await link.text()).toBe(200);
  const turnOff = async () => {
    const off = await request.put(`/v1/templates/${template.id}/public-link`, { headers, data: { enabled: false } });
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
