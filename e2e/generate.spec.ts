import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn, uniqueEmail } from './support/accounts';
import { placeFieldViaApi, seedDocument } from './support/documents';
import { waitForMail } from './support/mail';

/** A signature as the signing page makes one: a canvas's PNG data URL, here a red stroke on white. */
function drawSignature(page: Page): Promise<string> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 75;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 300, 75);
    context.strokeStyle = '#c00';
    context.lineWidth = 6;
    context.beginPath();
    context.moveTo(20, 55);
    context.bezierCurveTo(80, -10, 140, 100, 280, 20);
    context.stroke();
    return canvas.toDataURL('image/png');
  });
}

/** A sent document of one signer with one field, which the signer has signed through the API. */
async function signedBySigner(page: Page) {
  const signer = { name: 'Amy Signer', email: uniqueEmail('signer') };
  const seeded = await seedDocument(page, [signer]);
  const { headers, documentId } = seeded;
  const record = await (await page.request.get(`/v1/documents/signing/${documentId}`, { headers })).json();
  await placeFieldViaApi(page, seeded, record.users[0].id);
  expect((await page.request.post(`/v1/documents/signing/${documentId}/invite`, { headers })).status()).toBe(200);

  const token = (await waitForMail(signer.email)).text.match(/[?&]token=([\w-]+)/)?.[1] ?? '';
  expect(token, 'the signer link in the invitation').not.toBe('');
  const signerRecord = await (await page.request.get(`/v1/documents/user-sign/${documentId}?token=${token}`)).json();
  const field = (signerRecord.coordinates as { id: string; userId: string }[]).find(
    (each) => each.userId === signerRecord.signerID,
  );
  const saved = await page.request.put(`/v1/documents/user-sign/${documentId}/coordinate/${field?.id}?token=${token}`, {
    data: { response: { image: await drawSignature(page), approve: true, reject: false, revise: false } },
  });
  expect(saved.status()).toBe(200);
  return { documentId, token, originalBytes: record.document.sizeBytes as number };
}

/** The iframe shows the preview: a blob: URL that the frame really loaded (not refused, e.g. by CSP). */
async function expectPreviewShown(page: Page) {
  await expect(page.getByText('Preview: not the signed document')).toBeVisible();
  const iframe = page.getByTitle('Preview of contract.pdf');
  await expect(iframe).toHaveAttribute('src', /^blob:/);
  // The frame is looked up on each try: the one first attached may be replaced as the preview arrives.
  await expect.poll(async () => (await (await iframe.elementHandle())?.contentFrame())?.url()).toMatch(/^blob:/);
}

/** Downloads the preview through the page's Download preview button. */
async function downloadPreview(page: Page) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download preview: contract-preview.pdf' }).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

test('while signing goes on, the owner and the signer see a preview with the signature drawn in, named as one', async ({
  page,
  request,
}) => {
  await signIn(page, await registerViaApi(request));
  const { documentId, token, originalBytes } = await signedBySigner(page);

  // Held until the spinner has been seen, so the test does not race a fast machine.
  let releasePdf = () => {};
  const pdfHeld = new Promise<void>((resolve) => {
    releasePdf = resolve;
  });
  await page.route(`**/asset/${documentId}`, async (route) => {
    await pdfHeld;
    await route.continue();
  });
  await page.goto(`/generate?templateId=${documentId}`);
  await expect(page.getByRole('status')).toContainText('Generating file');
  await screenshot(page, 'generate-spinner');
  releasePdf();

  await expectPreviewShown(page);
  await expect(page.getByRole('heading', { name: 'contract.pdf' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Archive' })).toHaveAttribute('href', '/archives');
  await screenshot(page, 'generate-owner');
  const owners = await downloadPreview(page);
  expect(owners.name).toBe('contract-preview.pdf');
  expect(owners.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The drawn signature (an embedded image) makes it larger than the upload.
  expect(owners.bytes.length).toBeGreaterThan(originalBytes);

  // The signer's page is public, and not sent away when someone is logged in on this browser.
  await page.goto(`/user-sign-download?templateId=${documentId}&token=${token}`);
  await expectPreviewShown(page);
  await expect(page).toHaveURL(/\/user-sign-download\?/);
  await expect(page.getByRole('link', { name: 'Back to Archive' })).toHaveCount(0);
  const signers = await downloadPreview(page);
  await screenshot(page, 'generate-signer');
  await page.setViewportSize({ width: 375, height: 667 });
  await expect(page.getByRole('heading', { name: 'contract.pdf' })).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Download preview: contract-preview.pdf' })).toBeInViewport();
  await screenshot(page, 'generate-signer-phone');
  expect(signers.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(signers.bytes.length).toBeGreaterThan(originalBytes);
});

test('an expired signer link explains itself, and an unknown document sends the owner back to Documents', async ({
  page,
  request,
}) => {
  await signIn(page, await registerViaApi(request));
  const { documentId } = await seedDocument(page);

  await page.goto(`/user-sign-download?templateId=${documentId}&token=no-such-token`);
  await expect(page.getByText('Expired Link')).toBeVisible();
  await expect(page.getByText('This link has expired or is no longer valid.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await screenshot(page, 'generate-signer-expired');

  await page.goto(`/generate?templateId=${crypto.randomUUID()}`);
  await expect(page.getByText('Document Not Found')).toBeVisible();
  await expect(page).toHaveURL(/\/document$/);
});
