import { type APIRequestContext, type BrowserContextOptions, expect, type Page, test } from '@playwright/test';
import { registerViaApi, screenshot } from './support/accounts';
import { expectNoCutText } from './support/cut-text';
import { PHONE } from './support/signing';
import { onFirstPage, seedTemplate, signedInHeaders } from './support/templates';

/**
 * The templates' pages on a phone in the languages whose words run longest (German, Turkish): no text may be cut or
 * run past the screen's edge (support/cut-text.ts), and each screen's screenshot is kept to look at.
 */
const LANGUAGES = [
  { code: 'de', locale: 'de-DE' },
  { code: 'tr', locale: 'tr-TR' },
] as const;

/** A template of two roles, one field each and a text field the sender fills in, made through the API. */
async function seedLease(request: APIRequestContext, account: { email: string; password: string }) {
  const field = (roleId: string | undefined, type: string, y: number, extra = {}) => ({
    roleId,
    type,
    position: onFirstPage(100, y, 400, y + 60),
    ...extra,
  });
  const template = await seedTemplate(request, await signedInHeaders(request, account), {
    name: 'Mietvertrag Musterstraße 12',
    roles: [
      { name: 'Mieterin', level: 1 },
      { name: 'Vermieter', level: 2 },
    ],
    file: 'lease.pdf',
    fields: ([tenant, landlord]) => [
      field(tenant, 'draw', 200),
      field(landlord, 'draw', 600),
      field(tenant, 'text', 400, { label: 'Monatliche Miete', senderFilled: true }),
    ],
  });
  return template.id;
}

async function check(page: Page, name: string) {
  await expectNoCutText(page, name);
  await screenshot(page, name);
}

for (const language of LANGUAGES) {
  test.describe(language.code, () => {
    test.use({ ...PHONE, locale: language.locale } satisfies BrowserContextOptions);

    test(`the templates' pages fit a phone in ${language.code}`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const account = await registerViaApi(request, { language: language.code });
      const templateId = await seedLease(request, account);
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      await page.locator('input[type="email"]').fill(account.email);
      await page.locator('input[type="password"]').fill(account.password);
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname !== '/login');

      await page.goto('/templates');
      await expect(page.locator('main').getByText('Mietvertrag Musterstraße 12').first()).toBeVisible();
      await check(page, `templates-list-${language.code}`);
      await page.locator('main button[aria-haspopup="menu"]').first().click();
      await expect(page.getByRole('menu')).toBeVisible();
      await check(page, `templates-menu-${language.code}`);
      await page.keyboard.press('Escape');

      await page.goto('/templates/new');
      await page.locator('form button[type="submit"]').click();
      await expect(page.locator('main [role="alert"], main .mantine-InputWrapper-error').first()).toBeVisible();
      await check(page, `templates-new-${language.code}`);

      await page.goto(`/templates/${templateId}/use`);
      await expect(page.getByText('Monatliche Miete').first()).toBeVisible();
      await check(page, `templates-use-${language.code}`);

      await page.goto(`/templates/${templateId}/fields`);
      await expect(page.locator('[data-field]').first()).toBeVisible();
      await check(page, `templates-fields-${language.code}`);
    });
  });
}
