import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ANNUAL_BONUS_MONTHS, ANNUAL_PAID_MONTHS, formatRupiah, TAX_PERCENT } from '@signflow/contract/billing';
import { type DocumentField, formatSigningDate } from '@signflow/contract/documents';
import type { ProfileResponse } from '@signflow/contract/profile';
import { SIGNER_LINK_TTL_DAYS } from '@signflow/contract/sender-controls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_LINK_HOURS } from '../../src/modules/auth/link-lifetimes';
import { buy, postCallback, SANDBOX_KEY, sandboxCallbackFields } from '../support/billing';
import { createDocumentsTestApp, type DocumentsTestApp, type Method, type Owner } from '../support/documents';
import { waitForSeal } from '../support/sealing';
import { approved, CONSENTED, PNG_DATA_URL, readyDraft, signerCall, signerToken } from '../support/signing';
import { bearer } from '../support/test-app';

/**
 * An account that speaks Indonesian gets every word the server writes in Indonesian: its mails, its signers'
 * invitations, the certificate page of its sealed PDFs, the signing date, the invoice and the sandbox page.
 */
let t: DocumentsTestApp;
const directory = mkdtempSync(path.join(tmpdir(), 'signflow-indonesian-'));
beforeAll(async () => {
  t = await createDocumentsTestApp({ SEAL_POLL_MS: '50', MAIL_POLL_MS: '50', PAYMENT_SANDBOX_KEY: SANDBOX_KEY });
});
afterAll(async () => {
  await t.close();
  rmSync(directory, { recursive: true, force: true });
});

function pdfText(bytes: Buffer, name: string, pages: string[] = []): string {
  const file = path.join(directory, name);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [...pages, '-layout', file, '-'], { encoding: 'utf8' });
}

/** An owner registered in Indonesian, as the register form sends the interface's language, and verified. */
async function indonesianOwner(): Promise<Owner> {
  const account = await t.registerAccount({ language: 'id' });
  const call = (method: Method, url: string, payload?: object) =>
    t.request({ method, url, headers: bearer(account.token), ...(payload ? { payload } : {}) });
  return { ...account, accountId: account.body.user.id, call };
}

// Sealing runs in a worker thread and pdftotext is a process: slow on a loaded machine.
describe('an account in Indonesian', { timeout: 120_000 }, () => {
  it('is registered in id, and its verification mail is Indonesian with the link’s lifetime', async () => {
    const who = await t.registerAccount({ language: 'id' }, { verified: false });
    expect(who.body.user.language).toBe('id');
    const mail = await t.smtp.waitFor(who.email);
    expect(mail.subject).toBe('Verifikasi alamat email Anda');
    expect(mail.text).toContain('Selamat datang di SignFlow.');
    expect(mail.text).toContain(`Tautan ini berlaku selama ${EMAIL_VERIFICATION_LINK_HOURS} jam.`);
    const profile = await t.request({ method: 'GET', url: '/v1/profile', headers: bearer(who.token) });
    expect(profile.json<ProfileResponse>().account.language).toBe('id');
  });

  it('invites its signer in Indonesian, and seals with an Indonesian certificate and signing date', async () => {
    const who = await indonesianOwner();
    const draft = await readyDraft(t, who, [{ name: 'Amy', level: 1 }]);
    const signer = draft.users[0];
    if (!signer) throw new Error('no signer');
    const date = await who.call('POST', `/v1/documents/signing/${draft.document.id}/coordinate`, {
      userId: signer.id,
      type: 'date',
      position: {
        pageNumber: 1,
        boundingRect: { x1: 10, y1: 300, x2: 210, y2: 340, width: 600, height: 800 },
        rects: [],
      },
    });
    expect(date.statusCode, date.body).toBe(201);
    const invite = await who.call('POST', `/v1/documents/signing/${draft.document.id}/invite`);
    expect(invite.statusCode, invite.body).toBe(200);

    const invitation = await t.smtp.waitFor(signer.email);
    expect(invitation.subject).toBe(`Mohon tanda tangani “${draft.document.DocName}”`);
    expect(invitation.text).toContain(`Ada Lovelace meminta Anda menandatangani “${draft.document.DocName}”.`);
    expect(invitation.text).toContain(`Tautan berlaku selama ${SIGNER_LINK_TTL_DAYS} hari.`);
    expect(invitation.html).toContain('>Buka dokumen</a>');

    const token = await signerToken(t, draft.document.id, signer.id);
    const signature = draft.fields.find((field) => field.userId === signer.id) as DocumentField;
    const saved = await signerCall(
      t,
      'PUT',
      `/v1/documents/user-sign/${draft.document.id}/coordinate/${signature.id}`,
      token,
      { response: { ...approved, image: PNG_DATA_URL } },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const submitted = await signerCall(
      t,
      'POST',
      `/v1/documents/user-sign/${draft.document.id}/submit`,
      token,
      CONSENTED,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);

    // The last signature completes the document: one mail says both.
    const signed = await t.smtp.waitFor(who.email, { matching: (mail) => mail.subject.startsWith('Amy ') });
    expect(signed.subject).toBe(`Amy telah menandatangani “${draft.document.DocName}”: dokumen selesai`);

    const record = (await who.call('GET', `/v1/documents/signing/${draft.document.id}`)).json();
    const signingDate = record.coordinates.find((field: DocumentField) => field.type === 'date').response.text;
    expect(signingDate).toBe(formatSigningDate(new Date(), 'id'));
    // Day, the month's Indonesian name, year: '26 November 2026'.
    expect(signingDate).toMatch(
      /^\d{1,2} (Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4}$/,
    );

    await waitForSeal(t, draft.document.id);
    const download = await who.call('GET', `/v1/documents/${draft.document.id}/download`);
    expect(download.statusCode).toBe(200);
    const sealed = pdfText(download.rawPayload, 'sealed.pdf');
    for (const words of [
      'Sertifikat penyelesaian',
      'Dikirim oleh',
      'Penanda tangan',
      'Keputusan: Disetujui',
      'Jejak audit',
      'Dokumen diunggah',
      'Dikirim untuk ditandatangani',
      'Persetujuan tanda tangan elektronik',
      signingDate,
    ]) {
      expect(sealed, words).toContain(words);
    }
    expect(sealed).not.toContain('Certificate of completion');

    const copy = await t.smtp.waitFor(signer.email, {
      matching: (mail) => mail.subject.endsWith('salinan untuk Anda'),
    });
    expect(copy.subject).toBe(`“${draft.document.DocName}” telah ditandatangani: salinan untuk Anda`);
  });

  it('pays on an Indonesian sandbox page, and gets an Indonesian receipt and invoice', async () => {
    const who = await indonesianOwner();
    const { billing, invoiceUrl } = await buy(who, { packageId: 'starter', term: 12, paymentMethod: 'BC' });
    const page = await t.request({
      method: 'GET',
      url: new URL(invoiceUrl).pathname,
      headers: { 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' },
    });
    expect(page.statusCode).toBe(200);
    for (const words of ['<html lang="id">', 'Pembayaran uji coba', 'Jumlah', 'Bayar', 'Gagalkan']) {
      expect(page.body).toContain(words);
    }
    expect(page.body).toContain(formatRupiah(billing.nettAmount));

    const paid = await postCallback(t, sandboxCallbackFields({ orderNo: billing.orderNo, amount: billing.nettAmount }));
    expect(paid.statusCode, paid.body).toBe(200);
    const receipt = await t.smtp.waitFor(who.email, { matching: (mail) => mail.subject.startsWith('Pembayaran') });
    expect(receipt.subject).toBe(`Pembayaran diterima: faktur ${billing.billingNo}`);
    expect(receipt.text).toContain(
      `Terima kasih: kami telah menerima pembayaran Anda sebesar ${formatRupiah(billing.nettAmount)} untuk paket Pemula, 12 bulan.`,
    );

    const invoice = await who.call('GET', `/v1/billing/${billing.billingId}/invoice`);
    expect(invoice.statusCode).toBe(200);
    const text = pdfText(invoice.rawPayload, 'invoice.pdf');
    for (const words of [
      'Faktur',
      'Nomor faktur',
      'Lunas',
      `Paket STARTER, ${ANNUAL_PAID_MONTHS} bulan`,
      `Bonus ${ANNUAL_BONUS_MONTHS} bulan`,
      `Pajak ${TAX_PERCENT}%`,
      formatRupiah(billing.nettAmount),
      'Terima kasih atas pembayaran Anda.',
    ]) {
      expect(text, words).toContain(words);
    }
  });
});
