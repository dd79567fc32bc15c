import type { SealingCertificate } from '../../platform/pdf/sealing-certificate';
import { buildFinalPdf, type FinalPdf } from './final-pdf';
import { sealingSignerOf } from './sealing-signer';

/** buildFinalPdf's input, with the certificate to make the seal's signer from instead of the signer. */
export type FinalPdfInput = Omit<Parameters<typeof buildFinalPdf>[1], 'signer'> & {
  sealingCertificate: SealingCertificate;
};

export type FinalPdfJob = { original: Uint8Array; input: FinalPdfInput };

/** Runs in the sealing worker thread (see FINAL_PDF_TASK). */
export async function finalPdf(job: FinalPdfJob): Promise<FinalPdf> {
  const { sealingCertificate, ...input } = job.input;
  return buildFinalPdf(job.original, { ...input, signer: await sealingSignerOf(sealingCertificate) });
}
