import { expect, type Page, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn } from './support/accounts';
import { pdfOfPages } from './support/pdf';

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
  await expect(page.getByRole('group', { name: 'Signer 1' })).toBeVisible();
});

test('upload a PDF, see it as Draft, move it to Trash, restore it, then empty the Trash', async ({ page, request }) => {
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
  await expect(page.getByText('Document uploaded')).toBeVisible();
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
