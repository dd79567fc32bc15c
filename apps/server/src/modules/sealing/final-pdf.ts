import type { PAdESLevel } from '@libpdf/core';
import { titleAfterDocument } from '@signflow/pdf-stamp/document-title';
import { type StampedField, stampFieldImages } from '@signflow/pdf-stamp/stamp-field-images';
import { PDFDocument } from 'pdf-lib';
import { embedPngNatively } from '../../platform/pdf/native-png';
import type { PadesSigner } from '../../platform/pdf/pades-signer';
import { sealLevelOf, sealPdf, type Timestamping } from '../../platform/pdf/seal-pdf';
import { stampFonts } from '../../platform/pdf/stamp-fonts';
import { appendCertificate, type CertificateContent } from './certificate-page';

/** The sealed file, and the PAdES level its seal reached. */
export interface FinalPdf {
  pdf: Buffer;
  level: PAdESLevel;
}

/**
 * The final PDF from the original's bytes, without database or disk: every field's
 * image drawn in, titled after the document, the certificate page appended (saying what the seal will be), one
 * PAdES seal over it all. What sealing stores, and what bench/final-pdf.ts measures.
 */
export async function buildFinalPdf(
  original: Uint8Array,
  input: {
    fields: StampedField[];
    certificate: Omit<CertificateContent, 'sealLevel'>;
    signer: PadesSigner;
    seal: Parameters<typeof sealPdf>[2];
    timestamping: Timestamping | null;
  },
): Promise<FinalPdf> {
  const pdf = await PDFDocument.load(original, { updateMetadata: false });
  titleAfterDocument(pdf, input.certificate.documentName);
  await stampFieldImages(pdf, input.fields, { embedPng: embedPngNatively, fonts: stampFonts });
  const sealLevel = sealLevelOf(input.signer, input.timestamping);
  await appendCertificate(pdf, { ...input.certificate, sealLevel });
  const sealed = await sealPdf(pdf, input.signer, input.seal, input.timestamping);
  return { pdf: sealed.bytes, level: sealed.level };
}
