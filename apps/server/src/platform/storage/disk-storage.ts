import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage, MissingFileError, type StoredFile } from './file-storage';
import { temporaryArea } from './temporary-area';

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
  const temporary = temporaryArea(path.join(dataDir, 'tmp'));
  const pathOf = (key: string) => path.join(filesDir, assertStorageKey(key));

  return {
    location: 'DATA_DIR/files',
    receive: temporary.receive,
    discard: temporary.discard,
    sweepTemporary: temporary.sweepTemporary,

    async keep(received, key) {
      // receive() flushed the file to disk before closing it.
      await durableRename(received.path, pathOf(key));
    },

    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return null;
        throw error;
      }
    },

    async read(key, range) {
      // Opened before answering, so a missing file is an error here rather than on the stream.
      const handle = await open(pathOf(key), 'r').catch((error) => {
        throw errorCode(error) === 'ENOENT' ? new MissingFileError(key) : error;
      });
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async remove(key) {
      await rm(pathOf(key), { force: true });
    },

    async write(key, bytes) {
      const target = pathOf(key);
      const tempPath = await temporary.newPath('write');
      try {
        await writeFile(tempPath, bytes, { flag: 'wx', flush: true });
        await durableRename(tempPath, target);
      } catch (error) {
        await rm(tempPath, { force: true });
        throw error;
      }
    },

    async listFiles() {
      const entries = await readdir(filesDir, { recursive: true, withFileTypes: true }).catch((error) => {
        if (errorCode(error) === 'ENOENT') return [];
        throw error;
      });
      const files: StoredFile[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        // Gone since the directory was read (a purge): not listed.
        const stats = await stat(file).catch(() => null);
        if (!stats) continue;
        files.push({ key: path.relative(filesDir, file).split(path.sep).join('/'), modifiedAt: stats.mtime });
      }
      return files;
    },
  };
}
