import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { registerViaApi, signIn, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoCutText } from './support/cut-text';
import { LAPTOP_AND_PHONE, press } from './support/signing';
import { rentalTemplate } from './support/templates';

/**
 * A template's public link as its owner sets it (docs/domain.md#public-links), and its roles: from Templates → Manage →
 * Public link, the owner names the fixed person of the second role, mends the roles the server refuses, turns the link
 * on, copies it for a visitor, replaces it and turns it off; in the field editor, renames a role. On a laptop and a phone.
 */

const SHOTS = '/work/wt/shots-linkweb';
const SIZES = LAPTOP_AND_PHONE;

/** What a visitor sees at `path`, in a browser of their own. */
async function visit(browser: Browser, device: (typeof SIZES)[number][1], path: string) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

/** A list's entry: a row of its table on wide screens, its card on phones. */
function entry(page: Page, text: RegExp): Locator {
  return page
    .getByRole('table', { name: 'Templates' })
    .getByRole('row', { name: text })
    .or(page.getByRole('list', { name: 'Templates' }).getByRole('listitem').filter({ hasText: text }));
}

for (const [size, device] of SIZES) {
  test.describe(size, () => {
    test.use({ ...device, permissions: ['clipboard-read', 'clipboard-write'] });

    test('the owner sets a public link up, mends its roles, copies it for a visitor, replaces it and turns it off; renames a role', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      const tap = (locator: Locator) => press(locator, device);
      // A dialog is shot in the window it opens in; a page whole.
      const shot = (name: string, fullPage = true) =>
        page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage });
      // A short address: the top bar shows it whole, as the cut-text check asks.
      const account = await registerViaApi(request, { email: `${size}${Date.now().toString(36)}@ex.co` });
      // A template of one signature for the Tenant and one for the Witness, both at level 1: no link fits it yet.
      await rentalTemplate(request, account, 1);
      await signIn(page, account);

      // Templates → Manage → Public link.
      await page.goto('/templates');
      await tap(entry(page, /Rental agreement/).getByRole('button', { name: 'Manage Rental agreement' }));
      await tap(page.getByRole('menuitem', { name: 'Public link' }));
      await expect(page.getByRole('heading', { name: 'Public link: Rental agreement' })).toBeVisible();
      await expect(page.getByText('The link gets its address the first time you turn it on')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `public link settings (${size})`);
      await expectNoCutText(page, `public link settings (${size})`);
      await shot('settings-new');

      // The Witness is a fixed person; turning the link on is refused while both roles share the lowest level.
      await page.getByRole('textbox', { name: 'Name of Witness' }).fill('Walt Witness');
      await page.getByRole('textbox', { name: 'Email of Witness' }).fill(uniqueEmail('walt'));
      const linkSwitch = page.getByRole('switch', { name: 'Anyone with the link can sign' });
      const drawnSwitch = page.locator('.mantine-Switch-track');
      await tap(drawnSwitch);
      const refusal = 'Whoever opens the link signs first: only the first role may have the lowest level';
      await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
      await expect(linkSwitch).not.toBeChecked();
      await expect(page.getByText('What to change')).toBeVisible();
      await shot('settings-refused');

      // Edit roles, from the explanation: the Witness signs after the visitor.
      await tap(page.getByRole('button', { name: 'Edit roles' }).first());
      const rolesDialog = page.getByRole('dialog', { name: 'Roles of “Rental agreement”' });
      await expect(rolesDialog).toBeVisible();
      await expectNoSeriousA11yViolations(page, `roles dialog (${size})`);
      await shot('settings-roles', false);
      await rolesDialog.getByRole('textbox', { name: 'Level of role 2' }).fill('2');
      await tap(rolesDialog.getByRole('button', { name: 'Save roles' }));
      await expect(rolesDialog).toBeHidden();
      await expect(page.getByRole('group', { name: 'Witness (level 2)' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Name of Witness' })).toHaveValue('Walt Witness');

      // On: the link gets its address, to copy.
      await tap(drawnSwitch);
      await expect(linkSwitch).toBeChecked();
      const address = page.getByRole('textbox', { name: 'Link address' });
      await expect(address).toHaveValue(/\/p\//);
      const firstUrl = new URL(await address.inputValue());
      await tap(page.getByRole('button', { name: 'Copy link' }));
      await expect(page.getByText('Link copied')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstUrl.href);
      await expectNoSeriousA11yViolations(page, `public link on (${size})`);
      await expectNoCutText(page, `public link on (${size})`);
      await shot('settings-on');

      // A visitor, in a browser of their own, is asked who they are.
      const first = await visit(browser, device, new URL(firstUrl.href).pathname);
      await expect(first.page.getByRole('heading', { name: 'Sign “Rental agreement”' })).toBeVisible();
      await expect(first.page.getByLabel('Your full name')).toBeVisible();
      await first.page.screenshot({ path: `${SHOTS}/visitor-${size}.png` });

      // Replace link: asked first; the old address then says the link does not exist.
      await tap(page.getByRole('button', { name: 'Replace link' }));
      const confirm = page.getByRole('dialog', { name: 'Replace the link?' });
      await expect(confirm).toContainText('The current link stops working at once');
      await expectNoSeriousA11yViolations(page, `replace link dialog (${size})`);
      await shot('settings-replace', false);
      await tap(confirm.getByRole('button', { name: 'Replace link' }));
      await expect(confirm).toBeHidden();
      await expect(address).not.toHaveValue(firstUrl.href);
      const secondUrl = new URL(await address.inputValue());
      await first.page.goto(firstUrl.pathname);
      await expect(first.page.getByRole('alert')).toHaveText(
        'This link does not exist. Check that you copied all of it',
      );
      await first.close();

      // Off: the new address says the link was turned off.
      await tap(drawnSwitch);
      await expect(linkSwitch).not.toBeChecked();
      await expect(page.getByText('Off: the link tells visitors it has been turned off.')).toBeVisible();
      const second = await visit(browser, device, secondUrl.pathname);
      await expect(second.page.getByRole('alert')).toHaveText('This link has been turned off by its owner');
      await second.close();
      await shot('settings-off');

      // In the field editor, Edit roles renames the Witness; the editor's roles say the new name.
      await page.goto('/templates');
      await tap(entry(page, /Rental agreement/).getByRole('link', { name: 'Edit fields of Rental agreement' }));
      const roles = page.getByRole('group', { name: 'Roles' });
      await expect(roles.getByRole('button', { name: 'Witness' })).toBeVisible();
      await tap(page.getByRole('button', { name: 'Edit roles' }));
      await expect(rolesDialog).toBeVisible();
      await rolesDialog.getByRole('textbox', { name: 'Name of role 2' }).fill('Guarantor');
      await shot('editor-roles', false);
      await tap(rolesDialog.getByRole('button', { name: 'Save roles' }));
      await expect(rolesDialog).toBeHidden();
      await expect(roles.getByRole('button', { name: 'Guarantor' })).toBeVisible();
      await expect(roles.getByRole('button', { name: 'Witness' })).toHaveCount(0);
      await shot('editor-renamed');
    });
  });
}
