import { API_MESSAGES } from '@signflow/contract/api-errors';
import { PAYMENT_METHOD_NAMES } from '@signflow/contract/billing';
import { DEFAULT_LANGUAGE, isLanguage } from '@signflow/contract/languages';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../http/app-error';
import { type PdfWork, taskModuleUrl, type WorkerTask } from '../../platform/pdf-work/pdf-work';
import { findAccountProfile } from '../profile/repo';
import { invoiceFileName } from './invoice-format';
import type { InvoiceContent } from './invoice-pdf';
import { type BillingRow, findBillingById, findOwnedBilling, listBillingDetails } from './repo';

/** Who sells, as the invoice names them: the product, where it is served, and whom to write to. */
export interface InvoiceSeller {
  appUrl: string;
  salesEmail: string;
}

/**
 * The invoice PDF as the quick lane's worker thread builds it (invoicePdf of invoice-task.ts): tens of milliseconds
 * of pdf-lib and font work per invoice, which the thread that answers requests never does.
 */
export const INVOICE_TASK: WorkerTask<InvoiceContent, Uint8Array> = {
  module: taskModuleUrl('./invoice-task.ts', import.meta.url),
  name: 'invoicePdf',
};

/** Where an invoice is rendered, and for whom. */
export interface InvoiceContext {
  db: DbOrTx;
  pdfWork: Pick<PdfWork, 'runQuick'>;
  seller: InvoiceSeller;
}

async function renderInvoice(context: InvoiceContext, billing: BillingRow): Promise<Uint8Array> {
  return context.pdfWork.runQuick(INVOICE_TASK, await invoiceContentOf(context.db, billing, context.seller));
}

/** What a billing's invoice shows: the billing, its lines, and the buyer from the account's profile. */
async function invoiceContentOf(db: DbOrTx, billing: BillingRow, seller: InvoiceSeller): Promise<InvoiceContent> {
  const details = await listBillingDetails(db, billing.id);
  const buyer = await findAccountProfile(db, billing.accountId);
  const name = [buyer?.profile.firstName, buyer?.profile.lastName].filter(Boolean).join(' ');
  const language = buyer?.account.language;
  return {
    language: language && isLanguage(language) ? language : DEFAULT_LANGUAGE,
    billingNo: billing.billingNo,
    orderNo: billing.orderNo,
    billingDate: billing.billingDate,
    dueDate: billing.dueDate,
    paidAt: billing.paidAt,
    paymentMethod: PAYMENT_METHOD_NAMES[billing.paymentMethod] ?? billing.paymentMethod,
    seller: { name: 'SignFlow', url: seller.appUrl, email: seller.salesEmail },
    buyer: {
      name: name || (buyer?.account.email ?? ''),
      email: buyer?.account.email ?? '',
      company: buyer?.profile.companyName ?? null,
      address: buyer?.profile.address ?? null,
    },
    lines: details.map((line) => ({ description: line.description, amount: line.originalAmount })),
    baseAmount: billing.baseAmount,
    taxAmount: billing.taxAmount,
    nettAmount: billing.nettAmount,
  };
}

/**
 * GET /v1/billing/{id}/invoice: a paid billing's invoice as a PDF (409 before it is paid). Rendered on each
 * request from the stored billing (one small page, in a worker thread), so nothing is kept on disk.
 */
export async function invoicePdfOf({
  context,
  accountId,
  billingId,
}: {
  context: InvoiceContext;
  accountId: string;
  billingId: string;
}): Promise<{ bytes: Uint8Array; fileName: string }> {
  const billing = await findOwnedBilling(context.db, accountId, billingId);
  if (!billing) throw notFound();
  if (billing.status !== 'paid') throw conflict(API_MESSAGES.invoiceNotPaid);
  return { bytes: await renderInvoice(context, billing), fileName: invoiceFileName(billing.billingNo) };
}

/** The receipt mail's attachment, rendered by the mail worker when the mail goes. */
export async function invoiceAttachment(context: InvoiceContext, billingId: string): Promise<Buffer> {
  const billing = await findBillingById(context.db, billingId);
  if (!billing) throw new Error(`invoice attachment: billing ${billingId} is gone`);
  const bytes = await renderInvoice(context, billing);
  // A Buffer crosses threads as a plain Uint8Array.
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
