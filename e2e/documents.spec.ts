import { expect, type Page, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn } from './support/accounts';
import { mailsTo } from './support/mail';
import { pdfOfPages } from './support/pdf';
import { answerAndSubmit, approveAndSubmit, press, sendToOneSigner } from './support/signing';

async function createFlowViaApi(page: Page) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').auth.token as string);
  const response = await page.request.post('/v1/flow', {
    data: { flowName: 'Sales contracts', approverCount: 2 },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(201);
}

test('with no flow, the upload page offers to type the signers', async ({ page, request }) => {
  await signIn(page, await registerViaApi(request));
  await page.getByRole('navigation').getByRole('link', { name: 'Documents', exact: true }).click();
  await page.getByRole('link', { name: 'Upload Document' }).click();
  await expect(page).toHaveURL(/\/document\/upload$/);
  await expect(page.getByRole('radio', { name: 'Just these people' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Name of signer 1' })).toBeVisible();
});

test('upload a PDF, see it as Draft, move it to Trash, restore it, then empty the Trash', async ({ page, request }) => {
  // A dozen screens: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  await signIn(page, await registerViaApi(request));
  await createFlowViaApi(page);
  await page.goto('/document/upload');
  const upload = page.getByRole('button', { name: 'Upload', exact: true });
  await expect(upload).toBeDisabled();

  // Not a PDF: refused before anything is sent.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('x') });
  await expect(page.getByText('The file is not a PDF')).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles({
    name: 'contract.pdf',
    mimeType: 'application/pdf',
    buffer: await pdfOfPages(3),
  });
  await expect(upload).toBeDisabled();
  await page.getByRole('radio', { name: 'Sales contracts' }).check();
  await screenshot(page, 'document-upload');
  await expect(upload).toBeEnabled();
  await upload.click();
  // The upload opens in the field editor; Close, with nothing placed, goes back to Documents at once.
  await expect(page).toHaveURL(/\/annotate\?templateId=/);
  await expect(page.getByRole('heading', { name: 'contract.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page).toHaveURL(/\/document$/);

  const documents = page.getByRole('table', { name: 'Documents' });
  const row = documents.getByRole('row', { name: /contract\.pdf/ });
  await expect(row).toContainText('Draft');
  await screenshot(page, 'documents');

  await page.getByRole('button', { name: 'Delete: contract.pdf' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Move to Trash' }).click();
  await expect(page.getByText('Moved to Trash')).toBeVisible();
  await expect(documents).toContainText('No documents yet.');

  await page.getByRole('navigation').getByRole('link', { name: 'Trash', exact: true }).click();
  const trash = page.getByRole('table', { name: 'Trash' });
  await expect(trash.getByRole('row', { name: /contract\.pdf/ })).toBeVisible();
  await page.getByRole('button', { name: 'Restore contract.pdf' }).click();
  await expect(page.getByText('Document restored')).toBeVisible();
  await expect(trash).toContainText('Trash is empty.');
  await expect(page.getByRole('button', { name: 'Empty Trash' })).toBeDisabled();

  await page.getByRole('navigation').getByRole('link', { name: 'Documents', exact: true }).click();
  await page.getByRole('button', { name: 'Delete: contract.pdf' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Move to Trash' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Trash', exact: true }).click();
  await page.getByRole('button', { name: 'Empty Trash' }).click();
  await screenshot(page, 'trash-empty-confirm');
  await page.getByRole('dialog').getByRole('button', { name: 'Empty Trash' }).click();
  await expect(page.getByText('Documents deleted for good: 1')).toBeVisible();
  await expect(trash).toContainText('Trash is empty.');

  await page.getByRole('navigation').getByRole('link', { name: 'Archive', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Archive' })).toContainText('No finished documents yet.');
});

test('a damaged PDF is refused with the server message', async ({ page, request }) => {
  await signIn(page, await registerViaApi(request));
  await createFlowViaApi(page);
  await page.goto('/upload');
  const truncated = (await pdfOfPages(2)).subarray(0, 400);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'broken.pdf', mimeType: 'application/pdf', buffer: truncated });
  await page.getByRole('radio', { name: 'Sales contracts' }).check();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('The PDF is damaged and cannot be read')).toBeVisible();
  await expect(page).toHaveURL(/\/upload$/);
});

for (const [size, viewport] of [
  ['laptop', { width: 1366, height: 768 }],
  ['phone', { width: 375, height: 667 }],
] as const) {
  test(`a signed and sealed document is deleted from Archive to the Trash (${size})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const owner = await registerViaApi(request);
    await signIn(page, owner);
    const sent = await sendToOneSigner(page);
    await approveAndSubmit(request, sent);
    const sealedUrl = `/v1/documents/${sent.documentId}/download`;
    await expect
      .poll(async () => (await page.request.get(sealedUrl, { headers: sent.headers })).status(), { timeout: 60_000 })
      .toBe(200);
    // The last signature is one mail to the owner, saying it completed the document (then the sealed copy's).
    const subjects = async () => (await mailsTo(owner.email)).map((mail) => mail.subject);
    await expect.poll(subjects).toContain('“contract.pdf” is signed: your copy');
    const progress = (await subjects()).filter((subject) => subject.startsWith('Amy Signer'));
    expect(progress).toEqual(['Amy Signer signed “contract.pdf”: it is now completed']);

    await page.goto('/archives');
    // It says when it was completed (today), not when it was uploaded.
    const today = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date());
    const completedOn =
      size === 'phone' ? page.getByText('Completed on') : page.getByRole('columnheader', { name: 'Completed on' });
    await expect(completedOn).toBeVisible();
    await expect(page.getByText(today)).toBeVisible();
    await page.getByRole('button', { name: 'Delete: contract.pdf' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Move to Trash' }).click();
    await expect(page.getByText('Moved to Trash')).toBeVisible();
    await expect(page.getByText('No finished documents yet.')).toBeVisible();
    await page.goto('/trash');
    await expect(page.getByRole('button', { name: 'Restore contract.pdf' })).toBeVisible();
  });
}

for (const [size, viewport] of [
  ['laptop', { width: 1366, height: 768 }],
  ['phone', { width: 375, height: 667 }],
] as const) {
  test.describe(size, () => {
    const device = { viewport, hasTouch: size === 'phone', isMobile: size === 'phone' };
    test.use(device);

    test('a rejected and a cancelled document: the preview promises no signed PDF, and Archive moves each to the Trash', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await signIn(page, await registerViaApi(request));
      const rejected = await sendToOneSigner(page, { name: 'rejected.pdf' });
      await answerAndSubmit(request, rejected, { decision: 'reject', reason: 'The fee is wrong' });
      const cancelled = await sendToOneSigner(page, { name: 'cancelled.pdf' });
      const cancel = await page.request.post(`/v1/documents/${cancelled.documentId}/cancel`, {
        headers: cancelled.headers,
        data: { reason: 'A new contract follows' },
      });
      expect(cancel.status()).toBe(200);

      // The rejected document's preview: the answers given, and plainly no signed PDF to come.
      await page.goto('/archives');
      await press(page.getByRole('link', { name: 'View the preview of rejected.pdf' }), device);
      const notice = page.getByRole('alert').filter({ hasText: 'Preview: not the signed document' });
      await expect(notice).toContainText('Not everyone signed, so there is no signed PDF.');
      await expect(notice).not.toContainText('is made once everyone has signed');
      await expect(page.getByRole('link', { name: 'Download preview: rejected-preview.pdf' })).toBeVisible();
      await expect(page).toHaveTitle('rejected.pdf · SignFlow');
      await screenshot(page, `documents-rejected-preview-${size}`, { fullPage: false });

      // Archive deletes both, as it does a sealed one: to the Trash, where they can be restored.
      await press(page.getByRole('link', { name: 'Back to Archive' }), device);
      for (const name of ['rejected.pdf', 'cancelled.pdf']) {
        await press(page.getByRole('button', { name: `Delete: ${name}` }), device);
        await press(page.getByRole('dialog').getByRole('button', { name: 'Move to Trash' }), device);
        await expect(page.getByRole('dialog')).toBeHidden();
      }
      await expect(page.getByText('No finished documents yet.')).toBeVisible();
      await page.goto('/trash');
      await expect(page.getByRole('button', { name: 'Restore rejected.pdf' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Restore cancelled.pdf' })).toBeVisible();
    });
  });
}
