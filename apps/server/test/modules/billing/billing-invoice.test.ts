import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { Billing } from '@signflow/contract/billing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailJobs } from '../../../src/db/schema';
import { invoiceAttachmentKey } from '../../../src/modules/billing/mail/receipt-mail';
import { enqueueMail, MAX_ATTEMPTS } from '../../../src/platform/mail-queue';
import { buy, postCallback, SANDBOX_KEY, sandboxCallbackFields } from '../../support/billing';
import { MISSING_ID, owner } from '../../support/documents';
import { bearer, createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
const directory = mkdtempSync(path.join(tmpdir(), 'billing-invoice-'));
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_SANDBOX_KEY: SANDBOX_KEY, SALES_EMAIL: 'sales@signflow.example' });
});
afterAll(async () => {
  await t.close();
  rmSync(directory, { recursive: true, force: true });
});

function pdfText(bytes: Buffer, name: string): string {
  const file = path.join(directory, name);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const pay = (billing: Billing) =>
  postCallback(t, sandboxCallbackFields({ orderNo: billing.orderNo, amount: billing.nettAmount }));

describe('the invoice and the receipt', () => {
  it('downloads a paid billing’s invoice as a PDF whose text names the invoice, both parties, lines, tax and total', async () => {
    const who = await owner(t, 'TRIAL');
    const profile = await t.request({
      method: 'PATCH',
      url: '/v1/profile',
      headers: bearer(who.token),
      payload: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        companyName: 'Analytical Engines Ltd',
        address: '12 St James Square',
      },
    });
    expect(profile.statusCode).toBe(200);
    const { billing } = await buy(who, { packageId: 'starter', term: 3, paymentMethod: 'BC' });

    const early = await who.call('GET', `/v1/billing/${billing.billingId}/invoice`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(API_MESSAGES.invoiceNotPaid);

    expect((await pay(billing)).statusCode).toBe(200);
    const response = await who.call('GET', `/v1/billing/${billing.billingId}/invoice`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const fileName = `invoice-${billing.billingNo.replaceAll('/', '-')}.pdf`;
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = pdfText(response.rawPayload, 'download.pdf');
    for (const expected of [
      billing.billingNo,
      billing.orderNo,
      'SignFlow',
      'http://app.test',
      'Ada Lovelace',
      who.email,
      'Analytical Engines Ltd',
      '12 St James Square',
      'STARTER plan, 3 months',
      'Rp 150.000',
      'Rp 15.000',
      'Rp 165.000',
      'BCA Virtual Account',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('mails the receipt once, with the invoice attached and a link to the invoice page', async () => {
    const who = await owner(t, 'TRIAL');
    const { billing } = await buy(who, { packageId: 'pro', term: 12, paymentMethod: 'OV' });
    await pay(billing);
    await pay(billing);
    const mail = await t.smtp.waitFor(who.email, { matching: (each) => each.subject.includes(billing.billingNo) });
    expect(mail.subject).toBe(`Payment received: invoice ${billing.billingNo}`);
    expect(mail.text).toContain('Rp 1.100.000');
    // The plan by its name, as the reader knows it, not by its code.
    expect(mail.text).toContain('for the Pro plan, 12 months.');
    expect(mail.text).toMatch(/Your Pro plan now runs until \d{4}-\d{2}-\d{2}\./);
    expect(mail.text).not.toContain('PRO');
    expect(mail.text).toContain(`/invoice?term=detail&code=paid&meta=${billing.billingId}`);
    const [attachment] = mail.attachments;
    expect(attachment?.filename).toBe(`invoice-${billing.billingNo.replaceAll('/', '-')}.pdf`);
    const text = pdfText(attachment?.content ?? Buffer.alloc(0), 'attached.pdf');
    expect(text).toContain(billing.billingNo);
    expect(text).toContain('sales@signflow.example');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(t.smtp.mails.filter((each) => each.subject.includes(billing.billingNo))).toHaveLength(1);
  });

  it('answers 404 for another account’s invoice and 401 without a token', async () => {
    const who = await owner(t, 'TRIAL');
    const stranger = await owner(t, 'TRIAL');
    const { billing } = await buy(who);
    await pay(billing);
    expect((await stranger.call('GET', `/v1/billing/${billing.billingId}/invoice`)).statusCode).toBe(404);
    expect((await stranger.call('GET', `/v1/billing/${MISSING_ID}/invoice`)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/v1/billing/${billing.billingId}/invoice` })).statusCode).toBe(401);
  });

  it('a receipt whose invoice still cannot be rendered on its last attempt goes without the attachment, not never', async () => {
    const to = `receipt.unrendered.${Date.now()}@example.com`;
    // The billing the key names does not exist, so rendering its invoice fails on every attempt.
    await enqueueMail(t.db, {
      to,
      subject: 'Payment received: INV/2026/999999',
      text: 'The invoice page: http://app.test/invoice',
      attachment: { key: invoiceAttachmentKey(MISSING_ID), name: 'invoice-INV-2026-999999.pdf' },
    });
    await t.db
      .update(mailJobs)
      .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailJobs.to, to));
    const mail = await t.smtp.waitFor(to);
    expect(mail.subject).toBe('Payment received: INV/2026/999999');
    expect(mail.attachments).toHaveLength(0);
    // The job is marked sent just after the mail went.
    await expect
      .poll(async () => (await t.db.select().from(mailJobs).where(eq(mailJobs.to, to)))[0]?.status, { timeout: 10_000 })
      .toBe('sent');
  });
});
