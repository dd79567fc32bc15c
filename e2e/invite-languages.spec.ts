import { type BrowserContextOptions, expect, test } from '@playwright/test';
import { de } from '../apps/web/src/i18n/de';
import { tr } from '../apps/web/src/i18n/tr';
import { registerViaApi, screenshot } from './support/accounts';
import { expectNoCutText } from './support/cut-text';
import { placeFieldViaApi, seedDocument } from './support/documents';
import { PHONE, signersOf } from './support/signing';

/**
 * Invite Sign on a phone in the languages whose words run longest: the owner taps Invite Sign on the Documents list
 * and Send in the dialog, as drawn; nothing in the list or the dialog may be cut or run past the screen's edge.
 */
const LANGUAGES = [
  { code: 'de', locale: 'de-DE', words: de },
  { code: 'tr', locale: 'tr-TR', words: tr },
] as const;

for (const { code, locale, words } of LANGUAGES) {
  test.describe(code, () => {
    test.use({ ...PHONE, locale } satisfies BrowserContextOptions);

    test(`the owner invites the signers from the Documents list on a phone in ${code}`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const account = await registerViaApi(request, { language: code });
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await page.locator('input[type="email"]').fill(account.email);
      await page.locator('input[type="password"]').fill(account.password);
      await page.locator('form button[type="submit"]').tap();
      await page.waitForURL((url) => url.pathname !== '/login');

      const seeded = await seedDocument(page);
      for (const signer of await signersOf(page, seeded)) await placeFieldViaApi(page, seeded, signer.id);

      await page.goto('/document');
      const invite = page.getByRole('button', { name: `${words['Invite Sign']}: contract.pdf` });
      await expect(invite).toBeVisible();
      await expectNoCutText(page, `documents-${code}`);
      await screenshot(page, `invite-languages-documents-${code}`);
      await invite.tap();

      const dialog = page.getByRole('dialog', { name: words['Invite Sign'] });
      await expect(dialog.getByRole('group', { name: 'Bob' })).toBeVisible();
      await expectNoCutText(page, `invite-dialog-${code}`);
      await screenshot(page, `invite-languages-dialog-${code}`, { fullPage: false });
      await dialog.getByRole('button', { name: words.Send, exact: true }).tap();

      await expect(page.getByText(words['Document sent for signing'])).toBeVisible();
      await expect(dialog).toBeHidden();
    });
  });
}
