import { type BrowserContextOptions, expect, type Locator, type Page, test } from '@playwright/test';
import { registerViaApi, signIn, uniqueEmail } from './support/accounts';
import { expectNoCutText } from './support/cut-text';
import { waitForMail } from './support/mail';
import { pdfOfPages } from './support/pdf';
import { centreOn, pageBox } from './support/pdf-view';
import { DESKTOP, PHONE, press } from './support/signing';

const SHOTS = '.artifacts/screenshots';
const LAPTOP: BrowserContextOptions = { ...DESKTOP, viewport: { width: 1366, height: 768 } };

const fields = (page: Page) => page.locator('[data-field]');

/** A click (a tap on a phone) on a page, at a spot given as fractions of the page as it is drawn. */
async function pressOnPage(page: Page, device: BrowserContextOptions, pageNumber: number, x: number, y: number) {
  await centreOn(page, pageNumber, x, y);
  const box = await pageBox(page, pageNumber).boundingBox();
  if (!box) throw new Error('the page is not on screen');
  const point = { x: box.x + box.width * x, y: box.y + box.height * y };
  if (device.hasTouch) await page.touchscreen.tap(point.x, point.y);
  else await page.mouse.click(point.x, point.y);
}

/** Where a field lies on its page, in fractions of the page as the owner sees it. */
async function onScreenFractions(field: Locator) {
  return field.evaluate((element) => {
    const pageRect = (element.closest('[data-pdf-page]') as HTMLElement).getBoundingClientRect();
    const rect = element.getBoundingClientRect();
    return {
      left: (rect.left - pageRect.left) / pageRect.width,
      top: (rect.top - pageRect.top) / pageRect.height,
      right: (rect.right - pageRect.left) / pageRect.width,
      bottom: (rect.bottom - pageRect.top) / pageRect.height,
    };
  });
}

for (const [name, device] of [
  ['laptop', LAPTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`on a ${name}`, () => {
    test.use(device);

    test('a new owner uploads a three-signer contract, places its fields with clicks, and sends it from the editor', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await signIn(page, await registerViaApi(request));
      await page.goto('/document');
      await press(page.getByRole('link', { name: 'Upload Document' }), device);

      // The PDF, picked with the drop zone's button, and the three people who sign it.
      const chooser = page.waitForEvent('filechooser');
      await press(page.getByRole('button', { name: 'Drop a PDF here, or choose a file' }), device);
      await (await chooser).setFiles({
        name: 'contract.pdf',
        mimeType: 'application/pdf',
        buffer: await pdfOfPages(2),
      });
      const people = [
        { name: 'Ana Ruiz', email: uniqueEmail('ana') },
        { name: 'Bo Li', email: uniqueEmail('bo') },
        { name: 'Cy Oduya', email: uniqueEmail('cy') },
      ];
      for (const [index, person] of people.entries()) {
        if (index > 0) await press(page.getByRole('button', { name: 'Add signer' }), device);
        // Each input names its row, in the laptop's table as in the phone's cards.
        await page.getByRole('textbox', { name: `Name of signer ${index + 1}` }).fill(person.name);
        await page.getByRole('textbox', { name: `Email of signer ${index + 1}` }).fill(person.email);
      }
      await press(page.getByRole('button', { name: 'Upload', exact: true }), device);

      // Straight into the editor, with the first signer and a signature chosen.
      await expect(page).toHaveURL(/\/annotate\?templateId=/);
      await expect(page.getByRole('heading', { name: 'contract.pdf' })).toBeVisible();
      await expect(page.getByText('Place fields', { exact: true })).toBeVisible();
      const signers = page.getByRole('group', { name: 'Signers' });
      await expect(signers.getByRole('button', { name: 'Ana Ruiz' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('button', { name: 'Signature Field' })).toHaveAttribute('aria-pressed', 'true');
      await expect(pageBox(page, 1).locator('canvas')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();

      // One click each: Ana's signature, centred where it was clicked, then Bo's and Cy's.
      await pressOnPage(page, device, 1, 0.3, 0.7);
      const anas = pageBox(page, 1).getByRole('group', { name: 'Signature Field field of Ana Ruiz' });
      await expect(anas).toBeVisible();
      const placed = await onScreenFractions(anas);
      expect((placed.left + placed.right) / 2).toBeCloseTo(0.3, 1);
      expect((placed.top + placed.bottom) / 2).toBeCloseTo(0.7, 1);
      expect(placed.right - placed.left).toBeGreaterThan(0.15);
      await press(signers.getByRole('button', { name: 'Bo Li' }), device);
      await pressOnPage(page, device, 1, 0.7, 0.7);
      await press(signers.getByRole('button', { name: 'Cy Oduya' }), device);
      await pressOnPage(page, device, 1, 0.3, 0.85);
      await expect(fields(page)).toHaveCount(3);

      // A text field placed by mistake, deleted with the button its selected box shows (no hover on a phone).
      await press(page.getByRole('button', { name: 'Text', exact: true }), device);
      await pressOnPage(page, device, 1, 0.7, 0.85);
      const mistake = pageBox(page, 1).getByRole('group', { name: 'Text field of Cy Oduya' });
      await expect(mistake).toHaveAttribute('data-selected', 'true');
      const remove = mistake.getByRole('button', { name: 'Delete field' });
      await expect(remove).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/editor-sending-in-minutes-selected-${name}.png` });
      await press(remove, device);
      await expect(fields(page)).toHaveCount(3);
      await expect(mistake).toHaveCount(0);

      // Undo brings it back, Redo deletes it again.
      await press(page.getByRole('button', { name: 'Undo' }), device);
      await expect(mistake).toBeVisible();
      await expect(fields(page)).toHaveCount(4);
      await press(page.getByRole('button', { name: 'Redo' }), device);
      await expect(mistake).toHaveCount(0);
      await expect(fields(page)).toHaveCount(3);
      await expect(page.getByRole('button', { name: 'Redo' })).toBeDisabled();
      await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();

      // A date for Bo: a low box, one line high.
      await press(signers.getByRole('button', { name: 'Bo Li' }), device);
      await press(page.getByRole('button', { name: 'Date signed' }), device);
      await pressOnPage(page, device, 1, 0.7, 0.85);
      await expect(pageBox(page, 1).getByRole('group', { name: 'Date signed field of Bo Li' })).toBeVisible();
      await expect(fields(page)).toHaveCount(4);

      // At the smallest zoom no caption is cut: each runs on past its small box; the box's title says it whole too.
      await press(page.getByRole('button', { name: /^Zoom level/ }), device);
      await press(page.getByRole('menuitem', { name: '50%', exact: true }), device);
      await expect(page.getByRole('button', { name: 'Zoom level 50%' })).toBeVisible();
      await expectNoCutText(page, 'the field editor at 50%');
      await expect(anas).toHaveAttribute('title', 'Ana Ruiz · Signature Field');
      await page.screenshot({ path: `${SHOTS}/editor-sending-in-minutes-50-${name}.png` });
      await press(page.getByRole('button', { name: 'Zoom level 50%' }), device);
      await press(page.getByRole('menuitem', { name: '100%', exact: true }), device);
      await centreOn(page, 1, 0.5, 0.75);
      await page.screenshot({ path: `${SHOTS}/editor-sending-in-minutes-${name}.png` });

      // Send saves the fields and asks Invite Sign's questions; sent, the owner is back in Documents.
      await press(page.getByRole('button', { name: 'Send', exact: true }), device);
      const invite = page.getByRole('dialog', { name: 'Invite Sign' });
      await expect(invite).toContainText('Send “contract.pdf” to its signers?');
      await invite
        .getByRole('textbox', { name: 'Message to the signers (optional)' })
        .fill('Our contract, for the three of us.');
      await expect(invite.getByRole('button', { name: 'Send' })).toBeEnabled();
      await page.screenshot({ path: `${SHOTS}/editor-sending-in-minutes-invite-${name}.png` });
      await press(invite.getByRole('button', { name: 'Send' }), device);
      await expect(page.getByText('Document sent for signing')).toBeVisible();
      await expect(page).toHaveURL(/\/document$/);
      await expect(page.getByText('Only a draft document can be changed')).toHaveCount(0);
      const sentItem = page.getByRole(name === 'phone' ? 'listitem' : 'row').filter({ hasText: 'contract.pdf' });
      await expect(sentItem).toContainText('Signing In Progress');

      // Each signer is invited.
      for (const person of people) expect((await waitForMail(person.email)).subject).toBe('Please sign “contract.pdf”');
    });
  });
}
