import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from './file-storage';

/**
 * An upload streams into the temporary area and is kept within seconds (renamed out, or sent to the bucket); a
 * file there untouched this long was left by a crash. The margin spares uploads in flight in another process
 * sharing DATA_DIR.
 */
export const INTERRUPTED_UPLOAD_AGE_MS = 10 * 60 * 1000;

/** The most ids or keys one log line lists; the counts are always whole. */
const MAX_LISTED = 50;

/** A file a document row names: its original (until purged) or its sealed PDF. */
export interface ExpectedFile {
  documentId: string;
  key: string;
}

/** Lists the files the documents expect in storage (the documents module knows which). */
export type ExpectedFiles = () => Promise<ExpectedFile[]>;

export interface StorageReport {
  /** Kept files no document row names: an upload whose row was never committed, a purge that stopped. */
  orphanFiles: string[];
  /** Documents whose file is gone: their original (until purged) or their sealed PDF. */
  missingFiles: ExpectedFile[];
}

/** Compares the kept files with the documents table, both ways. */
export async function compareStorage(expectedFiles: ExpectedFiles, storage: FileStorage): Promise<StorageReport> {
  // Rows first: a file kept (and its row committed) between the two reads then shows as an extra file,
  // never as a row whose file is missing.
  const expected = await expectedFiles();
  const kept = await storage.listKeys();
  const keptKeys = new Set(kept);
  const expectedKeys = new Set(expected.map((file) => file.key));
  return {
    orphanFiles: kept.filter((key) => !expectedKeys.has(key)).sort(),
    missingFiles: expected.filter((file) => !keptKeys.has(file.key)),
  };
}

async function sweepInterruptedUploads(storage: FileStorage, logger: FastifyBaseLogger): Promise<void> {
  const swept = await storage.sweepTemporary(INTERRUPTED_UPLOAD_AGE_MS);
  if (swept > 0) logger.warn({ count: swept }, 'storage: removed files of interrupted uploads from DATA_DIR/tmp');
}

/**
 * At start, after a crash or a restore from backup: sweeps interrupted uploads, then logs (warn) the files
 * without a row and the rows without their file, by count and id. Nothing is deleted but temporary files:
 * an operator decides what a mismatch means.
 */
export async function checkStorageAtStart(
  expectedFiles: ExpectedFiles,
  storage: FileStorage,
  logger: FastifyBaseLogger,
): Promise<void> {
  await sweepInterruptedUploads(storage, logger);
  const { orphanFiles, missingFiles } = await compareStorage(expectedFiles, storage);
  if (orphanFiles.length > 0) {
    logger.warn(
      { count: orphanFiles.length, keys: orphanFiles.slice(0, MAX_LISTED) },
      `storage: files in ${storage.location} that no document names`,
    );
  }
  if (missingFiles.length > 0) {
    logger.warn(
      { count: missingFiles.length, files: missingFiles.slice(0, MAX_LISTED) },
      `storage: documents whose file is missing from ${storage.location}`,
    );
  }
}

/** The temporary area is swept again now and then: leftovers of a crash just before a start go too. */
export function startTemporarySweeper(storage: FileStorage, logger: FastifyBaseLogger) {
  const timer = setInterval(() => {
    sweepInterruptedUploads(storage, logger).catch((error) =>
      logger.error({ err: error }, 'storage: sweeping DATA_DIR/tmp failed'),
    );
  }, INTERRUPTED_UPLOAD_AGE_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
