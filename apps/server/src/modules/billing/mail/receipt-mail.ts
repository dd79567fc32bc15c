import { formatRupiah } from '@signflow/contract/billing';
import type { Language } from '@signflow/contract/languages';
import type { Plan } from '@signflow/contract/plans';
import { wordsOf } from '@signflow/contract/words';
import { mailBody } from '../../../platform/mail-layout';
import type { QueuedMail } from '../../../platform/mail-queue';

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
  const { mail, plans } = wordsOf(options.language);
  const words = mail.receipt;
  // The plan's name in the mail's language, not its code.
  const plan = plans[options.plan];
  return {
    to: options.to,
    subject: words.subject(options.billingNo),
    ...mailBody({
      before: [
        words.received(formatRupiah(options.nettAmount), plan, options.months),
        words.runsUntil(plan, day(options.planEndDate)),
        options.attachment ? words.attached(options.attachment.name) : words.linked,
      ],
      link: { url: options.invoiceLink, label: words.action },
    }),
    ...(options.attachment ? { attachment: options.attachment } : {}),
  };
}
