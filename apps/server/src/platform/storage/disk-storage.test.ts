import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDiskStorage } from './disk-storage';
import { documentFileKey, sealedFileKey } from './file-storage';

/** Every path fsync'ed through a handle, in order: directories are opened and synced this way. */
const synced = vi.hoisted(() => [] as string[]);
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  const open: typeof actual.open = async (...args) => {
    const handle = await actual.open(...args);
    const sync = handle.sync.bind(handle);
    handle.sync = async () => {
      await sync();
      synced.push(path.resolve(String(args[0])));
    };
    return handle;
  };
  return { ...actual, open };
});

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'signflow-storage-'));
  synced.length = 0;
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const accountId = randomUUID();
const filesDir = () => path.join(dataDir, 'files');

describe('renames into the store survive a crash', () => {
  it('keep() syncs the directory the file was renamed into, and each directory it had to make', async () => {
    const storage = createDiskStorage(dataDir);
    const received = await storage.receive(Readable.from([Buffer.from('%PDF-1.7 test')]));
    const key = documentFileKey(accountId, randomUUID());
    await storage.keep(received, key);
    expect(existsSync(path.join(filesDir(), key))).toBe(true);
    expect(synced).toEqual([filesDir(), dataDir, path.join(filesDir(), accountId)]);
  });

  it('a second file of the account syncs only its directory; write() does the same', async () => {
    const storage = createDiskStorage(dataDir);
    const documentId = randomUUID();
    await storage.write(documentFileKey(accountId, documentId), Buffer.from('first'));
    synced.length = 0;
    await storage.write(sealedFileKey(accountId, documentId), Buffer.from('sealed'));
    expect(synced).toEqual([path.join(filesDir(), accountId)]);
  });
});

describe('the temporary area after a crash', () => {
  it('sweepTemporary removes only files untouched for the given age', async () => {
    const tmp = path.join(dataDir, 'tmp');
    mkdirSync(tmp, { recursive: true });
    const old = path.join(tmp, 'interrupted.upload');
    const fresh = path.join(tmp, 'in-flight.upload');
    writeFileSync(old, 'half a PDF');
    writeFileSync(fresh, 'a PDF arriving');
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
    utimesSync(old, anHourAgo, anHourAgo);

    expect(await createDiskStorage(dataDir).sweepTemporary(10 * 60 * 1000)).toEqual(['interrupted.upload']);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });

  it('sweepTemporary and listFiles accept a store that was never written to', async () => {
    const storage = createDiskStorage(dataDir);
    expect(await storage.sweepTemporary(0)).toEqual([]);
    expect(await storage.listFiles()).toEqual([]);
  });
});

it('listFiles answers every kept file by its key, and strays by their path in the store, each with its time', async () => {
  const storage = createDiskStorage(dataDir);
  const key = documentFileKey(accountId, randomUUID());
  await storage.write(key, Buffer.from('kept'));
  const stray = path.join(filesDir(), 'stray.txt');
  writeFileSync(stray, 'not ours');
  const aDayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
  utimesSync(stray, aDayAgo, aDayAgo);
  const listed = await storage.listFiles();
  expect(listed.map((file) => file.key).sort()).toEqual([key, 'stray.txt'].sort());
  const strayTime = listed.find((file) => file.key === 'stray.txt')?.modifiedAt.getTime() ?? 0;
  expect(Math.abs(strayTime - aDayAgo.getTime())).toBeLessThan(1000);
});
