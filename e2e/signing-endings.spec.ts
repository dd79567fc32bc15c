import { type BrowserContextOptions, expect, type Page, test } from '@playwright/test';
import { registerViaApi, signIn, uniqueEmail } from './support/accounts';
import { placeFieldViaApi, seedDocument } from './support/documents';
import { waitForMail } from './support/mail';
import {
  signingActions as actions,
  approveAndSubmit,
  chooseDecline,
  drawWithMouse,
  drawWithTouch,
  finishWithConsent,
  inviteFromDocumentsPage,
  openAsSigner,
  PHONE,
  press,
  signerLinkOf,
  signersOf,
} from './support/signing';

/** Where screenshots of these screens go, to be looked at. */
const SHOTS = '.artifacts/screenshots';

const VIEWPORTS: { name: string; device: BrowserContextOptions }[] = [
  { name: 'desktop', device: { viewport: { width: 1366, height: 768 } } },
  { name: 'phone', device: PHONE },
];

/** The owner, signed in, with a document for `signers` (one field each) sent from the Documents page. */
async function sentTo(page: Page, request: Parameters<typeof registerViaApi>[0], names: [string, number][]) {
  const owner = await registerViaApi(request);
  await signIn(page, owner);
  const signers = names.map(([name, level]) => ({ name, level, email: uniqueEmail(name.toLowerCase()) }));
  const seeded = await seedDocument(page, signers);
  const users = await signersOf(page, seeded);
  for (const user of users) await placeFieldViaApi(page, seeded, user.id);
  await inviteFromDocumentsPage(page);
  return { owner, seeded, signers };
}

for (const { name, device } of VIEWPORTS) {
  test.describe(`the signer's ending (${name})`, () => {
    test('Finish: focus starts on the main action; the ending says who signs next, then offers the sealed PDF', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const { seeded, signers } = await sentTo(page, request, [
        ['Amy', 1],
        ['Bob', 2],
      ]);
      const [amy, bob] = signers;
      if (!amy || !bob) throw new Error('two signers');
      const amyPage = await openAsSigner(browser, signerLinkOf(await waitForMail(amy.email)), device);
      await expect(actions(amyPage).getByRole('button', { name: 'Start signing' })).toBeFocused();
      await press(actions(amyPage).getByRole('button', { name: 'Start signing' }), device);
      // The focus stays on the main action, now Approve (Reject and Revise wait in the menu beside it).
      await expect(actions(amyPage).getByRole('button', { name: 'Approve' })).toBeFocused();
      const pad = amyPage.getByRole('img', { name: 'Draw your signature here' });
      if (device.hasTouch) await drawWithTouch(amyPage, pad);
      else await drawWithMouse(amyPage, pad);
      await press(actions(amyPage).getByRole('button', { name: 'Approve' }), device);
      await expect(amyPage.getByRole('dialog', { name: 'Finish signing' })).toContainText(
        'Next, Bob will be invited to sign.',
      );
      await finishWithConsent(amyPage, device);

      await expect(amyPage).toHaveURL(/\/user-sign-done\?templateId=/);
      const heading = amyPage.getByRole('heading', { name: 'You signed this document' });
      await expect(heading).toBeVisible();
      await expect(heading).toBeFocused();
      await expect(amyPage.getByText('Next to sign: Bob.')).toBeVisible();
      await expect(amyPage.getByText('Once everyone has signed, the signed PDF is e-mailed to you.')).toBeVisible();
      await expect(amyPage.getByRole('combobox', { name: 'Language' })).toBeVisible();
      await amyPage.screenshot({ path: `${SHOTS}/endings-signed-next-${name}.png` });

      // Bob signs; Amy's page follows the document to Completed and offers her the sealed copy.
      await approveAndSubmit(request, { documentId: seeded.documentId, signer: bob });
      const download = amyPage.getByRole('link', { name: 'Download the signed PDF' });
      await expect(download).toBeVisible({ timeout: 60_000 });
      await expect(download).toBeFocused();
      await expect(download).toHaveAttribute(
        'href',
        new RegExp(`/v1/documents/user-sign/${seeded.documentId}/download\\?token=`),
      );
      await expect(amyPage.getByText('Next to sign')).toHaveCount(0);
      await amyPage.screenshot({ path: `${SHOTS}/endings-signed-sealed-${name}.png` });
      const file = await amyPage.request.get((await download.getAttribute('href')) ?? '');
      expect(file.status()).toBe(200);
      expect((await file.body()).includes('/ByteRange'), 'the sealed PDF').toBe(true);
    });

    test('Reject with a reason: one step to the ending; the owner’s mail and History carry the reason', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(90_000);
      const { owner, seeded, signers } = await sentTo(page, request, [
        ['Amy', 1],
        ['Bob', 1],
      ]);
      const [amy] = signers;
      if (!amy) throw new Error('a signer');
      const amyPage = await openAsSigner(browser, signerLinkOf(await waitForMail(amy.email)), device);
      await press(actions(amyPage).getByRole('button', { name: 'Start signing' }), device);
      await chooseDecline(amyPage, 'Reject the document', device);
      const dialog = amyPage.getByRole('dialog', { name: 'Reject the document' });
      const reason = dialog.getByRole('textbox', { name: 'Reason (optional)' });
      await expect(reason).toBeFocused();
      await reason.fill('The fee on page 2 is wrong');
      await amyPage.screenshot({ path: `${SHOTS}/endings-reject-dialog-${name}.png` });
      await dialog.getByRole('button', { name: 'Reject' }).click();

      await expect(amyPage).toHaveURL(/\/user-sign-done\?/);
      await expect(amyPage.getByRole('heading', { name: 'You rejected this document' })).toBeFocused();
      await expect(amyPage.getByText('Your reason: “The fee on page 2 is wrong”')).toBeVisible();
      await expect(
        amyPage.getByText(
          'Signing has stopped for everyone; the sender and the other signers who were invited have been told.',
        ),
      ).toBeVisible();
      await amyPage.screenshot({ path: `${SHOTS}/endings-rejected-${name}.png` });

      const mail = await waitForMail(owner.email, {
        matching: (each) => each.subject === 'Amy rejected “contract.pdf”',
      });
      expect(mail.text).toContain('Amy gave this reason:\n“The fee on page 2 is wrong”');

      await page.setViewportSize(device.viewport ?? { width: 1366, height: 768 });
      await page.goto(`/document/${seeded.documentId}/history`);
      await expect(page.getByText('Reason: The fee on page 2 is wrong').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/endings-history-${name}.png`, fullPage: true });
      await page
        .getByRole('region', { name: 'Signers' })
        .screenshot({ path: `${SHOTS}/endings-history-signers-${name}.png` });
    });

    test('Revise without a reason is blocked; with one it ends as a revision request', async ({
      page,
      browser,
      request,
    }) => {
      const { signers } = await sentTo(page, request, [['Amy', 1]]);
      const [amy] = signers;
      if (!amy) throw new Error('a signer');
      const link = signerLinkOf(await waitForMail(amy.email));
      const amyPage = await openAsSigner(browser, link, device);
      await press(actions(amyPage).getByRole('button', { name: 'Start signing' }), device);
      await chooseDecline(amyPage, 'Ask for a revision', device);
      const dialog = amyPage.getByRole('dialog', { name: 'Ask for a revision' });
      await dialog.getByRole('button', { name: 'Revise' }).click();
      await expect(dialog.getByText('Please say what should be revised')).toBeVisible();
      await expect(amyPage).toHaveURL(/\/user-sign\?/);
      await amyPage.screenshot({ path: `${SHOTS}/endings-revise-blocked-${name}.png` });
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Add the delivery date');
      await dialog.getByRole('button', { name: 'Revise' }).click();
      await expect(amyPage.getByRole('heading', { name: 'You asked for a revision of this document' })).toBeVisible();
      await expect(amyPage.getByText('Your reason: “Add the delivery date”')).toBeVisible();

      // Her link, opened again in a German browser, shows the same ending in German; her own choice wins.
      const german = await openAsSigner(browser, link, { ...device, locale: 'de-DE' });
      const germanHeading = german.getByRole('heading', {
        name: 'Sie haben eine Überarbeitung dieses Dokuments angefordert',
      });
      await expect(germanHeading).toBeVisible();
      await german.screenshot({ path: `${SHOTS}/endings-revision-de-${name}.png` });
      await german.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
      await expect(german.getByRole('heading', { name: 'You asked for a revision of this document' })).toBeVisible();
      await german.reload();
      await expect(german.getByRole('heading', { name: 'You asked for a revision of this document' })).toBeVisible();
    });
  });
}
