import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { billingAmounts, formatRupiah } from '@signflow/contract/billing';
import { LANGUAGES, type Language } from '@signflow/contract/languages';
import { afterAll, describe, expect, it } from 'vitest';
import { invoiceFileName } from './invoice-format';
import { type InvoiceContent, renderInvoicePdf } from './invoice-pdf';

const directory = mkdtempSync(path.join(tmpdir(), 'invoice-pdf-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

function pdfText(bytes: Uint8Array, name: string): string {
  const file = path.join(directory, name);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const annual = billingAmounts(100_000, 12);

const content = (language: Language): InvoiceContent => ({
  language,
  billingNo: 'INV/2026/000042',
  orderNo: 'SF-ABCDEFGHJKMNPQRS',
  billingDate: new Date('2026-11-20T08:15:00Z'),
  dueDate: new Date('2026-11-21T08:15:00Z'),
  paidAt: new Date('2026-11-20T08:20:00Z'),
  paymentMethod: 'BCA Virtual Account',
  seller: { name: 'SignFlow', url: 'https://sign.example' },
  buyer: {
    name: 'Ayşe Çağlar-Müller',
    email: 'ayse@example.com',
    company: 'Örnek Yazılım A.Ş.',
    address: 'Jl. Sudirman 1\nJakarta 10220',
  },
  lines: [
    { description: 'PRO plan, 12 months', amount: annual.baseAmount },
    { description: '2 bonus months', amount: 0 },
  ],
  ...annual,
});

// Rendering embeds and subsets a font, and pdftotext is a process: slow on a loaded machine.
describe('invoice PDF', { timeout: 30_000 }, () => {
  it('says the invoice, order, dates, seller, buyer, lines, subtotal, tax 10 % and total in real text', async () => {
    const text = pdfText(await renderInvoicePdf(content('en')), 'en.pdf');
    for (const expected of [
      'Invoice',
      'INV/2026/000042',
      'SF-ABCDEFGHJKMNPQRS',
      'Billing date',
      '20 Nov 2026 08:15 UTC',
      'Payment due',
      '21 Nov 2026 08:15 UTC',
      'Paid on',
      '20 Nov 2026 08:20 UTC',
      'BCA Virtual Account',
      'SignFlow',
      'https://sign.example',
      'Ayşe Çağlar-Müller',
      'ayse@example.com',
      'Örnek Yazılım A.Ş.',
      'Jakarta 10220',
      'PRO plan, 12 months',
      '2 bonus months',
      'Subtotal',
      'Tax 10 %',
      'Rp 1.000.000',
      'Rp 100.000',
      'Rp 1.100.000',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toMatch(/Total\s+Rp 1\.100\.000/);
  });

  const words: Record<Language, string[]> = {
    en: ['Invoice', 'Paid on', 'Tax 10 %'],
    tr: ['Fatura', 'Ödeme tarihi', 'Vergi %10', 'PRO planı, 12 ay', '2 ay hediye'],
    de: ['Rechnung', 'Bezahlt am', 'Steuer 10 %', 'Tarif PRO, 12 Monate', '2 Bonusmonate'],
    fr: ['Facture', 'Payée le', 'Taxe 10 %', 'Formule PRO, 12 mois', '2 mois offerts'],
    es: ['Factura', 'Pagada el', 'Impuesto 10 %', 'Plan PRO, 12 meses', '2 meses de regalo'],
    id: ['Faktur', 'Dibayar pada', 'Pajak 10%', 'Paket PRO, 12 bulan', 'Bonus 2 bulan', '20 Nov 2026 08:20 UTC'],
  };
  it.each(LANGUAGES)('is worded in %s', async (language) => {
    const text = pdfText(await renderInvoicePdf(content(language)), `${language}.pdf`);
    for (const expected of [...words[language], 'INV/2026/000042', 'Rp 1.100.000']) {
      expect(text, `${language}: ${expected}`).toContain(expected);
    }
  });

  it('an unpaid billing says so and has no paid date', async () => {
    const text = pdfText(await renderInvoicePdf({ ...content('en'), paidAt: null }), 'unpaid.pdf');
    expect(text).toContain('Not paid');
    expect(text).not.toContain('Paid on');
  });

  it('names the file after the invoice number, and writes rupiah with dots', () => {
    expect(invoiceFileName('INV/2026/000042')).toBe('invoice-INV-2026-000042.pdf');
    expect(formatRupiah(165_000)).toBe('Rp 165.000');
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(1_234_567)).toBe('Rp 1.234.567');
  });
});
