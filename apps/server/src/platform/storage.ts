import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A file streamed into storage's temporary area, not yet kept. */
export interface ReceivedFile {
  /** Its temporary path, for readers that inspect it before it is kept (PDF inspection). */
  readonly path: string;
  readonly sizeBytes: number;
  /** SHA-256 of its bytes, hex. */
  readonly sha256: string;
}

/**
 * The file store: one shared store for any number of API processes. Files are named by keys
 * such as `<accountId>/<documentId>.pdf`; only this module turns keys into paths.
 */
export interface FileStorage {
  /** Streams into a new temporary file, hashing and counting on the way; on failure nothing is left. */
  receive(source: Readable): Promise<ReceivedFile>;
  /** Keeps a received file under `key`, atomically: readers see the whole file or none. */
  keep(received: ReceivedFile, key: string): Promise<void>;
  /** Removes a received file that is not to be kept; nothing happens if it was kept or is gone. */
  discard(received: ReceivedFile): Promise<void>;
  /** The kept file's size, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Reads a kept file, or the bytes `start..end` (both inclusive) of it. */
  read(key: string, range?: { start: number; end: number }): Readable;
  /** Removes a kept file; nothing happens if it is already gone. */
  remove(key: string): Promise<void>;
  /** Keeps `bytes` under `key`, atomically (a temporary file renamed), replacing any file there. */
  write(key: string, bytes: Uint8Array): Promise<void>;
  /** The key of every kept file (and the path, under the kept area, of any other file found there). */
  listKeys(): Promise<string[]>;
  /**
   * Removes what uploads and writes that never finished (a crash, a kill) left in the temporary area: files
   * untouched for `olderThanMs`, so work still in flight in another process sharing the store is spared.
   * Answers how many were removed.
   */
  sweepTemporary(olderThanMs: number): Promise<number>;
}

/** Keys are made by the server, never by clients; refusing anything else keeps every path inside the store. */
const KEY_PATTERN = /^[0-9a-f-]{36}\/[0-9a-f-]{36}(\.sealed)?\.pdf$/;

export function documentFileKey(accountId: string, documentId: string): string {
  return `${accountId}/${documentId}.pdf`;
}

/** The sealed final PDF of a completed document, beside its original. */
export function sealedFileKey(accountId: string, documentId: string): string {
  return `${accountId}/${documentId}.sealed.pdf`;
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Makes the entries of `directory` (a file renamed into it, a directory made in it) survive a power cut:
 * fsync of the file keeps its bytes, only fsync of its directory keeps its name. Systems that cannot open a
 * directory for syncing (Windows) make their renames durable themselves.
 */
async function syncDirectory(directory: string): Promise<void> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(directory, 'r');
  } catch (error) {
    if (errorCode(error) === 'EISDIR' || errorCode(error) === 'EPERM') return;
    throw error;
  }
  try {
    await handle.sync();
  } catch (error) {
    if (errorCode(error) !== 'EINVAL' && errorCode(error) !== 'EPERM') throw error;
  } finally {
    await handle.close();
  }
}

/** Makes `directory` if it is missing, durably: each directory that gained an entry is synced. */
async function ensureDirectory(directory: string): Promise<void> {
  const firstMade = await mkdir(directory, { recursive: true });
  if (!firstMade) return;
  const stop = path.dirname(firstMade);
  for (let parent = path.dirname(directory); ; parent = path.dirname(parent)) {
    await syncDirectory(parent);
    if (parent === stop || parent === path.dirname(parent)) return;
  }
}

/** Renames a complete, flushed file to `target`, and syncs the directory so the new name survives a crash. */
async function durableRename(from: string, target: string): Promise<void> {
  await ensureDirectory(path.dirname(target));
  await rename(from, target);
  await syncDirectory(path.dirname(target));
}

/** Files under DATA_DIR: `files/` for kept ones, `tmp/` for uploads in progress (same disk, so keeping is a rename). */
export function createDiskStorage(dataDir: string): FileStorage {
  const filesDir = path.join(dataDir, 'files');
  const tmpDir = path.join(dataDir, 'tmp');

  function pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(filesDir, key);
  }

  return {
    async receive(source) {
      await mkdir(tmpDir, { recursive: true });
      const tempPath = path.join(tmpDir, `${randomUUID()}.upload`);
      const hash = createHash('sha256');
      let sizeBytes = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          sizeBytes += chunk.length;
          done(null, chunk);
        },
      });
      const target = createWriteStream(tempPath, { flags: 'wx', flush: true });
      try {
        await pipeline(source, measure, target);
      } catch (error) {
        // A source that fails at once can end the pipeline while the file is still being opened: removed
        // before the stream has closed, it would be created again behind the removal.
        if (!target.closed) await new Promise<void>((closed) => target.once('close', () => closed()));
        await rm(tempPath, { force: true });
        throw error;
      }
      return { path: tempPath, sizeBytes, sha256: hash.digest('hex') };
    },

    async keep(received, key) {
      // receive() flushed the file to disk before closing it.
      await durableRename(received.path, pathOf(key));
    },

    async discard(received) {
      await rm(received.path, { force: true });
    },

    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    read(key, range) {
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },

    async write(key, bytes) {
      const target = pathOf(key);
      await mkdir(tmpDir, { recursive: true });
      const tempPath = path.join(tmpDir, `${randomUUID()}.write`);
      try {
        await writeFile(tempPath, bytes, { flag: 'wx', flush: true });
        await durableRename(tempPath, target);
      } catch (error) {
        await rm(tempPath, { force: true });
        throw error;
      }
    },

    async listKeys() {
      const entries = await readdir(filesDir, { recursive: true, withFileTypes: true }).catch((error) => {
        if (errorCode(error) === 'ENOENT') return [];
        throw error;
      });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(filesDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
    },

    async sweepTemporary(olderThanMs) {
      const names = await readdir(tmpDir).catch((error) => {
        if (errorCode(error) === 'ENOENT') return [];
        throw error;
      });
      const before = Date.now() - olderThanMs;
      let removed = 0;
      for (const name of names) {
        const file = path.join(tmpDir, name);
        const stats = await stat(file).catch(() => null);
        if (!stats?.isFile() || stats.mtimeMs > before) continue;
        await rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}
