import { type BrowserContextOptions, expect, type Page, test } from '@playwright/test';
import { SIGNER_LINK_TTL_DAYS } from '@signflow/contract/sender-controls';
import { SIGNING_CONSENT_STATEMENTS } from '@signflow/contract/signing';
import { registerViaApi, screenshot } from './support/accounts';
import { expectNoCutText } from './support/cut-text';
import { placeFieldViaApi, seedDocument } from './support/documents';
import { waitForMail } from './support/mail';
import { drawWithTouch, PHONE, sendToOneSigner, signerLinkOf, signersOf } from './support/signing';

/**
 * An Indonesian phone: the browser asks for Indonesian (its locale sets navigator.languages and Accept-Language),
 * so the app speaks it from the first page on. Indonesian words run longer than English ones: on every screen
 * below, no text may be cut or run past the screen's edge (support/cut-text.ts).
 */
const INDONESIAN_PHONE: BrowserContextOptions = { ...PHONE, locale: 'id-ID' };
test.use(INDONESIAN_PHONE);

/** Checks the screen for cut text, and keeps its screenshot to look at. */
async function check(page: Page, name: string) {
  await expectNoCutText(page, name);
  await screenshot(page, `id-${name}`);
}

function heading(page: Page, name: string) {
  return page.getByRole('heading', { name, level: 1 });
}

test("an Indonesian owner's pages on a phone: sign in, buy a plan, documents, upload, field editor, flows, profile", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(heading(page, 'Masuk')).toBeVisible();
  await check(page, 'login');

  const account = await registerViaApi(request, { language: 'id' });
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Kata sandi', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Menu pengguna' })).toBeVisible();
  await expect(heading(page, 'Dokumen')).toBeVisible();
  await check(page, 'documents-empty');

  // Subscription: the plan's page, Package Selection and its purchase, the gateway's page and the invoice.
  await page.goto('/subscription');
  await expect(heading(page, 'Langganan')).toBeVisible();
  await check(page, 'subscription');
  await page.goto('/package');
  await expect(heading(page, 'Pilihan Paket')).toBeVisible();
  await expect(page.getByText('Hingga 10 alur')).toBeVisible();
  await check(page, 'package');
  await page.getByRole('button', { name: 'Pilih Paket Pemula' }).click();
  const purchase = page.getByRole('dialog');
  await expect(purchase.getByRole('heading', { name: 'Pilih periode penagihan' })).toBeVisible();
  await purchase.getByRole('radio', { name: '3 bulan' }).check();
  await check(page, 'purchase-term');
  await purchase.getByRole('button', { name: 'Lanjutkan' }).click();
  await expect(purchase.getByRole('heading', { name: 'Pilih metode pembayaran' })).toBeVisible();
  await purchase.getByRole('radio', { name: 'BCA Virtual Account', exact: true }).check();
  await check(page, 'purchase-method');
  await purchase.getByRole('button', { name: 'Lanjutkan' }).click();
  await page.waitForURL(/\/payments\/sandbox\//);
  await expect(page.getByRole('heading', { name: 'Pembayaran uji coba' })).toBeVisible();
  await expect(page.getByText(/^Rp\s165\.000$/)).toBeVisible();
  await check(page, 'sandbox-payment');
  await page.getByRole('button', { name: 'Bayar' }).click();
  await page.waitForURL(/\/invoice\?/);
  await expect(page.getByText('Lunas', { exact: true })).toBeVisible();
  await check(page, 'invoice');

  // A draft with a field, and a document sent to a signer.
  const draft = await seedDocument(page, [{ name: 'Siti Rahmawati', email: 'siti@example.com' }]);
  const [siti] = await signersOf(page, draft);
  await placeFieldViaApi(page, draft, siti?.id ?? '');
  await sendToOneSigner(page);

  await page.goto('/document');
  const documents = page.getByRole('list', { name: 'Dokumen' }).getByRole('listitem');
  await expect(documents).toHaveCount(2);
  await expect(documents.filter({ hasText: 'Sedang Ditandatangani' })).toHaveCount(1);
  await check(page, 'documents');
  await page.getByRole('button', { name: /^Kelola/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Perbarui tautan' })).toBeVisible();
  await check(page, 'documents-manage-menu');
  await page.keyboard.press('Escape');

  await page.goto('/document/upload');
  await expect(heading(page, 'Unggah dokumen')).toBeVisible();
  await check(page, 'upload');

  await page.goto(`/annotate?templateId=${draft.documentId}`);
  await expect(page.locator('[data-field]').first()).toBeVisible();
  await expect(page.getByText('Kolom Tanda Tangan').first()).toBeVisible();
  await check(page, 'field-editor');

  await page.goto('/template-flow');
  await expect(heading(page, 'Alur persetujuan')).toBeVisible();
  await check(page, 'flows');
  await page.goto('/template-flow/header');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Wajib diisi').first()).toBeVisible();
  await check(page, 'create-flow-errors');

  await page.goto('/profile');
  await expect(page.getByLabel('Nama depan')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Bahasa' }).first()).toHaveValue('id');
  await check(page, 'profile');
  await page.getByRole('tab', { name: 'Langganan' }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await check(page, 'profile-subscription');
  await page.getByRole('tab', { name: 'Tagihan' }).click();
  await expect(page.getByRole('tabpanel').getByText('Lunas').first()).toBeVisible();
  await check(page, 'profile-billing');
});

test('an Indonesian signer signs on a phone, from an Indonesian invitation', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  // The owner works at a desk, in Indonesian; the signer's phone asks for Indonesian too.
  await page.setViewportSize({ width: 1280, height: 800 });
  const account = await registerViaApi(request, { language: 'id' });
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Kata sandi', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Menu pengguna' })).toBeVisible();
  const sent = await sendToOneSigner(page);

  const invitation = await waitForMail(sent.signer.email);
  expect(invitation.subject).toBe('Mohon tanda tangani “contract.pdf”');
  expect(invitation.text).toContain(`Tautan berlaku selama ${SIGNER_LINK_TTL_DAYS} hari.`);

  const context = await browser.newContext(INDONESIAN_PHONE);
  const signer = await context.newPage();
  await signer.goto(signerLinkOf(invitation));
  await expect(signer.locator('html')).toHaveAttribute('lang', 'id');
  await expect(signer.locator('[data-pdf-page="1"] canvas').first()).toBeVisible();
  const actions = signer.getByRole('region', { name: 'Tindakan penandatanganan' });
  await expect(actions.getByRole('button', { name: 'Mulai tanda tangan' })).toBeVisible();
  await check(signer, 'signer-start');

  await actions.getByRole('button', { name: 'Mulai tanda tangan' }).tap();
  const pad = signer.getByRole('img', { name: 'Gambar tanda tangan Anda di sini' });
  await expect(pad).toBeVisible();
  await check(signer, 'signer-pad');
  await drawWithTouch(signer, pad);
  await actions.getByRole('button', { name: 'Setujui' }).tap();
  const finish = signer.getByRole('dialog', { name: 'Selesaikan penandatanganan' });
  await expect(finish).toContainText('1 dari 1 kolom terisi');
  // The consent, ticked by a tap on its words, in Indonesian.
  await finish.getByText(SIGNING_CONSENT_STATEMENTS.id).tap();
  await expect(finish.getByRole('checkbox', { name: SIGNING_CONSENT_STATEMENTS.id })).toBeChecked();
  await check(signer, 'signer-finish-dialog');
  await finish.getByRole('button', { name: 'Selesai' }).tap();
  await expect(signer.getByRole('heading', { name: 'Anda telah menandatangani dokumen ini' })).toBeVisible();
  await check(signer, 'signer-done');
  // Once sealed, the ending page offers the signed PDF.
  await expect(signer.getByRole('link', { name: 'Unduh PDF bertanda tangan' })).toBeVisible({ timeout: 60_000 });
  await check(signer, 'signer-done-sealed');
  await context.close();
});
