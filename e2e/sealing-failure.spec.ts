import { readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn } from './support/accounts';
import { DATA_DIR } from './support/data-dir';
import { mailsTo, waitForMail } from './support/mail';
import {
  approveAndSubmit,
  openAsSigner,
  PHONE,
  type SentDocument,
  sendToOneSigner,
  signerLinkOf,
} from './support/signing';

/** Where the app keeps the document's original upload (DATA_DIR/files/<account>/<document>.pdf). */
async function originalFileOf(documentId: string): Promise<string> {
  const files = path.join(DATA_DIR, 'files');
  const found = (await readdir(files, { recursive: true })).find((name) => name.endsWith(`${documentId}.pdf`));
  if (!found) throw new Error(`no stored file for ${documentId}`);
  return path.join(files, found);
}

const LAPTOP_SIZE = { width: 1366, height: 768 };
const PHONE_SIZE = { width: 375, height: 667 };

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
  browser,
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

  // The signer's link says the copy will come by mail, rather than to try again in a moment.
  const signerPage = await openAsSigner(browser, signerLinkOf(await waitForMail(sent.signer.email)), PHONE);
  await expect(signerPage.getByRole('heading', { name: 'contract.pdf' })).toBeVisible();
  await expect(signerPage.getByRole('heading', { name: 'You signed this document' })).toBeVisible();
  await expect(signerPage.getByRole('status')).toHaveText(
    'Everyone has signed it. Your copy of the signed PDF will be e-mailed to you as soon as it is ready.',
  );
  await expect(signerPage.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await screenshot(signerPage, 'signer-link-sealing-failed-phone');
  await signerPage.context().close();

  // The overview counts it in Needs attention; Documents says it is in Archives, and leads there.
  await page.goto('/document');
  const overview = page.getByRole('navigation', { name: 'Overview' });
  await expect(overview.getByRole('link', { name: /Needs attention/ })).toContainText('1');
  await overview.getByRole('link', { name: /Needs attention/ }).click();
  await expect(page).toHaveURL(/status=NeedsAttention/);
  await expect(page.getByText('Also in Archives: 1 completed document(s) whose sealing failed.')).toBeVisible();
  await screenshot(page, 'documents-needs-attention-seal-failed');
  await page.getByRole('link', { name: 'Show them' }).click();
  await expect(page).toHaveURL(/\/archives\?status=NeedsAttention/);
  await expect(page.getByRole('row', { name: /contract\.pdf/ })).toBeVisible();
  // Retried, it would leave this filtered view at once: the rest follows it in the whole list.
  await page.goto('/archives');
  const row = page.getByRole('row', { name: /contract\.pdf/ });
  await expect(row.getByText('Sealing failed', { exact: true })).toBeVisible();
  await expect(row.getByText('The signed copy could not be sealed, so nobody has received it yet.')).toBeVisible();
  const retry = row.getByRole('button', { name: 'Retry sealing contract.pdf' });
  await expect(retry).toHaveAccessibleDescription(/nobody has received it yet/);
  await screenshot(page, 'archive-sealing-failed');

  // On a phone the table scrolls sideways: what failed and Retry sealing sit under the document, on screen.
  await page.setViewportSize(PHONE_SIZE);
  const badge = page.getByText('Sealing failed', { exact: true });
  await expect(badge).toBeVisible();
  expect(await badge.evaluate((label) => label.scrollWidth <= label.clientWidth), 'the badge is not cut short').toBe(
    true,
  );
  const explanation = page.getByText('The signed copy could not be sealed, so nobody has received it yet.');
  await expect(explanation).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Retry sealing contract.pdf' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Retry sealing contract.pdf' })).toHaveAccessibleDescription(
    /nobody has received it yet/,
  );
  await screenshot(page, 'archive-sealing-failed-phone');
  await page.setViewportSize(LAPTOP_SIZE);

  // The disk is back; the owner retries from the keyboard.
  await rename(moved, original);
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Sealing started again: the signed copy will be e-mailed once it is ready.'),
  ).toBeVisible();
  // The button went with the failure: the focus is on the row's sealing state, which says it is under way
  // (or, when that was quick, done), not 'Completed' alone.
  const sealState = row.getByRole('status');
  await expect(sealState).toBeFocused();
  await expect(sealState).toHaveText(/^(Sealing…|Sealed)$/);
  await screenshot(page, 'archive-sealing-retried');
  await expect(sealState).toHaveText('Sealed', { timeout: 30_000 });
  await expect.poll(() => sealStateOf(page, sent), { timeout: 30_000 }).toBe('sealed');
  await page.reload();
  await expect(page.getByRole('row', { name: /contract\.pdf/ })).toBeVisible();
  await expect(page.getByText('Sealing failed', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry sealing contract.pdf' })).toHaveCount(0);
  const download = await page.request.get(`/v1/documents/${sent.documentId}/download`, { headers: sent.headers });
  expect(download.status()).toBe(200);
});
