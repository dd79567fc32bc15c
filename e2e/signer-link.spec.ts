import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn, uniqueEmail } from './support/accounts';
import { placeFieldViaApi, seedDocument } from './support/documents';
import { waitForMail } from './support/mail';
import {
  approveAndSubmit,
  DESKTOP,
  inviteFromDocumentsPage,
  openAsSigner,
  PHONE,
  signerLinkOf,
  signersOf,
} from './support/signing';

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
  // She signs through the API: this journey is about what follows.
  await approveAndSubmit(request, { documentId: seeded.documentId, signer: { email: amyEmail } });

  // Days later, Amy opens the invitation again: no 'Expired Link', the document is complete.
  const amyPage = await openAsSigner(browser, link, DESKTOP);
  await expect(amyPage.getByRole('heading', { name: 'contract.pdf' })).toBeVisible();
  await expect(amyPage.getByRole('heading', { name: 'You signed this document' })).toBeVisible();
  await expect(amyPage.getByRole('heading', { name: 'Sign document' })).toHaveCount(0);
  await expect(amyPage.getByText('Expired Link')).toHaveCount(0);
  // Sealing may still be under way: she reads that her copy appears once ready, and it does, the page
  // checking again on its own (she presses nothing).
  const downloadLink = amyPage.getByRole('link', { name: 'Download the signed PDF' });
  if (await amyPage.getByText('is being sealed').isVisible()) {
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
