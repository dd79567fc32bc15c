import type { Language } from '@signflow/contract/languages';
import { planNameIn } from '@signflow/contract/plan-names';
import type { Plan } from '@signflow/contract/plans';
import { mailBody } from '../../../platform/mail-layout';
import type { QueuedMail } from '../../../platform/mail-queue';
import { formatRupiah } from '../invoice-pdf';

interface ReceiptWording {
  subject: (billingNo: string) => string;
  received: (amount: string, plan: string, months: number) => string;
  runsUntil: (plan: string, endDate: string) => string;
  attached: (fileName: string) => string;
  linked: string;
  action: string;
}

const WORDING: Record<Language, ReceiptWording> = {
  en: {
    subject: (billingNo) => `Payment received: invoice ${billingNo}`,
    received: (amount, plan, months) =>
      `Thank you: we have received your payment of ${amount} for the ${plan} plan, ${months} ${months === 1 ? 'month' : 'months'}.`,
    runsUntil: (plan, endDate) => `Your ${plan} plan now runs until ${endDate}.`,
    attached: (fileName) => `The invoice is attached (${fileName}). It is also on the invoice page:`,
    linked: 'The invoice, and its PDF, are on the invoice page:',
    action: 'View the invoice',
  },
  tr: {
    subject: (billingNo) => `Ödeme alındı: ${billingNo} numaralı fatura`,
    received: (amount, plan, months) =>
      `Teşekkürler: ${plan} planı, ${months} ay için ${amount} tutarındaki ödemeniz alındı.`,
    runsUntil: (plan, endDate) => `${plan} planınız artık ${endDate} tarihine kadar geçerli.`,
    attached: (fileName) => `Fatura ektedir (${fileName}). Fatura sayfasında da bulabilirsiniz:`,
    linked: 'Fatura ve PDF’si fatura sayfasındadır:',
    action: 'Faturayı görüntüle',
  },
  de: {
    subject: (billingNo) => `Zahlung erhalten: Rechnung ${billingNo}`,
    received: (amount, plan, months) =>
      `Vielen Dank: Wir haben Ihre Zahlung von ${amount} für den Tarif „${plan}“, ${months} ${months === 1 ? 'Monat' : 'Monate'}, erhalten.`,
    runsUntil: (plan, endDate) => `Ihr Tarif „${plan}“ läuft jetzt bis zum ${endDate}.`,
    attached: (fileName) => `Die Rechnung ist angehängt (${fileName}). Sie finden sie auch auf der Rechnungsseite:`,
    linked: 'Die Rechnung und ihr PDF finden Sie auf der Rechnungsseite:',
    action: 'Rechnung ansehen',
  },
  fr: {
    subject: (billingNo) => `Paiement reçu : facture ${billingNo}`,
    received: (amount, plan, months) =>
      `Merci : nous avons bien reçu votre paiement de ${amount} pour la formule ${plan}, ${months} mois.`,
    runsUntil: (plan, endDate) => `Votre formule ${plan} court désormais jusqu’au ${endDate}.`,
    attached: (fileName) => `La facture est jointe (${fileName}). Elle est aussi sur la page de la facture :`,
    linked: 'La facture et son PDF sont sur la page de la facture :',
    action: 'Voir la facture',
  },
  es: {
    subject: (billingNo) => `Pago recibido: factura ${billingNo}`,
    received: (amount, plan, months) =>
      `Gracias: hemos recibido tu pago de ${amount} por el plan ${plan}, ${months} ${months === 1 ? 'mes' : 'meses'}.`,
    runsUntil: (plan, endDate) => `Tu plan ${plan} está activo ahora hasta el ${endDate}.`,
    attached: (fileName) => `La factura va adjunta (${fileName}). También está en la página de la factura:`,
    linked: 'La factura y su PDF están en la página de la factura:',
    action: 'Ver la factura',
  },
};

/** A day as the pages write it, in UTC: 'yyyy-MM-dd' reads the same in every language. */
const day = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The attachment key of a billing's invoice: the mail queue keeps only a key, and the mail worker's
 * `readAttachment` renders the invoice when the mail goes, so no invoice file is stored.
 */
const INVOICE_KEY_PREFIX = 'invoice:';
export function invoiceAttachmentKey(billingId: string): string {
  return `${INVOICE_KEY_PREFIX}${billingId}`;
}
/** The billing an attachment key names, or null for any other key (a stored file's). */
export function billingIdOfAttachmentKey(key: string): string | null {
  return key.startsWith(INVOICE_KEY_PREFIX) ? key.slice(INVOICE_KEY_PREFIX.length) : null;
}

/**
 * The receipt after a paid callback (docs/domain.md, billing): what was paid, for which plan, until when
 * the plan now runs, and the invoice, attached when `attachment` is given and always behind `invoiceLink`.
 */
export function receiptMail(options: {
  to: string;
  language: Language;
  billingNo: string;
  plan: Plan;
  /** The months the billing's term covers (12 for the annual term). */
  months: number;
  /** Tax included. */
  nettAmount: number;
  /** The account's current subscription's end once this payment has extended it. */
  planEndDate: Date;
  /** Absolute link to the invoice page: absoluteLink(APP_URL, webPaths.invoice(billingId, 'paid')). */
  invoiceLink: string;
  /** The invoice PDF: { key: invoiceAttachmentKey(billingId), name: invoiceFileName(billingNo) }. */
  attachment: { key: string; name: string } | null;
}): QueuedMail {
  const wording = WORDING[options.language];
  // The plan's name in the mail's language, not its code.
  const plan = planNameIn(options.language, options.plan);
  return {
    to: options.to,
    subject: wording.subject(options.billingNo),
    ...mailBody({
      before: [
        wording.received(formatRupiah(options.nettAmount), plan, options.months),
        wording.runsUntil(plan, day(options.planEndDate)),
        options.attachment ? wording.attached(options.attachment.name) : wording.linked,
      ],
      link: { url: options.invoiceLink, label: wording.action },
    }),
    ...(options.attachment ? { attachment: options.attachment } : {}),
  };
}
