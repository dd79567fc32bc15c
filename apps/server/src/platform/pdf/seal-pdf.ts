import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { type Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import type { PDFDocument } from 'pdf-lib';

/**
 * One PAdES seal over the whole final document: the product seals the result once, and the certificate page
 * names each signer (docs/domain.md#sealing-and-verification). The placeholder goes in, the file is saved
 * without object streams (which the signer cannot patch), then signed.
 */
export async function sealPdf(
  pdf: PDFDocument,
  signer: Signer,
  details: { reason: string; name: string; location: string; contactInfo: string; signingTime: Date },
): Promise<Buffer> {
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    ...details,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    appName: 'SignFlow',
  });
  const withPlaceholder = Buffer.from(await pdf.save({ useObjectStreams: false }));
  return new SignPdf().sign(withPlaceholder, signer, details.signingTime);
}
