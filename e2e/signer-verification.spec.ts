import { type BrowserContextOptions, expect, type Page, test } from '@playwright/test';
import { registerViaApi, signIn, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { placeFieldViaApi, seedDocument } from './support/documents';
import { waitForMail } from './support/mail';
import {
  DESKTOP,
  drawWithMouse,
  drawWithTouch,
  finishWithConsent,
  openAsSigner,
  PHONE,
  press,
  signerLinkOf,
  signersOf,
  signingActions,
} from './support/signing';

/**
 * A signer whose sender asked for a mailed code (docs/domain.md#signer-verification) opens their link on a phone or a
 * laptop: nothing of the document shows until they type the code from their e-mail; then they sign as usual.
 */

const SHOTS = process.env.SIGNER_VERIFICATION_SHOTS ?? '.artifacts/screenshots';
const LAPTOP: BrowserContextOptions = { ...DESKTOP, viewport: { width: 1366, height: 768 } };
const DEVICES = [
  { name: 'laptop', context: LAPTOP },
  { name: 'phone', context: PHONE },
] as const;

const isCodeMail = (mail: { subject: string }) => mail.subject.startsWith('Your code to sign');

/** The owner sends a one-field document from Invite Sign to one signer asked to prove who they are with a mailed code. */
async function sendWithMailedCode(page: Page, request: Parameters<typeof registerViaApi>[0], name: string) {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, await registerViaApi(request));
  const email = uniqueEmail(name);
  const seeded = await seedDocument(page, [{ name: 'Amara Diallo', email }], 1);
  const [signer] = await signersOf(page, seeded);
  if (!signer) throw new Error('the document has a signer');
  await placeFieldViaApi(page, seeded, signer.id, { type: 'draw', edges: { x1: 0.1, y1: 0.15, x2: 0.45, y2: 0.21 } });
  // The sender chooses the check in Invite Sign, for this signer.
  await page.goto('/document');
  await page.getByRole('button', { name: 'Invite Sign: contract.pdf' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Send “contract.pdf” to its signers?');
  const check = dialog.getByRole('group', { name: 'Amara Diallo' }).getByLabel('How they prove who they are');
  await expect(check).toHaveValue('link');
  await check.selectOption('email_code');
  await expectNoSeriousA11yViolations(page, 'Invite Sign with a check');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Document sent for signing')).toBeVisible();
  return { email, link: signerLinkOf(await waitForMail(email)) };
}

for (const device of DEVICES) {
  test(`${device.name}: the signer types the mailed code, then signs`, async ({ page, request, browser }) => {
    test.setTimeout(120_000);
    const { email, link } = await sendWithMailedCode(page, request, `verify-${device.name}`);
    const signer = await openAsSigner(browser, link, device.context);

    await expect(signer.getByRole('heading', { name: 'Prove who you are' })).toBeVisible();
    const [local, domain] = email.split('@');
    await expect(signer.getByText(`to ${local?.slice(0, 1)}•••@${domain}`, { exact: false })).toBeVisible();
    // Nothing of the document before the code.
    await expect(signer.locator('[data-pdf-page="1"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(signer, `signer verification (${device.name})`);
    await signer.screenshot({ path: `${SHOTS}/verify-code-${device.name}.png` });

    const mail = await waitForMail(email, { matching: isCodeMail });
    const code = mail.text.match(/^\d{6}$/m)?.[0] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    // A wrong code is said under the field.
    const field = signer.getByRole('textbox', { name: 'Code from the e-mail' });
    await press(field, device.context);
    await field.fill(code === '000000' ? '111111' : '000000');
    await press(signer.getByRole('button', { name: 'Continue to the document' }), device.context);
    await expect(signer.getByText('That code is not right: check it and try again')).toBeVisible();

    await field.fill(code);
    await press(signer.getByRole('button', { name: 'Continue to the document' }), device.context);
    await expect(signer.locator('[data-pdf-page="1"] canvas')).toBeVisible();
    await signer.screenshot({ path: `${SHOTS}/verify-document-${device.name}.png` });

    // Signs by tapping (or clicking) where the field is drawn.
    const actions = signingActions(signer);
    await press(actions.getByRole('button', { name: 'Start signing' }), device.context);
    const pad = signer.getByRole('img', { name: 'Draw your signature here' });
    await expect(pad).toBeVisible();
    if (device.context.hasTouch) await drawWithTouch(signer, pad);
    else await drawWithMouse(signer, pad);
    await press(actions.getByRole('button', { name: 'Approve' }), device.context);
    await finishWithConsent(signer, device.context);
    // Their ending is read with the same session: no check again in this tab.
    await expect(signer.getByRole('heading', { name: 'You signed this document' })).toBeVisible();
    await expectNoSeriousA11yViolations(signer, `signer verification ending (${device.name})`);
    await signer.screenshot({ path: `${SHOTS}/verify-done-${device.name}.png` });
    await signer.context().close();
  });
}
