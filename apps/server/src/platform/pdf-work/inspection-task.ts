import { inspectPdfFile, type PdfInspection } from '../pdf-inspection';

/** Runs in an inspection worker thread (see pdf-work.ts). */
export function inspect(job: { filePath: string }): Promise<PdfInspection> {
  return inspectPdfFile(job.filePath);
}
