import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn, uniqueEmail } from './support/accounts';
import { placeFieldViaApi, seedDocument } from './support/documents';
import { waitForMail } from './support/mail';
import { inviteFromDocumentsPage, openAsSigner, PHONE, pngImage, signerLinkOf, signersOf } from './support/signing';

const LAPTOP = { viewport: { width: 1366, height: 768 } };

/** The signer answers their fields and submits through the API: this journey is about what follows. */
async function signThroughApi(page: Page, link: string) {
  const url = new URL(link);
  const token = url.searchParams.get('token') ?? '';
  const documentId = url.searchParams.get('templateId') ?? '';
  const query = { token };
  const record = await (await page.request.get(`/v1/documents/user-sign/${documentId}`, { params: query })).json();
  const image = `data:image/png;base64,${pngImage(90, 30).toString('base64')}`;
  for (const field of record.coordinates.filter((each: { userId: string }) => each.userId === record.signerID)) {
    const saved = await page.request.put(`/v1/documents/user-sign/${documentId}/coordinate/${field.id}`, {
      params: query,
      data: { response: { image, approve: true, reject: false, revise: false } },
    });
    expect(saved.status()).toBe(200);
  }
  const submitted = await page.request.post(`/v1/documents/user-sign/${documentId}/submit`, { params: query });
  expect((await submitted.json()).status).toBe('Completed');
}

test('a signer reopens their invitation after completion: the document is complete, and the link hands over the sealed PDF', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, await registerViaApi(request));
  const amyEmail = uniqueEmail('amy');
  const seeded = await seedDocument(page, [{ name: 'Amy', email: amyEmail }]);
  const [amy] = await signersOf(page, seeded);
  if (!amy) throw new Error('the flow has one signer');
  await placeFieldViaApi(page, seeded, amy.id);
  await inviteFromDocumentsPage(page);
  const link = signerLinkOf(await waitForMail(amyEmail));
  await signThroughApi(page, link);

  // Days later, Amy opens the invitation again: no 'Expired Link', the document is complete.
  const amyPage = await openAsSigner(browser, link, LAPTOP);
  await expect(amyPage.getByRole('heading', { name: 'Signed document' })).toBeVisible();
  await expect(amyPage.getByRole('heading', { name: 'This document is complete' })).toBeVisible();
  await expect(amyPage.getByRole('heading', { name: 'Sign document' })).toHaveCount(0);
  await expect(amyPage.getByText('Expired Link')).toHaveCount(0);
  // Sealing may still be under way: she reads that her copy appears once ready, and it does, the page
  // checking again on its own (she presses nothing).
  const downloadLink = amyPage.getByRole('link', { name: 'Download the signed PDF' });
  if (await amyPage.getByRole('button', { name: 'Try again' }).isVisible()) {
    await expect(amyPage.getByRole('status')).toHaveText(
      'Everyone has signed it. Your copy of the signed PDF is being sealed; it appears here as soon as it is ready.',
    );
    await screenshot(amyPage, 'signer-link-completed-sealing');
  }
  await expect(downloadLink).toBeVisible({ timeout: 60_000 });
  await expect(amyPage.getByRole('status')).toHaveText('Everyone has signed it. Download your copy of the signed PDF.');
  await screenshot(amyPage, 'signer-link-completed');

  const download = amyPage.waitForEvent('download');
  await downloadLink.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('contract-signed.pdf');
  const sealed = await readFile(await file.path());
  expect(sealed.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(sealed.includes('/ByteRange'), 'the file carries the seal').toBe(true);

  // On her phone too.
  const phone = await openAsSigner(browser, link, PHONE);
  await expect(phone.getByRole('link', { name: 'Download the signed PDF' })).toBeVisible();
  await screenshot(phone, 'signer-link-completed-phone');
});
