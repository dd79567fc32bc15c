import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn } from './support/accounts';
import { mailsTo } from './support/mail';
import { pdfOfPages } from './support/pdf';
import { approveAndSubmit, downloadSealed, sendToOneSigner } from './support/signing';

/** The file the PDF viewer's Download link gives, checked for its name. */
async function downloadViewed(page: Page, name: string): Promise<Buffer> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: `Download ${name}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(name);
  return readFile(await download.path());
}

async function chooseFileToVerify(page: Page, name: string, buffer: Buffer) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/pdf', buffer });
}

test('History shows what happened to a document, the mail sent to its signer included, on a desktop and a phone', async ({
  page,
  request,
}) => {
  await signIn(page, await registerViaApi(request));
  const sent = await sendToOneSigner(page);

  await page.goto('/document');
  await page.getByRole('link', { name: 'History of contract.pdf' }).click();
  await expect(page).toHaveURL(new RegExp(`/document/${sent.documentId}/history$`));
  await expect(page.getByRole('heading', { name: 'History of contract.pdf' })).toBeVisible();
  await expect(page.getByText('Sent', { exact: true })).toBeVisible();

  const trail = page.getByRole('table', { name: 'History of contract.pdf' });
  const rows = trail.getByRole('row');
  // Oldest first: the header row, then the upload.
  await expect(rows.nth(1)).toContainText('Document uploaded');
  await expect(rows.nth(1)).toContainText('Ada Lovelace');
  await expect(rows.nth(1)).toContainText('127.0.0.1');
  await expect(rows.nth(1).getByTitle(sent.originalSha256)).toContainText(sent.originalSha256.slice(0, 8));
  await expect(trail.getByRole('row', { name: /Fields saved/ })).toContainText('Field added');
  await expect(trail.getByRole('row', { name: /Sent for signing/ })).toBeVisible();

  // The mail worker sends the invitation on its own time: refresh until the trail has it.
  const mailed = trail.getByRole('row', { name: /E-mail sent/ });
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(mailed).toContainText(`to ${sent.signer.email}`, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(mailed).toContainText('SignFlow');
  await screenshot(page, 'history');

  await page.setViewportSize({ width: 375, height: 667 });
  await page.reload();
  const timeline = page.getByRole('list', { name: 'History of contract.pdf' });
  await expect(timeline.getByRole('listitem').first()).toContainText('Document uploaded');
  await expect(timeline).toContainText(`to ${sent.signer.email}`);
  await screenshot(page, 'history-phone');
});

test('History of an unknown document says so and goes back to Documents', async ({ page, request }) => {
  await signIn(page, await registerViaApi(request));
  await page.goto('/document/00000000-0000-4000-8000-000000000000/history');
  await expect(page.getByText('Document Not Found')).toBeVisible();
  await expect(page).toHaveURL(/\/document$/);
});

test('/verify, open to anyone, finds a foreign PDF not genuine and refuses a file that is no PDF', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Verify a signed document' }).click();
  await expect(page).toHaveURL(/\/verify$/);
  await expect(page.getByRole('heading', { name: 'Verify a signed document' })).toBeVisible();

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('x') });
  await expect(page.getByRole('alert')).toContainText('The file is not a PDF');

  await chooseFileToVerify(page, 'foreign.pdf', await pdfOfPages(1));
  const verdict = page.getByRole('region', { name: 'Not genuine: this file carries no seal' });
  await expect(verdict).toContainText('This file carries no seal');
  await expect(verdict).toContainText('foreign.pdf');
  await screenshot(page, 'verify-not-genuine');
});

test('a completed document, once sealed, verifies as genuine with its parties, and a changed copy does not', async ({
  page,
  request,
}) => {
  test.slow(); // Signing, then the sealing pass.
  await signIn(page, await registerViaApi(request));
  const sent = await sendToOneSigner(page);
  await approveAndSubmit(request, sent);
  const sealed = await downloadSealed(page, sent);

  await page.goto('/archives');
  await expect(page.getByRole('row', { name: /contract\.pdf/ })).toContainText('Completed');
  await page.getByRole('link', { name: 'History of contract.pdf' }).click();
  const trail = page.getByRole('table', { name: 'History of contract.pdf' });
  for (const action of ['Submitted', 'Completed', 'Sealed', 'Downloaded']) {
    await expect(trail.getByRole('row', { name: new RegExp(action) }).first()).toBeVisible();
  }
  await expect(trail.getByRole('row', { name: /Submitted/ })).toContainText('Approved');

  // View shows the sealed PDF itself, and its Download is that very file, for the owner and for the signer.
  await page.goto('/archives');
  await page.getByRole('link', { name: 'View the signed copy of contract.pdf' }).click();
  const sealedFrame = page.getByTitle('Signed copy of contract.pdf');
  await expect(sealedFrame).toHaveAttribute('src', /^blob:/);
  await expect(page.getByText('Preview: not the signed document')).toHaveCount(0);
  // The screenshot waits for the frame to have loaded the file, not merely to have been given it.
  const frame = await (await sealedFrame.elementHandle())?.contentFrame();
  await expect.poll(() => frame?.url()).toMatch(/^blob:/);
  await frame?.waitForLoadState('load');
  await screenshot(page, 'generate-sealed-owner');
  expect(await downloadViewed(page, 'contract-signed.pdf')).toEqual(sealed);
  const invitation = (await mailsTo(sent.signer.email)).find((mail) => mail.text.includes('/user-sign?'));
  const token = invitation?.text.match(/[?&]token=([\w-]+)/)?.[1];
  expect(token, 'the signing link of the invitation').toBeTruthy();
  await page.goto(`/user-sign-download?templateId=${sent.documentId}&token=${token}`);
  expect(await downloadViewed(page, 'contract-signed.pdf')).toEqual(sealed);

  await page.goto('/archives');
  await page.getByRole('link', { name: 'Verify a signed document' }).click();
  await chooseFileToVerify(page, 'contract-signed.pdf', sealed);
  const genuine = page.getByRole('region', { name: /^Genuine, sealed by / });
  await expect(genuine).toContainText(
    'This document is genuine: SignFlow sealed it, and it has not been changed since it was sealed',
  );
  await expect(genuine).toContainText('contract.pdf');
  await expect(genuine).toContainText(sent.originalSha256);
  const party = genuine.getByRole('table', { name: 'Parties' }).getByRole('row', { name: /Amy Signer/ });
  await expect(party).toContainText(sent.signer.email);
  await expect(party).toContainText('Approved');
  await screenshot(page, 'verify-genuine');
  await page.setViewportSize({ width: 375, height: 667 });
  await screenshot(page, 'verify-genuine-phone');

  const changed = Buffer.from(sealed);
  const middle = Math.floor(changed.length / 2);
  changed[middle] = (changed[middle] ?? 0) ^ 0xff;
  await chooseFileToVerify(page, 'contract-changed.pdf', changed);
  await expect(page.getByRole('region', { name: /^Not genuine/ })).toContainText('contract-changed.pdf');
  await expect(page.getByRole('region', { name: /^Genuine/ })).toHaveCount(0);
});
