import type { Readable } from 'node:stream';

/** A file streamed into the local temporary area, not yet kept. */
export interface ReceivedFile {
  /** Its temporary path on this machine, for readers that inspect it before it is kept (PDF inspection). */
  readonly path: string;
  readonly sizeBytes: number;
  /** SHA-256 of its bytes, hex. */
  readonly sha256: string;
}

/** A file in the store, as its listing names it: its key, and when it was last written. */
export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

/**
 * The file store, one interface whatever keeps the files (a directory, an S3 bucket): one shared store for any
 * number of app processes. Files are named by keys such as `<accountId>/<documentId>.pdf`; only the drivers
 * turn keys into places.
 */
export interface FileStorage {
  /** Where kept files live, as an operator names it in a log line ('DATA_DIR/files', 'bucket signflow'). */
  readonly location: string;
  /** Streams into a new temporary file on this machine, hashing and counting on the way; on failure nothing is left. */
  receive(source: Readable): Promise<ReceivedFile>;
  /**
   * Keeps a received file under `key`, whole or not at all: readers see the whole file or none. The temporary
   * file is gone afterwards. Fails with StorageUnavailableError when the store cannot be reached.
   */
  keep(received: ReceivedFile, key: string): Promise<void>;
  /** Removes a received file that is not to be kept; nothing happens if it was kept or is gone. */
  discard(received: ReceivedFile): Promise<void>;
  /** The kept file's size, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Opens a kept file, or the bytes `start..end` (both inclusive) of it; MissingFileError when there is none. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** Removes a kept file; nothing happens if it is already gone. */
  remove(key: string): Promise<void>;
  /** Keeps `bytes` under `key`, whole or not at all, replacing any file there. */
  write(key: string, bytes: Uint8Array): Promise<void>;
  /** Every kept file by its key (and any other file found there by its name in the store), with when it was written. */
  listFiles(): Promise<StoredFile[]>;
  /**
   * Removes what uploads and writes that never finished (a crash, a kill) left in the local temporary area:
   * files untouched for `olderThanMs`, so work still in flight is spared. Answers the names of those removed.
   */
  sweepTemporary(olderThanMs: number): Promise<string[]>;
}

/** A kept file that is not there. */
export class MissingFileError extends Error {
  constructor(readonly key: string) {
    super(`no file in storage under ${key}`);
    this.name = 'MissingFileError';
  }
}

/** The store could not be reached or refused the work (a network fault, a server gone, wrong credentials). */
export class StorageUnavailableError extends Error {
  constructor(operation: string, key: string, location: string, cause: unknown) {
    const reason = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    super(`file storage: ${operation} ${key} in ${location} failed (${reason})`, { cause });
    this.name = 'StorageUnavailableError';
  }
}

/** Keys are made by the server, never by clients; refusing anything else keeps every file inside the store. */
const KEY_PATTERN = /^[0-9a-f-]{36}\/[0-9a-f-]{36}(\.sealed|\.template)?\.pdf$/;

export function assertStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
  return key;
}

/** Whether `key` is a name the server gives its files (anything else in the store is not the server's). */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function documentFileKey(accountId: string, documentId: string): string {
  return `${accountId}/${documentId}.pdf`;
}

/** The sealed final PDF of a completed document, beside its original. */
export function sealedFileKey(accountId: string, documentId: string): string {
  return `${accountId}/${documentId}.sealed.pdf`;
}

/** A template's PDF (docs/domain.md#templates), beside the account's documents: each document made from it has its own copy. */
export function templateFileKey(accountId: string, templateId: string): string {
  return `${accountId}/${templateId}.template.pdf`;
}
