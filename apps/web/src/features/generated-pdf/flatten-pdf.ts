import type { DocumentField } from '@signflow/contract/documents';
import { stampFieldImages } from '@signflow/pdf-stamp/stamp-field-images';
import { PDFDocument } from 'pdf-lib';

/**
 * The document with every answered field's image drawn at its rectangle (the generated-PDF viewers): the
 * same drawing the server's sealing does (pdf-stamp), so what a viewer shows is what the final PDF will show.
 * Fields without an image, or on a page the document does not have, are left out.
 */
export async function flattenPdf(pdfBytes: ArrayBuffer | Uint8Array, fields: DocumentField[]): Promise<Uint8Array> {
  const bytes = pdfBytes instanceof Uint8Array ? pdfBytes : new Uint8Array(pdfBytes);
  // Nothing to draw: the original as it is, without parsing and rewriting a possibly large file.
  if (!fields.some((field) => field.response.image)) return bytes;
  const pdf = await PDFDocument.load(bytes);
  await stampFieldImages(pdf, fields);
  return pdf.save();
}
