import { type PdfWork, taskModuleUrl, type WorkerTask } from '../../platform/pdf-work/pdf-work';
import type { FinalPdf } from './final-pdf';
import type { FinalPdfInput, FinalPdfJob } from './final-pdf-task';

/**
 * The final PDF as the PDF worker threads build it: finalPdf of final-pdf-task.ts, named by its file, so
 * only the worker thread loads pdf-lib and the certificate page, never the main thread.
 */
export const FINAL_PDF_TASK: WorkerTask<FinalPdfJob, FinalPdf> = {
  module: taskModuleUrl('./final-pdf-task.ts', import.meta.url),
  name: 'finalPdf',
};

/** The app's PDF work: inspection, and the final PDF of FINAL_PDF_TASK. */
export type AppPdfWork = PdfWork<FinalPdfInput, FinalPdf>;

/** A Buffer crosses threads as a plain Uint8Array: the sealed file as a Buffer again. */
export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
