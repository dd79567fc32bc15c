import { readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn } from './support/accounts';
import { DATA_DIR } from './support/data-dir';
import { mailsTo } from './support/mail';
import { approveAndSubmit, type SentDocument, sendToOneSigner } from './support/signing';

/** Where the app keeps the document's original upload (DATA_DIR/files/<account>/<document>.pdf). */
async function originalFileOf(documentId: string): Promise<string> {
  const files = path.join(DATA_DIR, 'files');
  const found = (await readdir(files, { recursive: true })).find((name) => name.endsWith(`${documentId}.pdf`));
  if (!found) throw new Error(`no stored file for ${documentId}`);
  return path.join(files, found);
}

async function sealStateOf(page: Page, sent: SentDocument): Promise<string | null | undefined> {
  const archive = await (await page.request.get('/v1/documents/archieve?limit=50', { headers: sent.headers })).json();
  return (archive.results as { id: string; sealState: string | null }[]).find(
    (document) => document.id === sent.documentId,
  )?.sealState;
}

// A real fault rather than a switch in the product: the original upload cannot be read when sealing starts
// (a disk or a volume gone), so every attempt fails until the file is back.
test('a document whose sealing keeps failing says so in Archives, its owner is told, and Retry sealing seals it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await registerViaApi(request);
  await signIn(page, owner);
  const sent = await sendToOneSigner(page);
  const original = await originalFileOf(sent.documentId);
  const moved = `${original}.away`;
  await rename(original, moved);
  await approveAndSubmit(request, sent);

  // SEAL_RETRY_BASE_MS is 50 in this run: five attempts within seconds.
  await expect.poll(() => sealStateOf(page, sent), { timeout: 60_000 }).toBe('failed');
  await expect
    .poll(async () => (await mailsTo(owner.email)).map((mail) => mail.subject), { timeout: 15_000 })
    .toContain('“contract.pdf” could not be sealed');

  await page.goto('/archives');
  const row = page.getByRole('row', { name: /contract\.pdf/ });
  await expect(row.getByText('Sealing failed', { exact: true })).toBeVisible();
  await expect(row.getByText('The signed copy could not be sealed, so nobody has received it yet.')).toBeVisible();
  const retry = row.getByRole('button', { name: 'Retry sealing contract.pdf' });
  await expect(retry).toHaveAccessibleDescription(/nobody has received it yet/);
  await screenshot(page, 'archive-sealing-failed');

  // The disk is back; the owner retries from the keyboard.
  await rename(moved, original);
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Sealing started again: the signed copy will be e-mailed once it is ready.'),
  ).toBeVisible();
  await expect.poll(() => sealStateOf(page, sent), { timeout: 30_000 }).toBe('sealed');
  await page.reload();
  await expect(page.getByRole('row', { name: /contract\.pdf/ })).toBeVisible();
  await expect(page.getByText('Sealing failed', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry sealing contract.pdf' })).toHaveCount(0);
  const download = await page.request.get(`/v1/documents/${sent.documentId}/download`, { headers: sent.headers });
  expect(download.status()).toBe(200);
});
