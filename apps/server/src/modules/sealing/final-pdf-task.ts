import { createHash } from 'node:crypto';
import { NativeCmsSigner } from '../../platform/pdf/cms-signer';
import type { SealingCertificate } from '../../platform/pdf/sealing-certificate';
import { buildFinalPdf } from './final-pdf';

/** buildFinalPdf's input, with the certificate to make the seal's signer from instead of the signer. */
export type FinalPdfInput = Omit<Parameters<typeof buildFinalPdf>[1], 'signer'> & {
  sealingCertificate: SealingCertificate;
};

export type FinalPdfJob = { original: Uint8Array; input: FinalPdfInput };

let loaded: { key: string; signer: NativeCmsSigner } | null = null;

/** The seal's signer, read from the PKCS#12 once per thread (reading it takes a moment). */
function signerFor(certificate: SealingCertificate): NativeCmsSigner {
  // Crossing threads, a Buffer arrives as a plain Uint8Array.
  const p12 = Buffer.from(certificate.p12.buffer, certificate.p12.byteOffset, certificate.p12.byteLength);
  const key = createHash('sha256').update(p12).update(certificate.passphrase).digest('hex');
  if (loaded?.key !== key) loaded = { key, signer: new NativeCmsSigner({ p12, passphrase: certificate.passphrase }) };
  return loaded.signer;
}

/** Runs in the sealing worker thread (see FINAL_PDF_TASK). */
export function finalPdf(job: FinalPdfJob): Promise<Buffer> {
  const { sealingCertificate, ...input } = job.input;
  return buildFinalPdf(job.original, { ...input, signer: signerFor(sealingCertificate) });
}
