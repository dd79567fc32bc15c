import { titleAfterDocument } from '@signflow/pdf-stamp/document-title';
import type { StampedField } from '@signflow/pdf-stamp/stamp-field-images';
import { stampFieldImages } from '@signflow/pdf-stamp/stamp-field-images';
import { PDFDocument } from 'pdf-lib';
import { stampFonts } from './stamp-fonts';

/**
 * The document with every answered field drawn at its rectangle (images, typed answers, ticks), titled after the
 * document (the generated-PDF viewers): the
 * same drawing the server's sealing does (pdf-stamp), so what a viewer shows is what the final PDF will show.
 * Fields without an image, or on a page the document does not have, are left out.
 */
export async function flattenPdf(
  pdfBytes: ArrayBuffer | Uint8Array,
  fields: readonly StampedField[],
  documentName: string,
): Promise<Uint8Array> {
  const bytes = pdfBytes instanceof Uint8Array ? pdfBytes : new Uint8Array(pdfBytes);
  // Nothing to draw: the original as it is, without parsing and rewriting a possibly large file.
  const answered = (field: StampedField) =>
    field.response.image || (field.response.text ?? null) !== null || (field.response.checked ?? null) !== null;
  if (!fields.some(answered)) return bytes;
  const pdf = await PDFDocument.load(bytes);
  titleAfterDocument(pdf, documentName);
  await stampFieldImages(pdf, fields, { fonts: stampFonts });
  return pdf.save();
}
