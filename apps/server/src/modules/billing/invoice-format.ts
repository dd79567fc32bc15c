/**
 * How invoices name their file: the downloads and mails (on the thread that answers requests) use it, which is why it
 * is not in invoice-pdf.ts, whose pdf-lib only the worker thread loads.
 */
/** `invoice-INV-2026-000042.pdf`: the download's and the mail attachment's file name. */
export function invoiceFileName(billingNo: string): string {
  return `invoice-${billingNo.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}
