import { expect, type Locator, type Page, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoCutText } from './support/cut-text';
import { LAPTOP_AND_PHONE, press } from './support/signing';

/**
 * The account's API keys on the Integrations page (docs/api.md#api-keys): the owner opens Integrations from the
 * sidebar, makes a key with a last day, copies it, their software calls the API with it, and once revoked it is
 * refused. On a laptop and a phone.
 */

const SIZES = LAPTOP_AND_PHONE;

/** A key's entry: its table row on wide screens, its card on phones. */
function keyEntry(page: Page, name: string): Locator {
  return page
    .getByRole('table', { name: 'API keys' })
    .getByRole('row', { name: new RegExp(name) })
    .or(page.getByRole('list', { name: 'API keys' }).getByRole('listitem').filter({ hasText: name }));
}

for (const [size, device] of SIZES) {
  test.describe(size, () => {
    test.use({ ...device, permissions: ['clipboard-read', 'clipboard-write'] });

    test('the owner makes a key, copies it, their software uses it, and revoking it stops it', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const tap = (locator: Locator) => press(locator, device);
      const account = await registerViaApi(request, { email: `${size}${Date.now().toString(36)}@ex.co` });
      await signIn(page, account);

      // Integrations, from the sidebar (behind the menu button on a phone).
      if (device.hasTouch) await tap(page.getByRole('button', { name: 'Toggle sidebar' }));
      await tap(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Integrations' }));
      await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
      await expect(page.getByText('No API keys yet')).toBeVisible();

      // A name is needed; a day already past is refused before anything is sent.
      await tap(page.getByRole('button', { name: 'Create key' }));
      await expect(page.getByRole('textbox', { name: 'Key name' })).toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('textbox', { name: 'Key name' }).fill('CRM sync');
      const lastDay = page.getByLabel('Last day it works (optional)');
      await lastDay.fill('2020-01-31');
      await tap(page.getByRole('button', { name: 'Create key' }));
      await expect(page.getByText('The expiry must be in the future')).toBeVisible();
      const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
      await lastDay.fill(nextYear);
      await tap(page.getByRole('button', { name: 'Create key' }));

      // Shown once, to copy.
      await expect(page.getByText('The key “CRM sync” is made')).toBeVisible();
      const key = (await page.getByLabel('The new key').textContent())?.trim() ?? '';
      expect(key).toMatch(/^sf_live_[A-Za-z0-9_-]{40,}$/);
      await tap(page.getByRole('button', { name: 'Copy key' }));
      await expect(page.getByText('Key copied')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
      await expectNoSeriousA11yViolations(page, `new API key (${size})`);
      await expectNoCutText(page, `new API key (${size})`);
      await screenshot(page, `api-key-made-${size}`);
      await tap(page.getByRole('button', { name: 'Done' }));
      await expect(page.getByText(key)).toHaveCount(0);

      // The owner's software calls the API with it; the list then shows its last use.
      const flows = await request.get('/v1/flow', { headers: { authorization: `Bearer ${key}` } });
      expect(flows.status()).toBe(200);
      expect(flows.headers()['ratelimit-limit']).toBeTruthy();
      await page.reload();
      const entry = keyEntry(page, 'CRM sync');
      await expect(entry).toContainText(key.slice(0, 14));
      await expect(entry).not.toContainText('Not used yet');
      await expectNoSeriousA11yViolations(page, `API keys (${size})`);
      await expectNoCutText(page, `API keys (${size})`);
      await screenshot(page, `api-keys-${size}`);

      // Revoked behind a confirmation: the software is refused at once.
      await tap(entry.getByRole('button', { name: 'Revoke the key CRM sync' }));
      const dialog = page.getByRole('dialog', { name: 'Revoke this key?' });
      await expect(dialog).toContainText('Software that uses the key “CRM sync” stops working at once.');
      await screenshot(page, `api-key-revoke-${size}`, { fullPage: false });
      await tap(dialog.getByRole('button', { name: 'Revoke' }));
      await expect(page.getByText('Key revoked')).toBeVisible();
      await expect(page.getByText('No API keys yet')).toBeVisible();
      const refused = await request.get('/v1/flow', { headers: { authorization: `Bearer ${key}` } });
      expect(refused.status()).toBe(401);
    });
  });
}
