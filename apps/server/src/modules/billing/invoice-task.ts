import { type InvoiceContent, renderInvoicePdf } from './invoice-pdf';

/** Runs in the quick lane's worker thread (see INVOICE_TASK in invoice.ts). */
export function invoicePdf(content: InvoiceContent): Promise<Uint8Array> {
  return renderInvoicePdf(content);
}
