import { LANGUAGES } from '@signflow/contract/languages';
import { describe, expect, it } from 'vitest';
import { billingIdOfAttachmentKey, invoiceAttachmentKey, receiptMail } from './receipt-mail';

const base = {
  to: 'ada@example.com',
  billingNo: 'INV/2026/000042',
  plan: 'STARTER' as const,
  months: 3,
  nettAmount: 165_000,
  planEndDate: new Date('2027-02-23T10:00:00Z'),
  invoiceLink: 'http://app.test/invoice?term=detail&code=paid&meta=b1',
};

describe('receipt mail', () => {
  it('says the amount, the plan and term, the new end date, and attaches the invoice with its link', () => {
    const attachment = { key: invoiceAttachmentKey('b1'), name: 'invoice-INV-2026-000042.pdf' };
    const mail = receiptMail({ ...base, language: 'en', attachment });
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Payment received: invoice INV/2026/000042');
    expect(mail.text).toContain('Rp 165.000');
    expect(mail.text).toContain('for the Starter plan, 3 months.');
    expect(mail.text).toContain('Your Starter plan now runs until 2027-02-23.');
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain('STARTER');
    expect(mail.text).toContain('2027-02-23');
    expect(mail.text).toContain('attached (invoice-INV-2026-000042.pdf)');
    expect(mail.text).toContain(base.invoiceLink);
    expect(mail.html).toContain('href="http://app.test/invoice?term=detail&amp;code=paid&amp;meta=b1"');
    expect(mail.attachment).toEqual(attachment);
  });

  it('without an attachment, leads to the invoice page only', () => {
    const mail = receiptMail({ ...base, language: 'en', attachment: null });
    expect(mail.attachment).toBeUndefined();
    expect(mail.text).not.toContain('attached');
    expect(mail.text).toContain(base.invoiceLink);
  });

  it('is worded in every language, each differently, each with the figures', () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGES) {
      const mail = receiptMail({ ...base, language, attachment: null });
      subjects.add(mail.subject);
      expect(mail.subject, language).toContain('INV/2026/000042');
      for (const figure of ['Rp 165.000', '2027-02-23', base.invoiceLink]) {
        expect(mail.text, `${language}: ${figure}`).toContain(figure);
      }
      expect(mail.text, language).not.toContain('STARTER');
    }
    expect(subjects.size).toBe(LANGUAGES.length);
  });

  it("names the plan in the mail's language", () => {
    const runsUntil = {
      en: 'Your Starter plan now runs until 2027-02-23.',
      tr: 'Başlangıç planınız artık 2027-02-23 tarihine kadar geçerli.',
      de: 'Ihr Tarif „Einsteiger“ läuft jetzt bis zum 2027-02-23.',
      fr: 'Votre formule Essentiel court désormais jusqu’au 2027-02-23.',
      es: 'Tu plan Inicial está activo ahora hasta el 2027-02-23.',
      id: 'Paket Pemula Anda kini berlaku hingga 2027-02-23.',
    } as const;
    for (const language of LANGUAGES) {
      const mail = receiptMail({ ...base, language, attachment: null });
      expect(mail.text, language).toContain(runsUntil[language]);
    }
    expect(receiptMail({ ...base, language: 'de', attachment: null }).text).toContain(
      'für den Tarif „Einsteiger“, 3 Monate, erhalten.',
    );
  });

  it('the invoice attachment key names its billing, and no other key does', () => {
    expect(billingIdOfAttachmentKey(invoiceAttachmentKey('0b6c1d2e-aaaa-4bbb-8ccc-123456789abc'))).toBe(
      '0b6c1d2e-aaaa-4bbb-8ccc-123456789abc',
    );
    expect(billingIdOfAttachmentKey('acc/doc.sealed.pdf')).toBeNull();
  });
});
