import { expect, type Page, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn } from './support/accounts';
import { buyFromPackagePage, createFlowViaApi, ownerHeaders, pdfText, travelInTime } from './support/billing';
import { waitForMail } from './support/mail';
import { approveAndSubmit, sendToOneSigner } from './support/signing';

const WIDE = { width: 1366, height: 768 };
const PHONE = { width: 375, height: 667 };

/** A screen at the laptop's size and the phone's, then back to the laptop's. */
async function screenshotBothSizes(page: Page, name: string) {
  await page.setViewportSize(WIDE);
  await screenshot(page, `${name}-1366`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-375`);
  await page.setViewportSize(WIDE);
}

function isoDay(date: Date) {
  return date.toISOString().slice(0, 10);
}

test.use({ viewport: WIDE });

test('on TRIAL, buying STARTER quarterly by virtual account through the sandbox page makes the plan STARTER', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await registerViaApi(request);
  await signIn(page, account);
  const headers = await ownerHeaders(page);
  await expect(page.getByText(/Your free trial ends on/)).toBeVisible();

  // TRIAL allows one flow.
  expect((await createFlowViaApi(page, headers, 'First')).status()).toBe(201);
  expect((await createFlowViaApi(page, headers, 'Second')).status()).toBe(403);

  await page.goto('/package');
  await expect(page.getByRole('heading', { name: 'Package Selection', level: 1 })).toBeVisible();
  const trial = page.getByRole('article', { name: 'Free trial' });
  await expect(trial.getByRole('button', { name: /^Valid until / })).toBeDisabled();
  const starter = page.getByRole('article', { name: 'Starter' });
  await expect(starter).toContainText('Rp 50.000');
  await expect(starter.getByRole('row', { name: /3 months/ })).toContainText('Rp 150.000');
  await expect(starter.getByRole('row', { name: /Annually/ })).toContainText('Rp 500.000');
  const enterprise = page.getByRole('article', { name: 'Enterprise' });
  await expect(enterprise.getByRole('link', { name: 'Contact sales' })).toHaveAttribute('href', /^mailto:/);
  await starter.getByText('Up to 10 flows').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Reusable approval flows of named approvers, in signing order');
  await screenshotBothSizes(page, 'billing-package-selection');

  // The purchase steps; the modal's screens at both sizes on the way.
  await page.getByRole('button', { name: 'Choose Starter Plan' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: '3 months' }).check();
  await screenshotBothSizes(page, 'billing-purchase-frequency');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('group', { name: 'Virtual Account' })).toBeVisible();
  await expect(dialog).toContainText('Rp 165.000');
  await screenshotBothSizes(page, 'billing-purchase-method');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await buyFromPackagePage(page, { plan: 'Starter', term: '3 months', method: 'BCA Virtual Account' });
  await expect(page.locator('body')).toContainText('165.000');
  await screenshotBothSizes(page, 'billing-sandbox-page');
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back on the invoice page, paid.
  await page.waitForURL(/\/invoice\?/);
  const invoiceUrl = page.url();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  const invoiceNo = (await page.getByText(/^INV\/\d{4}\/\d{6}$/).textContent()) ?? '';
  expect(invoiceNo).toMatch(/^INV\//);
  await expect(page.getByRole('cell', { name: 'Starter plan, 3 months' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Subtotal/ })).toContainText('Rp 150.000');
  await expect(page.getByRole('row', { name: /Tax \(10 %\)/ })).toContainText('Rp 15.000');
  await expect(page.getByRole('row', { name: /Total/ })).toContainText('Rp 165.000');
  await expect(page.getByRole('button', { name: 'Submit Payment' })).toHaveCount(0);
  await screenshotBothSizes(page, 'billing-invoice-paid');

  // The plan: STARTER for 3 months from now, the trial banner gone, 10 flows allowed.
  const { subscription } = await (await page.request.get('/v1/profile/subscription', { headers })).json();
  expect(subscription.plan).toBe('STARTER');
  const expectedEnd = new Date();
  expectedEnd.setUTCMonth(expectedEnd.getUTCMonth() + 3);
  expect(Math.abs(new Date(subscription.endDate).getTime() - expectedEnd.getTime())).toBeLessThan(2 * 86_400_000);
  await page.goto('/subscription');
  await expect(page.getByText('Starter', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', '/package');
  await screenshotBothSizes(page, 'billing-subscription');
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Your free trial ends on/)).toHaveCount(0);
  expect((await createFlowViaApi(page, headers, 'Second')).status()).toBe(201);

  // The profile's tabs: the plan, and the billing with its invoice.
  await page.goto('/profile#billing');
  await expect(page.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByRole('row', { name: /Starter plan, 3 months/ });
  await expect(row).toContainText('Paid');
  await expect(row).toContainText('Rp 165.000');
  await expect(row).toContainText(/\d\d \w{3} \d{4} \d\d:\d\d/);
  await expect(row.getByRole('button', { name: `Download invoice ${invoiceNo}` })).toBeVisible();
  await screenshotBothSizes(page, 'billing-profile-billing-tab');
  await page.getByRole('tab', { name: 'Subscription' }).click();
  await expect(page.getByText('Starter', { exact: true })).toBeVisible();

  // The invoice PDF, from the invoice page, read as a person's tools read it.
  await page.goto(invoiceUrl);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download invoice' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`invoice-${invoiceNo.replaceAll('/', '-')}.pdf`);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const text = pdfText(Buffer.concat(chunks));
  expect(text).toContain(invoiceNo);
  expect(text).toContain(account.email);
  expect(text).toMatch(/STARTER/);
  expect(text).toMatch(/165[.,]000/);

  // The receipt, with the invoice attached.
  const receipt = await waitForMail(account.email, { matching: (mail) => mail.subject.includes(invoiceNo) });
  expect(receipt.attachments.map((attachment) => attachment.filename)).toContain(
    `invoice-${invoiceNo.replaceAll('/', '-')}.pdf`,
  );
});

test('a failed payment stays pending, and Submit Payment leads back to the payment page', async ({ page, request }) => {
  test.setTimeout(90_000);
  const account = await registerViaApi(request);
  await signIn(page, account);
  await page.goto('/subscription-plan');
  await buyFromPackagePage(page, { plan: 'Pro', term: 'Annually (10 months + 2 bonus months)', method: 'OVO' });
  const paymentPage = page.url();
  await page.getByRole('button', { name: 'Fail' }).click();

  await page.waitForURL(/\/invoice\?/);
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  // The annual term's lines read as the invoice PDF does: 10 months charged, then the 2 bonus months at 0.
  await expect(page.getByRole('cell', { name: 'Pro plan, 10 months', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '2 bonus months', exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Total/ })).toContainText('Rp 1.100.000');
  await expect(page.getByRole('button', { name: 'Download invoice' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/profile#billing');
  await screenshotBothSizes(page, 'billing-invoice-pending');

  // The shell's banner offers Pay Now while the billing waits; the subscription page shows it too.
  await page.goto('/documents');
  const banner = page.getByRole('region', { name: 'Unpaid billing' });
  await expect(banner).toContainText('Pro plan');
  await expect(banner.getByRole('button', { name: 'Pay Now' })).toBeVisible();
  await screenshotBothSizes(page, 'billing-unpaid-banner');
  await page.goto('/subscription');
  await expect(
    page.getByRole('region', { name: 'Unpaid billing' }).getByRole('button', { name: 'Pay Now' }),
  ).toBeVisible();

  // The plan is still TRIAL.
  const { subscription } = await (
    await page.request.get('/v1/profile/subscription', { headers: await ownerHeaders(page) })
  ).json();
  expect(subscription.plan).toBe('TRIAL');

  await page.goto('/profile#billing');
  const row = page.getByRole('row', { name: /Pro plan/ });
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: /^Submit Payment for / }).click();
  await page.waitForURL(paymentPage);
  await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible();
});

test('an expired TRIAL refuses a new flow with the plan’s message, while an invited signer still completes', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await registerViaApi(request);
  await signIn(page, account);
  const sent = await sendToOneSigner(page);

  await travelInTime(page, account.email, 8);
  const { subscription } = await (await page.request.get('/v1/profile/subscription', { headers: sent.headers })).json();
  const endDate = isoDay(new Date(subscription.endDate));
  expect(new Date(subscription.endDate).getTime()).toBeLessThan(Date.now());

  await page.goto('/documents');
  const banner = page.getByRole('region', { name: 'Your plan has ended' });
  await expect(banner).toContainText('Your Free trial plan ended on');
  await expect(page.getByText(/Your free trial ends on/)).toHaveCount(0);
  await screenshotBothSizes(page, 'billing-expired-banner');

  const refused = await createFlowViaApi(page, sent.headers, 'After the end');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(`Your TRIAL plan ended on ${endDate}: choose a plan to create more`);
  await page.goto('/template-flow/header');
  await page.getByLabel('Flow name').fill('After the end');
  await page.getByRole('textbox', { name: 'Name of approver 1' }).fill('Amy');
  await page.getByRole('textbox', { name: 'Email of approver 1' }).fill('amy@example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  // The page names the plan in the reader's language; the API's message keeps its code.
  await expect(page.getByText(`Your Free trial plan ended on ${endDate}: choose a plan to create more`)).toBeVisible();

  // The signer invited before the end still signs, and the document completes.
  await approveAndSubmit(request, sent);
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/v1/documents/signing/${sent.documentId}`, { headers: sent.headers });
      return (await answer.json()).document.status as string;
    })
    .toMatch(/complete/i);

  await banner.getByRole('link', { name: 'Choose a plan' }).click();
  await expect(page).toHaveURL(/\/package$/);
});
