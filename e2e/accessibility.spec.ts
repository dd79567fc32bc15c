import { expect, type Locator, type Page, test } from '@playwright/test';
import { registerViaApi, signIn, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations, seriousA11yViolations } from './support/axe';
import { buyFromPackagePage } from './support/billing';
import { placeFieldViaApi, seedDocument } from './support/documents';
import { listEntry } from './support/lists';
import { mailsTo, waitForMail } from './support/mail';
import {
  approveAndSubmit,
  drawWithMouse,
  finishWithConsent,
  openAsSigner,
  sendToOneSigner,
  signerLinkOf,
  signersOf,
} from './support/signing';

/** Every screen is checked at a laptop's size and at a phone's. */
const SIZES = [
  { width: 1366, height: 768 },
  { width: 375, height: 667 },
] as const;

/** Opens `path`, waits until `ready` shows (the screen's content, not its loader), and checks the screen. */

async function visit(page: Page, label: string, path: string, ready: (page: Page) => Locator) {
  await page.goto(path);
  await expect(ready(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page, label);
}

/** Opens a dialog with `open`, checks the screen with it, and closes it with Escape. */
async function checkDialog(page: Page, label: string, open: () => Promise<void>, name?: string) {
  await open();
  const dialog = page.getByRole('dialog', name ? { name } : {});
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, label);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

function heading(name: string | RegExp) {
  return (page: Page) => page.getByRole('heading', { name, level: 1 });
}

test('the checker fails on a serious violation and on a button whose name leaves out its visible label', async ({
  page,
}) => {
  await page.setContent(
    `<html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>
     <button aria-label="Close the window">Send</button>
     <button aria-label="Send the form">Send</button>
     <button aria-label="Delete field"><span aria-hidden="true">×</span></button>
     <a href="#top" aria-labelledby="home">Start</a><span id="home" hidden>Home page</span>
     <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
     </main></body></html>`,
  );
  const failure = (await seriousA11yViolations(page)).join('\n');
  expect(failure).toContain('image-alt (critical)');
  expect(failure).toContain('label-content-name-mismatch (serious)');
  expect(failure).toContain('shows “Send” but is named “Close the window”');
  expect(failure).toContain('shows “Start” but is named “Home page”');
  expect(failure).not.toContain('Send the form');
  expect(failure).not.toContain('Delete field');
});

for (const viewport of SIZES) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the public pages, and the registration on to its success page', async ({ page, request }) => {
      test.setTimeout(120_000);
      await visit(page, 'login', '/login', (p) => p.getByRole('button', { name: 'Sign in', exact: true }));
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByText('Required').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'login with its errors');
      await visit(page, 'forgot password', '/forgot-password', heading('Forgot password'));

      const account = await registerViaApi(request);
      await page.getByLabel('Email').fill(account.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page).toHaveURL(/\/login$/);
      const mail = await waitForMail(account.email, { matching: (each) => each.subject === 'Reset your password' });
      const link = new URL(mail.text.match(/https?:\/\/\S+\/recover-password\?token=[\w-]+/)?.[0] ?? '');
      await visit(page, 'recover password', `${link.pathname}${link.search}`, heading('Choose a new password'));
      await visit(page, 'verify e-mail without a token', '/verify-email', (p) => p.getByRole('heading').first());
      await visit(page, 'verify e-mail with a wrong token', '/verify-email?token=made-up-token', (p) =>
        p.getByRole('heading').first(),
      );
      await visit(page, 'verify', '/verify', (p) => p.getByRole('heading').first());
      await visit(page, 'privacy policy', '/privacy-policy', (p) => p.getByRole('heading').first());
      await visit(page, 'callback', '/callback', (p) => p.getByRole('heading', { name: 'Callback' }));

      await visit(page, 'register', '/register', (p) => p.getByRole('heading', { name: 'Create your account' }));
      await page.getByRole('button', { name: 'Register' }).click();
      await expect(page.getByText('Required').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'register with its errors');
      await page.getByLabel('First name').fill('Grace');
      await page.getByLabel('Last name').fill('Hopper');
      await page.getByLabel('Email').fill(uniqueEmail('a11y'));
      await page.getByLabel('Phone number').fill('905551234567');
      await page.getByLabel('Password', { exact: true }).fill('cobol1959');
      await page.getByLabel('Retype password').fill('cobol1959');
      await page.getByRole('button', { name: 'Register' }).click();
      await expect(page).toHaveURL(/\/register\/success$/);
      await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
      await expectNoSeriousA11yViolations(page, 'register success');
    });

    test("the owner's billing, profile and flows", async ({ page, request }) => {
      test.setTimeout(180_000);
      await signIn(page, await registerViaApi(request));
      await expectNoSeriousA11yViolations(page, 'documents, empty');
      await page.getByRole('button', { name: 'User menu' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'user menu');
      await page.keyboard.press('Escape');
      await visit(page, 'blank', '/blank', (p) => p.getByRole('button', { name: 'User menu' }));

      await visit(page, 'subscription', '/subscription', heading(/./));
      await visit(page, 'package selection', '/package', heading('Package Selection'));
      await page.getByRole('button', { name: 'Choose Starter Plan' }).click();
      const purchase = page.getByRole('dialog');
      await expect(purchase.getByRole('heading', { name: 'Choose a billing frequency' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'purchase: frequency');
      await purchase.getByRole('radio', { name: '3 months' }).check();
      await purchase.getByRole('button', { name: 'Continue' }).click();
      await expect(purchase.getByRole('heading', { name: 'Choose a payment method' })).toBeVisible();
      await expect(purchase.getByRole('radio').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'purchase: payment method');
      await page.keyboard.press('Escape');
      await buyFromPackagePage(page, { plan: 'Starter', term: '3 months', method: 'BCA Virtual Account' });
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL(/\/invoice\?/);
      await expect(page.getByText('Paid', { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'invoice');

      await visit(page, 'profile', '/profile', (p) => p.getByLabel('First name'));
      await page.getByRole('tab', { name: 'Subscription' }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'profile: subscription');
      await page.getByRole('tab', { name: 'Billing' }).click();
      await expect(page.getByRole('tabpanel').getByRole('table')).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'profile: billing');

      // Flows: a new one on its one page (with its errors), then the saved flow's page, then the list.
      await visit(page, 'create flow', '/template-flow/header', (p) => p.getByLabel('Flow name'));
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Required').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'create flow with its errors');
      await page.getByLabel('Flow name').fill('Purchase orders');
      await page.getByRole('textbox', { name: 'Name of approver 1' }).fill('Amy');
      await page.getByRole('textbox', { name: 'Email of approver 1' }).fill('amy@example.com');
      await page.getByRole('button', { name: 'Add approver' }).click();
      await page.getByRole('textbox', { name: 'Name of approver 2' }).fill('Bob');
      await page.getByRole('textbox', { name: 'Email of approver 2' }).fill('bob@example.com');
      await expectNoSeriousA11yViolations(page, 'create flow with two approvers');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page).toHaveURL(/\/template-flow$/);
      await page.getByRole('link', { name: 'Edit Flow Purchase orders' }).click();
      await expect(page.getByRole('textbox', { name: 'Name of approver 2' })).toHaveValue('Bob');
      await expectNoSeriousA11yViolations(page, 'a flow’s page');
      await visit(page, 'flows', '/template-flow', (p) => listEntry(p, 'Approval flows', /Purchase orders/));
      await checkDialog(page, 'delete flow dialog', () =>
        listEntry(page, 'Approval flows', /Purchase orders/)
          .getByRole('button', { name: /Delete/ })
          .click(),
      );
    });

    test("the owner's documents, the field editor and the documents' dialogs", async ({ page, request }) => {
      test.setTimeout(180_000);
      await signIn(page, await registerViaApi(request));
      // A paid plan allows the several flows the documents below bring.
      await page.goto('/package');
      await buyFromPackagePage(page, { plan: 'Starter', term: '3 months', method: 'BCA Virtual Account' });
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL(/\/invoice\?/);

      // A draft with a field placed, and a document sent, signed and completed.
      const draft = await seedDocument(page, [{ name: 'Amy', email: uniqueEmail('amy') }]);
      const [amy] = await signersOf(page, draft);
      await placeFieldViaApi(page, draft, amy?.id ?? '');
      const sent = await sendToOneSigner(page);
      const done = await sendToOneSigner(page);
      await approveAndSubmit(request, done);

      await visit(page, 'documents', '/document', (p) => listEntry(p, 'Documents', /contract\.pdf/).first());
      await expect(listEntry(page, 'Documents', /contract\.pdf/)).toHaveCount(2);
      await expectNoSeriousA11yViolations(page, 'documents, a draft and a sent one');
      await checkDialog(page, 'invite dialog', () =>
        page
          .getByRole('button', { name: /Invite/ })
          .first()
          .click(),
      );
      await checkDialog(page, 'move to Trash dialog', () =>
        page
          .getByRole('button', { name: /Trash|Delete/ })
          .first()
          .click(),
      );
      await page
        .getByRole('button', { name: /Manage/ })
        .first()
        .click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'sent document menu');
      await checkDialog(
        page,
        'correct a signer dialog',
        () => page.getByRole('menuitem', { name: 'Correct a signer' }).click(),
        'Correct a signer',
      );
      await page
        .getByRole('button', { name: /Manage/ })
        .first()
        .click();
      await checkDialog(
        page,
        'cancel signing dialog',
        () => page.getByRole('menuitem', { name: 'Cancel signing' }).click(),
        'Cancel signing',
      );

      await visit(page, 'history', `/document/${sent.documentId}/history`, heading('History of contract.pdf'));
      await visit(page, 'upload', '/document/upload', heading('Upload document'));

      await visit(page, 'field editor', `/annotate?templateId=${draft.documentId}`, (p) =>
        p.locator('[data-field]').first(),
      );
      // The keyboard's way to a field selects it: its delete button shows.
      await page.locator('[data-field]').first().focus();
      await expect(page.locator('[data-field]').first().getByRole('button', { name: 'Delete field' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'field editor, a field selected');
      await checkDialog(
        page,
        "the editor's Send: Invite Sign",
        () => page.getByRole('button', { name: 'Send' }).click(),
        'Invite Sign',
      );

      await visit(page, 'generated preview', `/generate?templateId=${sent.documentId}`, (p) =>
        p.getByText('Preview: not the signed document'),
      );

      await visit(page, 'archives', '/archives', (p) => listEntry(p, 'Archive', /contract\.pdf/));
      await expect(listEntry(page, 'Archive', /contract\.pdf/)).toContainText('Completed');
      await expect(page.getByRole('link', { name: /View/ }).first()).toBeVisible({ timeout: 30_000 });
      await page.reload();
      await expect(listEntry(page, 'Archive', /contract\.pdf/)).toContainText('Completed');
      await expectNoSeriousA11yViolations(page, 'archives with a completed document');

      // The draft goes to Trash.
      await page.goto('/document');
      const draftRow = listEntry(page, 'Documents', /Draft/);
      await draftRow.getByRole('button', { name: /Trash|Delete/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Move to Trash' }).click();
      await expect(page.getByText('Moved to Trash')).toBeVisible();
      await visit(page, 'trash', '/trash', (p) => listEntry(p, 'Trash', /contract\.pdf/));
      await checkDialog(page, 'empty Trash dialog', () => page.getByRole('button', { name: 'Empty Trash' }).click());
    });

    test("the signer's pages and dialogs, from a real invitation", async ({ page, browser, request }) => {
      test.setTimeout(180_000);
      await signIn(page, await registerViaApi(request));
      const sent = await sendToOneSigner(page);
      const link = signerLinkOf(await waitForMail(sent.signer.email));
      const signer = await openAsSigner(browser, link, { viewport });
      const actions = signer.getByRole('region', { name: 'Signing actions' });
      await expect(signer.getByRole('heading', { name: 'contract.pdf' })).toBeVisible();
      await expect(signer.locator('[data-pdf-page="1"] canvas').first()).toBeVisible();
      await expectNoSeriousA11yViolations(signer, 'signing page');

      await checkDialog(signer, 'close signing dialog', () =>
        signer.getByRole('button', { name: 'Close signing' }).click(),
      );
      await actions.getByRole('button', { name: 'Start signing' }).click();
      const pad = signer.getByRole('img', { name: 'Draw your signature here' });
      await expect(pad).toBeVisible();
      await expectNoSeriousA11yViolations(signer, 'signing page with the signature pad');
      await actions.getByRole('button', { name: 'More' }).click();
      await expect(signer.getByRole('menu')).toBeVisible();
      await expectNoSeriousA11yViolations(signer, 'signing page with the other actions menu');
      await signer.keyboard.press('Escape');
      for (const decline of ['Reject the document', 'Ask for a revision']) {
        await checkDialog(signer, `${decline} dialog`, async () => {
          await actions.getByRole('button', { name: 'More' }).click();
          await signer.getByRole('menuitem', { name: decline }).click();
        });
      }
      await expect(pad).toBeVisible();
      await drawWithMouse(signer, pad);
      await actions.getByRole('button', { name: 'Approve' }).click();
      const finish = signer.getByRole('dialog', { name: 'Finish signing' });
      await expect(finish).toBeVisible();
      await expectNoSeriousA11yViolations(signer, 'finish signing dialog');
      await finish.getByRole('button', { name: 'Finish' }).click();
      await expect(finish.getByText('Agree to sign electronically before you finish')).toBeVisible();
      await expectNoSeriousA11yViolations(signer, 'finish signing dialog without the consent');
      await finishWithConsent(signer, { viewport });
      await expect(signer).not.toHaveURL(/\/user-sign\?/);
      await expectNoSeriousA11yViolations(signer, 'after signing');

      // The link once used: what it says depends on whether the document is complete yet.
      await signer.goto(link);
      await expect(signer.getByRole('heading').first()).toBeVisible();
      await expect(signer.getByRole('region', { name: 'Signing actions' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(signer, 'signing link already used');

      const token = new URL(link).searchParams.get('token');
      await visit(signer, 'signed copy', `/user-sign-download?templateId=${sent.documentId}&token=${token}`, (p) =>
        p.getByRole('heading', { name: 'contract.pdf' }),
      );
      expect(await mailsTo(sent.signer.email)).not.toHaveLength(0);
      await signer.context().close();
    });
  });
}
