import type { DocumentField } from '@signflow/contract/documents';
import { stampFieldImages } from '@signflow/pdf-stamp/stamp-field-images';
import type { Signer } from '@signpdf/utils';
import { PDFDocument } from 'pdf-lib';
import { embedPngNatively } from '../../platform/pdf/native-png';
import { sealPdf } from '../../platform/pdf/seal-pdf';
import { stampFonts } from '../../platform/pdf/stamp-fonts';
import { appendCertificate, type CertificateContent } from './certificate-page';

/**
 * The final PDF from the original's bytes, without database or disk: every field's
 * image drawn in, the certificate page appended, one PAdES seal over it all. What sealing stores, and what
 * bench/final-pdf.ts measures.
 */
export async function buildFinalPdf(
  original: Uint8Array,
  input: {
    fields: DocumentField[];
    certificate: CertificateContent;
    signer: Signer;
    seal: Parameters<typeof sealPdf>[2];
  },
): Promise<Buffer> {
  const pdf = await PDFDocument.load(original, { updateMetadata: false });
  await stampFieldImages(pdf, input.fields, { embedPng: embedPngNatively, fonts: stampFonts });
  await appendCertificate(pdf, input.certificate);
  return sealPdf(pdf, input.signer, input.seal);
}
