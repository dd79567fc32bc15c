import type { FastifyBaseLogger } from 'fastify';
import { type FileStorage, isStorageKey, type StoredFile } from './file-storage';

/**
 * An upload streams into the temporary area and is kept within seconds (renamed out, or sent to the bucket), and
 * nothing reads a file there for longer than an upload's inspection and sending take: a file untouched this long
 * was left by a crash. The margin spares uploads in flight in any process sharing DATA_DIR.
 */
export const INTERRUPTED_UPLOAD_AGE_MS = 60 * 60 * 1000;
/** How often the temporary area is swept after the start. */
export const TEMPORARY_SWEEP_EVERY_MS = 10 * 60 * 1000;
/** How often the whole store is compared with the documents again after the start. */
export const STORAGE_CHECK_EVERY_MS = 24 * 60 * 60 * 1000;

/** The most ids or keys one log line lists; the counts are always whole. */
const MAX_LISTED = 50;

/** A file a row names: a document's original (until purged) or its sealed PDF, or a template's PDF. */
export type ExpectedFile = { key: string } & ({ documentId: string } | { templateId: string });

/** Lists the files the documents and templates expect in storage (their modules know which). */
export type ExpectedFiles = () => Promise<ExpectedFile[]>;

export interface StorageReport {
  /** Kept files no document row names: an upload whose row was never committed, a purge that stopped. */
  orphanFiles: StoredFile[];
  /** Documents whose file is gone: their original (until purged) or their sealed PDF. */
  missingFiles: ExpectedFile[];
  /** The files the store holds under names the server gives, and the files the documents name. */
  counts: { serverFiles: number; expected: number };
}

/** Compares the kept files with the documents table, both ways. */
export async function compareStorage(expectedFiles: ExpectedFiles, storage: FileStorage): Promise<StorageReport> {
  // Rows first: a file kept (and its row committed) between the two reads then shows as an extra file,
  // never as a row whose file is missing; being new, it is within the grace period and stays.
  const expected = await expectedFiles();
  const kept = await storage.listFiles();
  const keptKeys = new Set(kept.map((file) => file.key));
  const expectedKeys = new Set(expected.map((file) => file.key));
  return {
    orphanFiles: kept.filter((file) => !expectedKeys.has(file.key)).sort((a, b) => a.key.localeCompare(b.key)),
    missingFiles: expected.filter((file) => !keptKeys.has(file.key)),
    counts: { serverFiles: kept.filter((file) => isStorageKey(file.key)).length, expected: expectedKeys.size },
  };
}

/** How the store is kept in order: what it holds, what the documents expect, and what may go. */
export interface StorageUpkeep {
  storage: FileStorage;
  expectedFiles: ExpectedFiles;
  logger: FastifyBaseLogger;
  /**
   * How long a file no document names is kept before it is removed (ORPHAN_FILE_GRACE_HOURS); null keeps every
   * such file, only reported. The wait spares a file just kept by any process sharing the store, whose row is
   * not committed yet.
   */
  orphanGraceMs: number | null;
  /** The clock the files' ages are read against. */
  now?: () => Date;
}

/** Removes the files of uploads a crash interrupted from the temporary area, and logs them. */
export async function sweepInterruptedUploads(upkeep: StorageUpkeep): Promise<void> {
  const removed = await upkeep.storage.sweepTemporary(INTERRUPTED_UPLOAD_AGE_MS);
  if (removed.length === 0) return;
  upkeep.logger.warn(
    { count: removed.length, files: removed.slice(0, MAX_LISTED) },
    'storage: removed files of interrupted uploads from DATA_DIR/tmp',
  );
}

/**
 * Whether the store and the database disagree wholesale, so that the database is not the store's (a wrong
 * DATABASE_URL, an empty database started before its data was imported, a bucket another installation uses): it
 * names no file at all, or more than half the store's files would go. A crash leaves a file or two behind, never that.
 */
function looksLikeAnotherDatabase(removable: number, counts: StorageReport['counts']): boolean {
  return removable > 0 && (counts.expected === 0 || removable * 2 > counts.serverFiles);
}

/**
 * Removes the files no document names that are older than the grace period and are named as the server names its
 * files (anything else in the store is someone else's and only reported); answers the files it leaves. Removes
 * none when the database does not look like the store's (looksLikeAnotherDatabase): an operator decides then.
 */
async function removeOldOrphans(
  upkeep: StorageUpkeep,
  orphans: StoredFile[],
  counts: StorageReport['counts'],
): Promise<StoredFile[]> {
  const { storage, logger, orphanGraceMs } = upkeep;
  if (orphanGraceMs === null) return orphans;
  const before = (upkeep.now?.() ?? new Date()).getTime() - orphanGraceMs;
  const isRemovable = (file: StoredFile) => isStorageKey(file.key) && file.modifiedAt.getTime() <= before;
  const removable = orphans.filter(isRemovable).length;
  if (looksLikeAnotherDatabase(removable, counts)) {
    logger.error(
      { removable, storedFiles: counts.serverFiles, namedByDocuments: counts.expected },
      `storage: most files in ${storage.location} are named by no document, so nothing was removed: check that ` +
        'DATABASE_URL and the store are this installation’s (README, Storage)',
    );
    return orphans;
  }
  const removed: string[] = [];
  const left: StoredFile[] = [];
  for (const file of orphans) {
    if (!isRemovable(file)) {
      left.push(file);
      continue;
    }
    try {
      await storage.remove(file.key);
      removed.push(file.key);
    } catch (error) {
      logger.error({ err: error, key: file.key }, 'storage: a file no document names could not be removed');
      left.push(file);
    }
  }
  if (removed.length > 0) {
    logger.warn(
      { count: removed.length, keys: removed.slice(0, MAX_LISTED), graceHours: orphanGraceMs / 3_600_000 },
      `storage: removed files from ${storage.location} that no document names, older than the grace period`,
    );
  }
  return left;
}

/**
 * After a crash or a restore from backup, at start and then daily: sweeps interrupted uploads, removes the files no
 * document names once they are older than the grace period, and logs (warn) by count and name what is removed and
 * the mismatches left: files without a row (too recent, or not the server's) and rows without their file, which
 * an operator decides about.
 */
export async function checkStorage(upkeep: StorageUpkeep): Promise<void> {
  const { storage, logger } = upkeep;
  await sweepInterruptedUploads(upkeep);
  const { orphanFiles, missingFiles, counts } = await compareStorage(upkeep.expectedFiles, storage);
  const left = await removeOldOrphans(upkeep, orphanFiles, counts);
  if (left.length > 0) {
    logger.warn(
      { count: left.length, keys: left.slice(0, MAX_LISTED).map((file) => file.key) },
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
