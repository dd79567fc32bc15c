import { expect, type Locator, type Page, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { seedDocument } from './support/documents';
import { listEntry } from './support/lists';
import { waitForMail } from './support/mail';
import { pdfOfPages } from './support/pdf';
import { centreOn, pageBox } from './support/pdf-view';
import {
  drawWithMouse,
  drawWithTouch,
  finishWithConsent,
  LAPTOP_AND_PHONE,
  openAsSigner,
  press,
  signerLinkOf,
  signingActions,
} from './support/signing';

const SIZES = LAPTOP_AND_PHONE;

/** Drags on the first page from one spot to another (fractions of the page), as a person draws a field. */
async function drawField(page: Page, from: [number, number], to: [number, number]) {
  await centreOn(page, 1, from[0], from[1]);
  const box = await pageBox(page, 1).boundingBox();
  if (!box) throw new Error('the page is not on screen');
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 5 });
  await page.mouse.up();
}

for (const [size, device] of SIZES) {
  const phone = size === 'phone';
  test.describe(size, () => {
    test.use(device);

    test('a template from an upload, fields for two roles, one filled by the sender; used for two people and sent, the first signer reads the value and signs', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      const shots = `templates-${size}`;
      await signIn(page, await registerViaApi(request));
      const tap = (locator: Locator) => press(locator, device);

      // No template yet: the page says what one is for, and offers to make the first.
      await page.goto('/templates');
      await expect(page.getByRole('heading', { name: 'No templates yet' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `templates, empty (${size})`);
      await screenshot(page, `${shots}-empty`);
      await tap(page.getByRole('link', { name: 'Make your first template' }));

      // A PDF, chosen through the drop zone; the name follows the file; two roles, the second a level later.
      await expect(page).toHaveURL(/\/templates\/new$/);
      const chooser = page.waitForEvent('filechooser');
      await tap(page.getByRole('button', { name: 'Drop a PDF here, or choose a file' }));
      await (await chooser).setFiles({ name: 'Offer.pdf', mimeType: 'application/pdf', buffer: await pdfOfPages(2) });
      await expect(page.getByRole('textbox', { name: 'Template name' })).toHaveValue('Offer');
      await page.getByRole('textbox', { name: 'Name of role 1' }).fill('Client');
      await tap(page.getByRole('button', { name: 'Add role' }));
      await page.getByRole('textbox', { name: 'Name of role 2' }).fill('Manager');
      await page.getByRole('textbox', { name: 'Level of role 2' }).fill('2');
      await expectNoSeriousA11yViolations(page, `new template (${size})`);
      await screenshot(page, `${shots}-new`);
      await tap(page.getByRole('button', { name: 'Next: place fields' }));

      // The field editor, its roles in place of signers: the Client's signature and a text the sender fills in, then
      // the Manager's signature.
      await expect(page).toHaveURL(/\/templates\/[\w-]+\/fields$/);
      await expect(page.getByRole('heading', { name: 'Offer' })).toBeVisible();
      await expect(pageBox(page, 1).locator('canvas')).toBeVisible();
      const roles = page.getByRole('group', { name: 'Roles' });
      await expect(roles.getByRole('button', { name: 'Client' })).toHaveAttribute('aria-pressed', 'true');
      await drawField(page, [0.1, 0.6], [0.45, 0.68]);
      await tap(page.getByRole('group', { name: 'Tools' }).getByRole('button', { name: 'Text' }));
      await drawField(page, [0.1, 0.2], [0.6, 0.26]);
      const terms = pageBox(page, 1).getByRole('group', { name: 'Text field of Client' });
      await expect(terms).toBeVisible();
      await tap(terms.getByRole('button', { name: 'Field settings' }));
      // The switch's track, where it is drawn.
      const senderFills = page.getByRole('switch', { name: 'Filled by the sender' });
      await tap(senderFills);
      await expect(senderFills).toBeChecked();
      await tap(page.getByRole('checkbox', { name: 'Required' }));
      await tap(roles.getByRole('button', { name: 'Manager' }));
      await tap(page.getByRole('group', { name: 'Tools' }).getByRole('button', { name: 'Signature Field' }));
      await drawField(page, [0.5, 0.75], [0.85, 0.83]);
      await expect(page.locator('[data-field]')).toHaveCount(3);
      await tap(page.getByRole('button', { name: 'Save', exact: true }));
      await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
      await expect(terms).toHaveAttribute('title', /Filled by the sender/);
      await expectNoSeriousA11yViolations(page, `template field editor (${size})`);
      await screenshot(page, `${shots}-fields`, { fullPage: false });

      // Use template: a person for each role, the sender's value for the text, then Send now.
      await tap(page.getByRole('button', { name: 'Use template' }));
      await expect(page).toHaveURL(/\/templates\/[\w-]+\/use$/);
      const client = { name: 'Cleo Client', email: uniqueEmail('cleo') };
      await page.getByRole('textbox', { name: 'Name of Client' }).fill(client.name);
      await page.getByRole('textbox', { name: 'Email of Client' }).fill(client.email);
      await page.getByRole('textbox', { name: 'Name of Manager' }).fill('Max Manager');
      await page.getByRole('textbox', { name: 'Email of Manager' }).fill(uniqueEmail('max'));
      // The sender's value of a required text is asked for before anything is made.
      await tap(page.getByRole('button', { name: 'Send now' }));
      await expect(page.getByRole('textbox', { name: 'Text', exact: true })).toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Net 30 days');
      await expectNoSeriousA11yViolations(page, `use template (${size})`);
      await screenshot(page, `${shots}-use`);
      await tap(page.getByRole('button', { name: 'Send now' }));
      await expect(page).toHaveURL(/\/document$/);
      await expect(listEntry(page, 'Documents', /Offer/)).toContainText('Signing In Progress');

      // The template counts the document made from it.
      await page.goto('/templates');
      await expect(listEntry(page, 'Templates', /Offer/)).toContainText('1');
      await expectNoSeriousA11yViolations(page, `templates, listed (${size})`);
      await screenshot(page, `${shots}-list`);

      // The Client reads the sender's value, cannot change it, and signs their signature.
      const signer = await openAsSigner(browser, signerLinkOf(await waitForMail(client.email)), device);
      const given = signer.getByRole('img', { name: /Text field of Cleo Client, Filled by the sender: Net 30 days/ });
      await expect(given).toContainText('Net 30 days');
      await expect(signer.getByRole('textbox')).toHaveCount(0);
      await screenshot(signer, `${shots}-signer`, { fullPage: false });
      await press(signingActions(signer).getByRole('button', { name: 'Start signing' }), device);
      const pad = signer.getByRole('img', { name: 'Draw your signature here' });
      await expect(pad).toBeVisible();
      await (phone ? drawWithTouch(signer, pad) : drawWithMouse(signer, pad));
      await press(signingActions(signer).getByRole('button', { name: 'Approve' }), device);
      await finishWithConsent(signer, device);
      await signer.context().close();
    });
  });
}

test('rename, duplicate (the plan allows one template) and delete a template from the list', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, await registerViaApi(request));
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').auth.token as string);
  const made = await page.request.post('/v1/templates', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      name: 'Lease',
      roles: JSON.stringify([{ name: 'Tenant', level: 1 }]),
      file: { name: 'lease.pdf', mimeType: 'application/pdf', buffer: await pdfOfPages(1) },
    },
  });
  expect(made.status()).toBe(201);

  await page.goto('/templates');
  await page.getByRole('button', { name: 'Manage Lease' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename template' });
  await rename.getByRole('textbox', { name: 'Template name' }).fill('Lease 2027');
  await expectNoSeriousA11yViolations(page, 'rename template');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(listEntry(page, 'Templates', /Lease 2027/)).toBeVisible();

  // The Free trial holds one template: the copy is refused, with Upgrade.
  await page.getByRole('button', { name: 'Manage Lease 2027' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Template limit reached' });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole('link', { name: 'Upgrade' })).toBeVisible();

  await page.getByRole('button', { name: 'Manage Lease 2027' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete template' });
  await expect(confirm).toContainText('Documents already made from it keep everything.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'No templates yet' })).toBeVisible();
});

test('Save as template from Documents: the document’s signers become the roles, and the template opens in its editor', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, await registerViaApi(request));
  await seedDocument(page);
  await page.goto('/document');
  await page.getByRole('button', { name: 'Save as template: contract.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as template' });
  await expect(dialog.getByRole('textbox', { name: 'Template name' })).toHaveValue('contract');
  await expectNoSeriousA11yViolations(page, 'save as template', { within: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Save as template' }).click();
  await expect(page).toHaveURL(/\/templates\/[\w-]+\/fields$/);
  const roles = page.getByRole('group', { name: 'Roles' });
  await expect(roles.getByRole('button', { name: 'Amy' })).toBeVisible();
  await expect(roles.getByRole('button', { name: 'Bob' })).toBeVisible();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(listEntry(page, 'Templates', /contract/)).toContainText('Amy, Bob');
});
