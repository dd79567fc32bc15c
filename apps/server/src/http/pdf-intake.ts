import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { PdfInspection } from '../platform/pdf-inspection';
import type { PdfWork } from '../platform/pdf-work/pdf-work';
import type { ReceivedFile } from '../platform/storage/file-storage';
import { AppError, badRequest } from './app-error';
import { inspectionBusyRefusal } from './upload-admission';

/**
 * What a received PDF is checked against before it is kept (docs/api.md#uploads): an upload, the new PDF of Prepare
 * again and a template's PDF alike.
 */

const REFUSED_PDF: Record<'empty' | 'not-pdf' | 'damaged' | 'encrypted' | 'too-complex', string> = {
  empty: API_MESSAGES.fileEmpty,
  'not-pdf': API_MESSAGES.fileNotPdf,
  damaged: API_MESSAGES.pdfDamaged,
  encrypted: API_MESSAGES.pdfEncrypted,
  'too-complex': API_MESSAGES.pdfTooComplex,
};
const OVER_PDF_LIMIT = {
  'too-many-pages': API_MESSAGES.pdfTooManyPages,
  'too-many-objects': API_MESSAGES.pdfTooManyObjects,
};

function refusedPdf(inspection: Exclude<PdfInspection, { verdict: 'pdf' }>): AppError {
  if ('limit' in inspection) return new AppError(400, OVER_PDF_LIMIT[inspection.verdict], { limit: inspection.limit });
  return badRequest(REFUSED_PDF[inspection.verdict]);
}

/**
 * Inspects the received file in the inspection worker, in the account's turn: answers its page count, or refuses it
 * with the reason (400), or says the server is too busy to inspect it now (429 or 503, with Retry-After).
 */
export async function inspectReceivedPdf(
  pdfWork: Pick<PdfWork, 'inspect'>,
  file: ReceivedFile,
  accountId: string,
): Promise<{ pageCount: number }> {
  const inspection = await pdfWork.inspect(file.path, accountId).catch((error: unknown) => {
    throw inspectionBusyRefusal(error) ?? error;
  });
  if (inspection.verdict !== 'pdf') throw refusedPdf(inspection);
  return { pageCount: inspection.pageCount };
}
