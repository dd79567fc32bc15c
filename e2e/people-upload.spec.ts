import { expect, type Page, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { pdfOfPages } from './support/pdf';
import { press } from './support/signing';

const SIZES = [
  ['laptop', { width: 1366, height: 768 }],
  ['phone', { width: 375, height: 667 }],
] as const;

/** The PDF chosen through the drop zone's picker, as a person picks a file. */
async function choosePdf(page: Page, name: string, phone: boolean) {
  const chooser = page.waitForEvent('filechooser');
  await press(page.getByRole('button', { name: 'Drop a PDF here, or choose a file' }), { hasTouch: phone });
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: await pdfOfPages(2) });
  await expect(page.getByText(`Chosen: ${name}`)).toBeVisible();
}

async function typeSigner(page: Page, number: number, signer: { name: string; email: string; level?: string }) {
  await page.getByRole('textbox', { name: `Name of signer ${number}` }).fill(signer.name);
  await page.getByRole('textbox', { name: `Email of signer ${number}` }).fill(signer.email);
  if (signer.level) await page.getByRole('textbox', { name: `Level of signer ${number}` }).fill(signer.level);
}

for (const [size, viewport] of SIZES) {
  const phone = size === 'phone';
  // A phone is touched: the test taps where a finger would.
  test.describe(size, () => {
    test.use({ viewport, hasTouch: phone, isMobile: phone });

    test(`'Just these people' saved as a flow when asked, and on a TRIAL whose one flow is taken, still uploaded without one`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await signIn(page, await registerViaApi(request));

      // First upload: the people typed here are kept as a flow too, because the owner ticks the box.
      await page.goto('/document/upload');
      await expect(page.getByRole('radio', { name: 'Just these people' })).toBeChecked();
      await choosePdf(page, 'Lease 2027.pdf', phone);
      await typeSigner(page, 1, { name: 'Ana Ruiz', email: uniqueEmail('ana') });
      await press(page.getByRole('button', { name: 'Add signer' }), { hasTouch: phone });
      await typeSigner(page, 2, { name: 'Bo Li', email: uniqueEmail('bo'), level: '2' });
      const save = page.getByRole('checkbox', { name: /Also save these people as a flow/ });
      await expect(save).toBeEnabled();
      await press(page.getByText('Also save these people as a flow, named after the document'), { hasTouch: phone });
      await expect(save).toBeChecked();
      await expectNoSeriousA11yViolations(page, `upload with people saved as a flow (${size})`);
      await screenshot(page, `people-upload-save-as-flow-${size}`);
      await press(page.getByRole('button', { name: 'Upload', exact: true }), { hasTouch: phone });
      // The upload opens in the field editor, its signers the people typed.
      await expect(page).toHaveURL(/\/annotate\?templateId=/);
      await expect(page.getByRole('heading', { name: 'Lease 2027.pdf' })).toBeVisible();

      // The flow is in Approval flows, named after the document, with both people.
      await page.goto('/template-flow');
      const listed = phone
        ? page.getByRole('list', { name: 'Approval flows' }).getByRole('listitem').filter({ hasText: 'Lease 2027' })
        : page.getByRole('row', { name: /Lease 2027/ });
      await expect(listed).toBeVisible();
      await expect(listed).toContainText('2');

      // Second upload, on the TRIAL plan whose one flow that was: the box cannot be ticked and says why; the upload
      // itself goes through, with these people as the document's own signers.
      await page.goto('/document/upload');
      await press(page.getByRole('radio', { name: 'Just these people' }), { hasTouch: phone });
      await choosePdf(page, 'Lease 2028.pdf', phone);
      await typeSigner(page, 1, { name: 'Cy Park', email: uniqueEmail('cy') });
      await expect(save).toBeDisabled();
      await expect(save).toHaveAccessibleDescription(
        'Your Free trial plan has no room for another flow: these people sign this document only.',
      );
      await screenshot(page, `people-upload-no-room-for-a-flow-${size}`);
      await press(page.getByRole('button', { name: 'Upload', exact: true }), { hasTouch: phone });
      await expect(page).toHaveURL(/\/annotate\?templateId=/);
      await page.goto('/document');
      const row = phone
        ? page.getByRole('list', { name: 'Documents' }).getByRole('listitem').filter({ hasText: 'Lease 2028.pdf' })
        : page.getByRole('row', { name: /Lease 2028\.pdf/ });
      await expect(row).toContainText('Add a field for Cy Park before inviting');

      await page.goto('/template-flow');
      await expect(listed).toBeVisible();
      await expect(page.getByText('Lease 2028')).toHaveCount(0);
    });
  });
}
