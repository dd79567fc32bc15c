import { readFile } from 'node:fs/promises';
import { type Browser, type BrowserContextOptions, expect, type Page, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { registerViaApi, signIn, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { travelInTime } from './support/billing';
import { placeFieldViaApi, seedDocument } from './support/documents';
import { mailsTo, waitForMail } from './support/mail';
import { APP_URL } from './support/ports';
import {
  approveAndSubmit,
  chooseDecline,
  drawWithMouse,
  drawWithTouch,
  inviteFromDocumentsPage,
  openAsSigner,
  PHONE,
  press,
  signerLinkOf,
  signersOf,
  signingActions,
} from './support/signing';

/**
 * "Quick to send, impossible to get stuck": what a new owner meets. A rejection tells everyone once; a plan's refusal
 * is said beside the action with Upgrade; a phone number as people write it; the viewed document's name as the title;
 * the signature and initials kept in Profile. On a laptop and on a phone, by clicks and taps where things are drawn.
 */
const SHOTS = '.artifacts/screenshots';

const DEVICES: { name: string; device: BrowserContextOptions }[] = [
  { name: 'laptop', device: { viewport: { width: 1366, height: 768 } } },
  { name: 'phone', device: PHONE },
];

/** The owner's own browser at the device's size, signed in. */
async function ownerOn(browser: Browser, device: BrowserContextOptions, owner: { email: string; password: string }) {
  const context = await browser.newContext({ ...device, baseURL: APP_URL });
  const page = await context.newPage();
  await signIn(page, owner);
  return page;
}

/** Waits for every mail the mail poll would still send for an event, so a count is the event's whole. */
const settle = (page: Page) => page.waitForTimeout(3_000);

for (const { name, device } of DEVICES) {
  test.describe(name, () => {
    test('a signer rejects: the other invited signer and the owner each get exactly one mail, with the reason', async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const owner = await registerViaApi(request);
      const page = await ownerOn(browser, device, owner);
      const signers = [
        { name: 'Amy', email: uniqueEmail('amy'), level: 1 },
        { name: 'Bob', email: uniqueEmail('bob'), level: 1 },
        { name: 'Cy', email: uniqueEmail('cy'), level: 2 },
      ];
      const seeded = await seedDocument(page, signers);
      for (const user of await signersOf(page, seeded)) await placeFieldViaApi(page, seeded, user.id);
      await inviteFromDocumentsPage(page);
      const [amy, bob, cy] = signers as [(typeof signers)[0], (typeof signers)[0], (typeof signers)[0]];
      const invitation = await waitForMail(amy.email);
      await waitForMail(bob.email);
      const before = {
        owner: (await mailsTo(owner.email)).length,
        amy: (await mailsTo(amy.email)).length,
        bob: (await mailsTo(bob.email)).length,
      };

      const amyPage = await openAsSigner(browser, signerLinkOf(invitation), device);
      await press(signingActions(amyPage).getByRole('button', { name: 'Start signing' }), device);
      await chooseDecline(amyPage, 'Reject the document', device);
      const dialog = amyPage.getByRole('dialog', { name: 'Reject the document' });
      await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('The fee on page 2 is wrong');
      await press(dialog.getByRole('button', { name: 'Reject' }), device);
      await expect(amyPage.getByRole('heading', { name: 'You rejected this document' })).toBeVisible();
      await expect(
        amyPage.getByText(
          'Signing has stopped for everyone; the sender and the other signers who were invited have been told.',
        ),
      ).toBeVisible();

      const toOwner = await waitForMail(owner.email, {
        matching: (mail) => mail.subject === 'Amy rejected “contract.pdf”',
      });
      expect(toOwner.text).toContain('Amy gave this reason:\n“The fee on page 2 is wrong”');
      const toBob = await waitForMail(bob.email, {
        matching: (mail) => mail.subject === '“contract.pdf” was rejected: signing has stopped',
      });
      expect(toBob.text).toContain('Amy rejected “contract.pdf”, so signing has stopped.');
      expect(toBob.text).toContain('Reason: The fee on page 2 is wrong');
      await settle(page);
      expect((await mailsTo(owner.email)).length - before.owner, 'the owner: one mail').toBe(1);
      expect((await mailsTo(bob.email)).length - before.bob, 'Bob, invited: one mail').toBe(1);
      expect((await mailsTo(amy.email)).length - before.amy, 'Amy rejected it herself').toBe(0);
      expect(await mailsTo(cy.email), 'Cy was never invited').toHaveLength(0);
      await amyPage.context().close();
      await page.context().close();
    });

    test('Invite Sign after the plan ended: the reason is said in the dialog, with Upgrade to the packages', async ({
      browser,
      request,
    }) => {
      test.setTimeout(90_000);
      const owner = await registerViaApi(request);
      const page = await ownerOn(browser, device, owner);
      const seeded = await seedDocument(page, [{ name: 'Amy', email: uniqueEmail('amy') }]);
      const [amy] = await signersOf(page, seeded);
      await placeFieldViaApi(page, seeded, amy?.id ?? '');
      await travelInTime(page, owner.email, 8);

      await page.goto('/document');
      await press(page.getByRole('button', { name: 'Invite Sign: contract.pdf' }), device);
      const dialog = page.getByRole('dialog', { name: 'Invite Sign' });
      await press(dialog.getByRole('button', { name: 'Send' }), device);
      const alert = dialog.getByRole('alert');
      await expect(alert).toContainText(
        /Your Free trial plan ended on \d{4}-\d{2}-\d{2}: choose a plan to create more/,
      );
      // Beside the action, not over the header: under the dialog's buttons.
      const send = await dialog.getByRole('button', { name: 'Send' }).boundingBox();
      const said = await alert.boundingBox();
      expect((said?.y ?? 0) >= (send?.y ?? 0) + (send?.height ?? 0), 'the message lies under Send').toBe(true);
      await alert.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/mails-plan-limit-${name}.png` });
      await expectNoSeriousA11yViolations(page, `plan limit in Invite Sign (${name})`);

      await press(alert.getByRole('link', { name: 'Upgrade' }), device);
      await expect(page).toHaveURL(/\/package$/);
      await expect(page.getByRole('heading', { name: 'Package Selection' })).toBeVisible();
      await page.context().close();
    });

    test('Profile takes a phone number written the international way', async ({ browser, request }) => {
      test.setTimeout(90_000);
      const page = await ownerOn(browser, device, await registerViaApi(request));
      await page.goto('/profile');
      await press(page.getByRole('button', { name: 'Edit' }), device);
      const phone = page.getByLabel('Phone number');
      // What is not a number says what is accepted, beside the field.
      await phone.fill('call me');
      await press(page.getByRole('button', { name: 'Update' }), device);
      await expect(phone).toHaveAccessibleDescription(
        'Phone number must have 9 to 15 digits; spaces, dashes, dots, brackets and a leading + are allowed',
      );
      await phone.fill('');
      await phone.pressSequentially('+49 30 1234567');
      await expect(phone).toHaveValue('+49 30 1234567');
      await press(page.getByRole('button', { name: 'Update' }), device);
      await expect(page.getByText('Profile updated.')).toBeVisible();
      await page.reload();
      await expect(page.getByLabel('Phone number')).toHaveValue('+49301234567');
      // An Indonesian mobile number, written with dashes, is kept as its digits.
      await press(page.getByRole('button', { name: 'Edit' }), device);
      await page.getByLabel('Phone number').fill('0812-3456-7890');
      await press(page.getByRole('button', { name: 'Update' }), device);
      await expect(page.getByText('Profile updated.').last()).toBeVisible();
      await page.reload();
      await expect(page.getByLabel('Phone number')).toHaveValue('081234567890');
      await page.context().close();
    });

    test('a completed document viewed from Archive is titled by its name, in the page and in its PDF', async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const page = await ownerOn(browser, device, await registerViaApi(request));
      const signer = { name: 'Amy Signer', email: uniqueEmail('signer') };
      const seeded = await seedDocument(page, [signer]);
      const [user] = await signersOf(page, seeded);
      await placeFieldViaApi(page, seeded, user?.id ?? '');
      await inviteFromDocumentsPage(page);
      await approveAndSubmit(request, { documentId: seeded.documentId, signer });

      await page.goto('/archives');
      await press(page.getByRole('link', { name: /^View the (signed copy|preview) of contract\.pdf$/ }), device);
      await expect(page).toHaveURL(/\/generate\?templateId=/);
      // The sealed copy, once made: the file signers and /verify know.
      const download = page.getByRole('link', { name: 'Download contract-signed.pdf' });
      await expect(async () => {
        await page.reload();
        await expect(download).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 60_000 });
      await expect(page).toHaveTitle('contract.pdf · SignFlow');
      const downloading = page.waitForEvent('download');
      await press(download, device);
      const pdf = await PDFDocument.load(await readFile(await (await downloading).path()), { updateMetadata: false });
      expect(pdf.getTitle(), 'what a PDF viewer titles it by').toBe('contract.pdf');
      await page.screenshot({ path: `${SHOTS}/mails-generate-title-${name}.png` });
      await page.context().close();
    });

    test('Profile keeps a drawn signature and typed initials', async ({ browser, request }) => {
      test.setTimeout(120_000);
      const page = await ownerOn(browser, device, await registerViaApi(request));
      await page.goto('/profile');
      const section = page.getByRole('region', { name: 'Signature and initials' });
      await section.scrollIntoViewIfNeeded();
      const signature = section.getByRole('region', { name: 'Signature', exact: true });
      const initials = section.getByRole('region', { name: 'Initials', exact: true });
      await expect(signature).toContainText('Nothing kept yet.');

      await press(signature.getByRole('button', { name: 'Add' }), device);
      const pad = signature.getByRole('img', { name: 'Draw your signature here' });
      await expect(pad).toBeVisible();
      if (device.hasTouch) await drawWithTouch(page, pad);
      else await drawWithMouse(page, pad);
      await page.screenshot({ path: `${SHOTS}/mails-profile-signature-drawing-${name}.png` });
      await press(signature.getByRole('button', { name: 'Save' }), device);
      await expect(signature.getByRole('img', { name: 'Your kept signature' })).toBeVisible();

      await press(initials.getByRole('button', { name: 'Add' }), device);
      // Saved empty, it says what is missing beside Save.
      await press(initials.getByRole('button', { name: 'Save' }), device);
      await expect(initials.getByRole('alert')).toHaveText('Draw your initials first');
      await press(initials.getByText('Type', { exact: true }), device);
      await initials.getByRole('textbox', { name: 'Type your initials' }).fill('AL');
      await press(initials.getByRole('button', { name: 'Save' }), device);
      await expect(initials.getByRole('img', { name: 'Your kept initials: AL' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `Profile's signature and initials (${name})`);

      await page.reload();
      await section.scrollIntoViewIfNeeded();
      await expect(signature.getByRole('img', { name: 'Your kept signature' })).toBeVisible();
      await expect(initials.getByRole('img', { name: 'Your kept initials: AL' })).toBeVisible();
      await section.screenshot({ path: `${SHOTS}/mails-profile-signatures-${name}.png` });
      await page.context().close();
    });
  });
}
