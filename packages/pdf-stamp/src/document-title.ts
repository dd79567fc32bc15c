import type { PDFDocument } from 'pdf-lib';

/**
 * Names the PDF after its document: a viewer (the browser's, in the page's frame or a tab of its own) titles a PDF by
 * its metadata, and without it by the address, which for the page's blob: URL is a meaningless id.
 */
export function titleAfterDocument(pdf: PDFDocument, documentName: string): void {
  pdf.setTitle(documentName, { showInWindowTitleBar: true });
}
