import { readFile } from 'node:fs/promises';
import type { SealingCertificate } from '../../platform/pdf/sealing-certificate';
import { checkPdfSignature, type SignatureCheck } from '../../platform/pdf/signature-check';
import { trustedRootsOfPem } from '../../platform/pdf/trusted-roots';
import { sealingSignerOf } from './sealing-signer';

export interface VerifyJob {
  /** The uploaded file, in the temporary area. */
  filePath: string;
  /** This installation's sealing certificate: trusted, whoever issued it. */
  sealingCertificate: SealingCertificate;
  /** VERIFY_TRUSTED_ROOTS: a PEM file of more certificates to trust. */
  trustedRootsPath: string | undefined;
}

async function trustedRoots(file: string | undefined): Promise<Uint8Array[]> {
  return file ? trustedRootsOfPem(await readFile(file, 'utf8')) : [];
}

/** Runs in the inspection lane's thread (see VERIFY_TASK): what the uploaded PDF's own seal says. */
export async function checkUploadedPdf(job: VerifyJob): Promise<SignatureCheck> {
  const [file, own, roots] = await Promise.all([
    readFile(job.filePath),
    sealingSignerOf(job.sealingCertificate),
    trustedRoots(job.trustedRootsPath),
  ]);
  return checkPdfSignature(file, [own.certificate, ...roots]);
}
