import { type BrowserContextOptions, expect, type Locator, type Page, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { placeFieldViaApi, seedDocument } from './support/documents';
import { mailsTo, waitForMail } from './support/mail';
import { pdfOfPages } from './support/pdf';
import {
  chooseDecline,
  DESKTOP,
  inviteFromDocumentsPage,
  openAsSigner,
  PHONE,
  press,
  signerLinkOf,
  signersOf,
  signingActions,
} from './support/signing';

const SIZES = [
  ['laptop', { width: 1366, height: 768 }, DESKTOP],
  ['phone', { width: 375, height: 667 }, PHONE],
] as const;

const REASON = 'The start date on page 1 is wrong';

/** The owner's row of `name` in Documents: a table row on a laptop, a card on a phone. */
function documentItem(page: Page, phone: boolean, name: string): Locator {
  return phone
    ? page.getByRole('list', { name: 'Documents' }).getByRole('listitem').filter({ hasText: name })
    : page.getByRole('table', { name: 'Documents' }).getByRole('row', { name: new RegExp(name.replace('.', '\\.')) });
}

for (const [size, viewport, device] of SIZES) {
  const phone = size === 'phone';
  // A phone is touched, the owner's as the signer's: the test taps where a finger would.
  const tap = (locator: Locator) => press(locator, device as BrowserContextOptions);
  test.describe(size, () => {
    test.use({ viewport, hasTouch: phone, isMobile: phone });

    test(`a signer asks for a revision; the owner reads why on the row, prepares again with a new PDF and another signer, and sends`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      await signIn(page, await registerViaApi(page.request));

      // A 3-page contract for Amy (level 1) and Bob (level 2); Bob signs on pages 1 and 3.
      const seeded = await seedDocument(
        page,
        [
          { name: 'Amy', email: uniqueEmail('amy'), level: 1 },
          { name: 'Bob', email: uniqueEmail('bob'), level: 2 },
        ],
        3,
      );
      const [amy, bob] = await signersOf(page, seeded);
      if (!amy || !bob) throw new Error('two signers');
      await placeFieldViaApi(page, seeded, amy.id);
      await placeFieldViaApi(page, seeded, bob.id, { edges: { x1: 0.5, y1: 0.1, x2: 0.8, y2: 0.15 } });
      await placeFieldViaApi(page, seeded, bob.id, { pageNumber: 3 });
      await inviteFromDocumentsPage(page);

      // Amy, on her own device, asks for a revision and says why.
      const amyPage = await openAsSigner(browser, signerLinkOf(await waitForMail(amy.email)), device);
      await tap(signingActions(amyPage).getByRole('button', { name: 'Start signing' }));
      await chooseDecline(amyPage, 'Ask for a revision', device);
      const ask = amyPage.getByRole('dialog', { name: 'Ask for a revision' });
      await ask.getByRole('textbox', { name: 'Reason' }).fill(REASON);
      await tap(ask.getByRole('button', { name: 'Revise' }));
      // Her answer goes with every field of hers at once: on a busy machine it takes a moment.
      await expect(amyPage.getByRole('heading', { name: 'You asked for a revision of this document' })).toBeVisible({
        timeout: 30_000,
      });
      await amyPage.context().close();

      // The owner reads her reason on the document's row.
      await page.goto('/document');
      const item = documentItem(page, phone, 'contract.pdf');
      // The list's first load after the signer's answer may take a while on a busy machine.
      await expect(item).toContainText('Needs your action', { timeout: 30_000 });
      await expect(item).toContainText(`Amy asked for a revision: “${REASON}”`);
      await screenshot(page, `people-revision-reason-on-row-${size}`);

      // Prepare again: the reason again, a corrected PDF of 2 pages, and Bob handed over to Bea.
      await tap(item.getByRole('button', { name: 'Prepare again: contract.pdf' }));
      const dialog = page.getByRole('dialog', { name: 'Prepare again' });
      await expect(dialog).toContainText(`Amy asked for a revision: “${REASON}”`);
      await expect(dialog.getByRole('textbox', { name: 'Name of signer 2' })).toHaveValue('Bob');
      await screenshot(page, `people-prepare-again-dialog-opened-${size}`, { fullPage: false });
      // A damaged PDF first: the server's refusal is said in the dialog, under its buttons, and nothing changes.
      const damagedChooser = page.waitForEvent('filechooser');
      await tap(dialog.getByRole('button', { name: 'Drop a PDF here, or choose a file' }));
      await (await damagedChooser).setFiles({
        name: 'contract-damaged.pdf',
        mimeType: 'application/pdf',
        buffer: (await pdfOfPages(2)).subarray(0, 400),
      });
      await tap(dialog.getByRole('button', { name: 'Prepare again' }));
      const refusal = dialog.getByRole('alert').filter({ hasText: 'The PDF is damaged and cannot be read' });
      await expect(refusal).toBeVisible();
      await expect(refusal).toBeInViewport();
      await screenshot(page, `people-prepare-again-refused-${size}`, { fullPage: false });
      const chooser = page.waitForEvent('filechooser');
      await tap(dialog.getByRole('button', { name: 'Drop a PDF here, or choose a file' }));
      await (await chooser).setFiles({
        name: 'contract-corrected.pdf',
        mimeType: 'application/pdf',
        buffer: await pdfOfPages(2),
      });
      await expect(dialog.getByText('Chosen: contract-corrected.pdf')).toBeVisible();
      const bea = uniqueEmail('bea');
      await dialog.getByRole('textbox', { name: 'Name of signer 2' }).fill('Bea Lane');
      await dialog.getByRole('textbox', { name: 'Email of signer 2' }).fill('not-an-address');
      await tap(dialog.getByRole('button', { name: 'Prepare again' }));
      await expect(dialog.getByRole('textbox', { name: 'Email of signer 2' })).toHaveAccessibleDescription(
        'Invalid email address',
      );
      await dialog.getByRole('textbox', { name: 'Email of signer 2' }).fill(bea);
      // The dialog alone: behind it, the list's orange words fall short of AA contrast on striped rows (not this change).
      await expectNoSeriousA11yViolations(page, `prepare again dialog (${size})`, { within: '[role="dialog"]' });
      await screenshot(page, `people-prepare-again-dialog-${size}`, { fullPage: false });
      await tap(dialog.getByRole('button', { name: 'Prepare again' }));

      // The new PDF has no page 3: Bea's field there was dropped, and the dialog says so.
      const dropped = dialog.getByRole('list', { name: 'Fields dropped' });
      await expect(dropped).toHaveText('Signature Field of Bea Lane, page 3');
      await expect(dialog).toContainText('The new PDF has 2 pages');
      await screenshot(page, `people-prepare-again-dropped-${size}`, { fullPage: false });
      await tap(dialog.getByRole('button', { name: 'Place fields in the editor' }));
      await expect(page).toHaveURL(new RegExp(`/annotate\\?templateId=${seeded.documentId}$`));

      // Nothing more to place: Amy and Bea each keep a field. The owner sends it again.
      await inviteFromDocumentsPage(page);
      await expect(documentItem(page, phone, 'contract.pdf')).toContainText('0 of 2 signed');
      await expect
        .poll(async () => (await mailsTo(amy.email)).filter((mail) => mail.subject.startsWith('Please sign')).length)
        .toBe(2);
      // Bea signs at level 2: invited once Amy has submitted, not now; Bob is not asked again.
      expect(await mailsTo(bea)).toHaveLength(0);

      // The History tells what changed, in the owner's words.
      await page.goto(`/document/${seeded.documentId}/history`);
      await expect(page.getByText('PDF replaced').first()).toBeVisible();
      await expect(page.getByText('Pages: 3 → 2')).toBeVisible();
      await expect(page.getByText('Signer changed').first()).toBeVisible();
      await expect(page.getByText('Name: Bob → Bea Lane')).toBeVisible();
      await screenshot(page, `people-prepare-again-history-${size}`);
    });
  });
}
