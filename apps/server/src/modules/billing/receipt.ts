import { absoluteLink, webPaths } from '@signflow/contract/web-paths';
import type { DbOrTx } from '../../db/client';
import { enqueueMail } from '../../platform/mail-queue';
import { findAccountPerson } from '../profile/account-person';
import { findCurrentSubscription } from '../subscriptions/repo';
import { invoiceFileName } from './invoice-format';
import { invoiceAttachmentKey, receiptMail } from './mail/receipt-mail';
import type { BillingRow } from './repo';

/**
 * Queues the receipt of a billing just paid, in the transaction that paid it (so a receipt exists exactly
 * when the payment was taken): in the account's language, with the plan's new end, the invoice attached
 * (rendered when the mail goes) and a link to the invoice page.
 */
export async function queueReceipt(tx: DbOrTx, appUrl: string, billing: BillingRow) {
  // One after the other: a transaction is one connection.
  const person = await findAccountPerson(tx, billing.accountId);
  const subscription = await findCurrentSubscription(tx, billing.accountId);
  await enqueueMail(
    tx,
    receiptMail({
      to: person.email,
      language: person.language,
      billingNo: billing.billingNo,
      plan: billing.plan,
      months: billing.termMonths,
      nettAmount: billing.nettAmount,
      planEndDate: subscription?.endDate ?? new Date(),
      invoiceLink: absoluteLink(appUrl, webPaths.invoice(billing.id, 'paid')),
      attachment: { key: invoiceAttachmentKey(billing.id), name: invoiceFileName(billing.billingNo) },
    }),
  );
}
