import { type BrowserContextOptions, expect, type Page, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn, uniqueEmail } from './support/accounts';
import { cutTexts } from './support/cut-text';
import { uploadForPeople } from './support/documents';
import { pdfOfPages } from './support/pdf';
import { PHONE, press } from './support/signing';

/**
 * The plan's document limit as the package page words it: the documents kept in the account count, those in the Trash
 * too, until the Trash is emptied. A refused upload says so beside Upload, with Upgrade. On a laptop and a phone.
 */
const DEVICES: { name: string; device: BrowserContextOptions }[] = [
  { name: 'laptop', device: { viewport: { width: 1366, height: 768 } } },
  { name: 'phone', device: PHONE },
];

/** Upload Document from Documents: a PDF picked with the drop zone's button, one signer typed, then Upload. */
async function uploadFromDocuments(page: Page, device: BrowserContextOptions, name: string) {
  await page.goto('/document');
  await press(page.getByRole('link', { name: 'Upload Document' }), device);
  const chooser = page.waitForEvent('filechooser');
  await press(page.getByRole('button', { name: 'Drop a PDF here, or choose a file' }), device);
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: await pdfOfPages(1) });
  await page.getByRole('textbox', { name: 'Name of signer 1' }).fill('Bo Li');
  await page.getByRole('textbox', { name: 'Email of signer 1' }).fill(uniqueEmail('bo'));
  await press(page.getByRole('button', { name: 'Upload', exact: true }), device);
}

for (const { name, device } of DEVICES) {
  test.describe(name, () => {
    test.use(device);

    test('a Free trial holds 3 documents, the Trash’s among them: the 4th is refused beside Upload with Upgrade until the Trash is emptied', async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000);
      await signIn(page, await registerViaApi(request));
      for (const each of ['one.pdf', 'two.pdf', 'three.pdf']) {
        await uploadForPeople(page, [{ name: 'Amy', email: uniqueEmail('amy') }], { name: each });
      }

      // The fourth: refused where Upload was pressed, not in a passing toast.
      await uploadFromDocuments(page, device, 'four.pdf');
      const upload = page.getByRole('button', { name: 'Upload', exact: true });
      const refusal = page
        .getByRole('alert')
        .filter({ hasText: 'Document limit reached: the Free trial plan allows 3' });
      await expect(refusal).toBeVisible();
      // In sight, under nothing (a laptop's footer lies fixed over the bottom of the window).
      await expect(refusal).toBeInViewport({ ratio: 1 });
      const refusalBox = await refusal.boundingBox();
      const onTop = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="alert"]') !== null,
        { x: (refusalBox?.x ?? 0) + 8, y: (refusalBox?.y ?? 0) + (refusalBox?.height ?? 0) - 4 },
      );
      expect(onTop, 'nothing lies over the refusal').toBe(true);
      const uploadBox = await upload.boundingBox();
      expect((await refusal.boundingBox())?.y ?? 0, 'the refusal lies under Upload').toBeGreaterThanOrEqual(
        (uploadBox?.y ?? 0) + (uploadBox?.height ?? 0),
      );
      await expect(page).toHaveURL(/\/document\/upload$/);
      await screenshot(page, `plan-limits-upload-refused-${name}`, { fullPage: false });

      // In German and in Turkish, the same words whole, and Upgrade beside them.
      // The switcher by its place: its own name changes with the language.
      const language = page.getByRole('banner').getByRole('combobox');
      for (const { option, words, upgrade } of [
        { option: 'Deutsch', words: 'Der Tarif Kostenlose Testversion erlaubt 3', upgrade: 'Tarif upgraden' },
        { option: 'Türkçe', words: 'Ücretsiz deneme planı en fazla 3 belgeye izin verir', upgrade: 'Planı yükselt' },
      ]) {
        await language.selectOption(option);
        const said = page.getByRole('alert').filter({ hasText: words });
        await expect(said.getByRole('link', { name: upgrade })).toBeVisible();
        await said.scrollIntoViewIfNeeded();
        // The account's e-mail in a laptop's header is shortened on purpose (its whole is in the user menu).
        const cut = (await cutTexts(page)).filter((line) => !line.includes('@example.com”'));
        expect(cut, `cut text on the refused upload in ${option} (${name})`).toEqual([]);
        await screenshot(page, `plan-limits-upload-refused-${name}-${option}`, { fullPage: false });
      }
      await language.selectOption('English');

      // Upgrade leads to the packages, whose document limit says how documents count.
      await press(refusal.getByRole('link', { name: 'Upgrade' }), device);
      await expect(page.getByRole('heading', { name: 'Package Selection' })).toBeVisible();
      const limit = page.getByText('Up to 50 documents');
      await press(limit, device);
      await expect(page.getByRole('tooltip')).toHaveText(
        'Documents kept in your account, those in the Trash included: emptying the Trash frees their places',
      );
      await screenshot(page, `plan-limits-package-tooltip-${name}`, { fullPage: false });

      // One document moved to the Trash still counts.
      await page.goto('/document');
      await press(page.getByRole('button', { name: 'Delete: one.pdf' }), device);
      await press(page.getByRole('dialog').getByRole('button', { name: 'Move to Trash' }), device);
      await expect(page.getByText('Moved to Trash')).toBeVisible();
      await uploadFromDocuments(page, device, 'four.pdf');
      await expect(refusal).toBeVisible();

      // Emptied, the Trash gives its place back: the upload goes through, into the field editor.
      await page.goto('/trash');
      await press(page.getByRole('button', { name: 'Empty Trash' }), device);
      await press(page.getByRole('dialog').getByRole('button', { name: 'Empty Trash' }), device);
      await expect(page.getByText('Documents deleted for good: 1')).toBeVisible();
      await uploadFromDocuments(page, device, 'four.pdf');
      await expect(page).toHaveURL(/\/annotate\?templateId=/);
      await expect(page.getByRole('heading', { name: 'four.pdf' })).toBeVisible();
    });
  });
}
