import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceFileName } from '../../../src/modules/billing/invoice-format';
import { renderInvoicePdf } from '../../../src/modules/billing/invoice-pdf';
import {
  billingIdOfAttachmentKey,
  invoiceAttachmentKey,
  receiptMail,
} from '../../../src/modules/billing/mail/receipt-mail';
import { enqueueMail, sendDueMail } from '../../../src/platform/mail-queue';
import type { MailMessage } from '../../../src/platform/mailer';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

let database: TestDatabase;
const directory = mkdtempSync(path.join(tmpdir(), 'receipt-mail-'));
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
  rmSync(directory, { recursive: true, force: true });
});

const silent = { warn() {}, error() {}, info() {} } as unknown as Parameters<typeof sendDueMail>[2];

describe('receipt mail through the mail queue', () => {
  it('goes with the invoice PDF attached, rendered when the mail is sent from the key the queue keeps', async () => {
    const billingId = '6f1c2a9e-3b4d-4c5e-9f60-718293a4b5c6';
    const billingNo = 'INV/2026/000007';
    const db = database.database.db;
    await enqueueMail(
      db,
      receiptMail({
        to: 'buyer@example.com',
        language: 'fr',
        billingNo,
        plan: 'STARTER',
        months: 3,
        nettAmount: 165_000,
        planEndDate: new Date('2027-02-23T10:00:00Z'),
        invoiceLink: `http://app.test/invoice?term=detail&code=paid&meta=${billingId}`,
        attachment: { key: invoiceAttachmentKey(billingId), name: invoiceFileName(billingNo) },
      }),
    );
    const sent: MailMessage[] = [];
    const rendered: string[] = [];
    const count = await sendDueMail(
      db,
      { send: async (message) => void sent.push(message), close: async () => {} },
      silent,
      {
        readAttachment: async (key) => {
          const id = billingIdOfAttachmentKey(key);
          if (!id) throw new Error(`not an invoice key: ${key}`);
          rendered.push(id);
          const bytes = await renderInvoicePdf({
            language: 'fr',
            billingNo,
            orderNo: 'SF-0123456789ABCDEF',
            billingDate: new Date('2026-11-23T10:00:00Z'),
            dueDate: new Date('2026-11-24T10:00:00Z'),
            paidAt: new Date('2026-11-23T10:05:00Z'),
            paymentMethod: 'BCA Virtual Account',
            seller: { name: 'SignFlow', url: 'http://app.test' },
            buyer: { name: 'Ada Lovelace', email: 'buyer@example.com' },
            lines: [{ description: 'STARTER plan, 3 months', amount: 150_000 }],
            baseAmount: 150_000,
            taxAmount: 15_000,
            nettAmount: 165_000,
          });
          return Buffer.from(bytes);
        },
      },
    );
    expect(count).toBe(1);
    expect(rendered).toEqual([billingId]);
    const [mail] = sent;
    expect(mail?.subject).toBe('Paiement reçu : facture INV/2026/000007');
    expect(mail?.attachments?.[0]?.filename).toBe('invoice-INV-2026-000007.pdf');
    expect(mail?.attachments?.[0]?.contentType).toBe('application/pdf');
    const file = path.join(directory, 'attached.pdf');
    writeFileSync(file, mail?.attachments?.[0]?.content ?? Buffer.alloc(0));
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Facture');
    expect(text).toContain('INV/2026/000007');
    expect(text).toContain('Rp 165.000');
  });
});
