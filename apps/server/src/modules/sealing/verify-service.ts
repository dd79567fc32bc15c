import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { VerifiedSignature, VerifyResponse } from '@signflow/contract/verify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { inspectionBusyRefusal } from '../../http/upload-admission';
import type { SignatureCheck } from '../../platform/pdf/signature-check';
import { PdfWorkError, taskModuleUrl, type WorkerTask } from '../../platform/pdf-work/pdf-work';
import type { ReceivedFile } from '../../platform/storage/file-storage';
import { findSealedBySha256 } from './repo';
import type { checkUploadedPdf, VerifyJob } from './verify-task';

/** checkUploadedPdf of verify-task.ts, in the inspection lane's thread: only that thread parses the upload. */
export const VERIFY_TASK: WorkerTask<Parameters<typeof checkUploadedPdf>[0], SignatureCheck> = {
  module: taskModuleUrl('./verify-task.ts', import.meta.url),
  name: 'checkUploadedPdf',
};

export type { VerifyJob };

/** The message that sums the answer up, from what the file's seal says and whether the register knows it. */
function messageOf(signature: VerifiedSignature): string {
  if (!signature.present) return API_MESSAGES.verifyNoSeal;
  if (signature.change !== null || !signature.valid) return API_MESSAGES.verifyChanged;
  return API_MESSAGES.verifyValidElsewhere;
}

/**
 * The seal as the answer tells it: its time-stamp's time only when its authority is trusted, or when the file is
 * one this installation sealed (it asked that authority itself, TSA_URLS).
 */
function reportedSignature(check: SignatureCheck, known: boolean): VerifiedSignature {
  return check.timestampTrusted || known ? check.signature : { ...check.signature, timestamp: null };
}

/**
 * POST /v1/verify (docs/domain.md#sealing-and-verification): `signature` is what the file's own seal says,
 * checked in a worker thread; genuine only when the file is, byte for byte, a PDF this installation sealed (its
 * SHA-256 in the seal register, which keeps the document's name and parties after its owner purged it).
 */
export async function verifyUploadedFile(
  db: Db,
  file: { sha256: string },
  check: SignatureCheck,
): Promise<VerifyResponse> {
  const entry = await findSealedBySha256(db, file.sha256);
  const signature = reportedSignature(check, entry !== null);
  if (!entry) return { genuine: false, message: messageOf(signature), signature, register: { known: false } };
  return {
    genuine: true,
    message: API_MESSAGES.verifyGenuine,
    document: {
      name: entry.documentName,
      sha256: entry.sealedSha256,
      originalSha256: entry.originalSha256,
      completedAt: entry.completedAt.toISOString(),
      sealedAt: entry.sealedAt.toISOString(),
    },
    parties: entry.parties,
    signature,
    register: { known: true },
  };
}

/**
 * The uploaded file checked: its seal in the inspection lane (in turn with uploads, per client address), then
 * the register. A file too complex to read within the inspection's budget is answered 422; a check the server was
 * too busy to take or finish, 429 or 503 as an upload (upload-admission.ts).
 */
export async function checkUploadedFile(
  context: Pick<AppContext, 'db' | 'pdfWork' | 'sealingCertificate' | 'config'>,
  file: ReceivedFile,
  clientAddress: string,
): Promise<VerifyResponse> {
  const job: VerifyJob = {
    filePath: file.path,
    sealingCertificate: await context.sealingCertificate(),
    trustedRootsPath: context.config.verifyTrustedRoots,
  };
  const check = await context.pdfWork
    .runInspectionLane(VERIFY_TASK, job, `verify ${clientAddress}`)
    .catch((error: unknown) => {
      const busy = inspectionBusyRefusal(error);
      if (busy) throw busy;
      if (error instanceof PdfWorkError) throw new AppError(422, API_MESSAGES.pdfTooComplex);
      throw error;
    });
  return verifyUploadedFile(context.db, file, check);
}
