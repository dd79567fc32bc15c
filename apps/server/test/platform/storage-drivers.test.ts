import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../src/platform/storage/disk-storage';
import {
  documentFileKey,
  type FileStorage,
  MissingFileError,
  StorageUnavailableError,
  sealedFileKey,
} from '../../src/platform/storage/file-storage';
import { createS3Storage } from '../../src/platform/storage/s3-storage';
import { randomBytesOf } from '../support/pdf-files';
import { startS3Server, type TestS3Server } from '../support/s3-server';

/** One driver under test, on a fresh DATA_DIR (and, for S3, a server of its own). */
interface DriverUnderTest {
  storage: FileStorage;
  dataDir: string;
  s3?: TestS3Server;
  close(): Promise<void>;
}

function s3SettingsOf(server: TestS3Server) {
  return {
    endpoint: server.endpoint,
    region: server.region,
    bucket: server.bucket,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
    forcePathStyle: true,
  };
}

const DRIVERS: Record<string, () => Promise<DriverUnderTest>> = {
  async disk() {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'signflow-driver-'));
    return {
      storage: createDiskStorage(dataDir),
      dataDir,
      close: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  },
  async s3() {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'signflow-driver-'));
    const s3 = await startS3Server();
    return {
      storage: createS3Storage(s3SettingsOf(s3), dataDir),
      dataDir,
      s3,
      close: async () => {
        await s3.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

const accountId = randomUUID();
const newKey = () => documentFileKey(accountId, randomUUID());
const keysIn = async (storage: FileStorage) => (await storage.listFiles()).map((file) => file.key);
const temporaryFiles = (dataDir: string) =>
  existsSync(path.join(dataDir, 'tmp')) ? readdirSync(path.join(dataDir, 'tmp')) : [];

/** Bytes arriving in pieces, as an upload does. */
function inPieces(bytes: Buffer, pieceSize = 64 * 1024): Readable {
  const pieces: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += pieceSize) pieces.push(bytes.subarray(start, start + pieceSize));
  return Readable.from(pieces);
}

describe.each(Object.keys(DRIVERS))('the %s driver', (driverName) => {
  let driver: DriverUnderTest;
  beforeAll(async () => {
    driver = await (DRIVERS[driverName] as () => Promise<DriverUnderTest>)();
  });
  afterAll(async () => {
    await driver?.close();
  });

  it('upload: receives into the temporary area with size and SHA-256, keeps it whole, leaves no temporary file', async () => {
    const { storage, dataDir } = driver;
    const bytes = randomBytesOf(300_000);
    const received = await storage.receive(inPieces(bytes));
    expect(received.sizeBytes).toBe(bytes.length);
    expect(received.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(existsSync(received.path)).toBe(true);

    const key = newKey();
    await storage.keep(received, key);
    expect(existsSync(received.path)).toBe(false);
    expect(temporaryFiles(dataDir)).toEqual([]);
    expect(await storage.size(key)).toBe(bytes.length);
    expect((await buffer(await storage.read(key))).equals(bytes)).toBe(true);
    expect(await keysIn(storage)).toContain(key);
  });

  it('a big upload is kept whole (on S3 in several parts, streamed from the temporary file)', async () => {
    const { storage, s3 } = driver;
    const partSizes: number[] = [];
    s3?.onRequest((request) => {
      if (request.method === 'PUT' && request.url?.includes('partNumber='))
        partSizes.push(Number(request.headers['content-length']));
    });
    const bytes = randomBytesOf(20 * 1024 * 1024 + 123);
    const key = newKey();
    await storage.keep(await storage.receive(inPieces(bytes, 1024 * 1024)), key);
    expect(await storage.size(key)).toBe(bytes.length);
    expect((await buffer(await storage.read(key))).equals(bytes)).toBe(true);
    // Parts of 8 MB at most, so memory does not grow with the file.
    if (s3) expect(partSizes.sort((a, b) => b - a)).toEqual([8 * 1024 * 1024, 8 * 1024 * 1024, 4 * 1024 * 1024 + 123]);
  });

  it('ranged read: answers exactly the bytes asked for, both ends included', async () => {
    const { storage } = driver;
    const bytes = randomBytesOf(100_000);
    const key = newKey();
    await storage.keep(await storage.receive(inPieces(bytes)), key);
    // Not bytes=0-0: s3rver reads an end of 0 as no end and answers the whole object (S3 itself answers one byte).
    expect((await buffer(await storage.read(key, { start: 0, end: 1 }))).equals(bytes.subarray(0, 2))).toBe(true);
    expect(
      (await buffer(await storage.read(key, { start: 1000, end: 65_535 }))).equals(bytes.subarray(1000, 65_536)),
    ).toBe(true);
    expect((await buffer(await storage.read(key, { start: 99_990, end: 99_999 }))).equals(bytes.subarray(99_990))).toBe(
      true,
    );
  });

  it('sealed file: write keeps bytes under the sealed key, beside the original, replacing any earlier file', async () => {
    const { storage } = driver;
    const documentId = randomUUID();
    const original = documentFileKey(accountId, documentId);
    const sealed = sealedFileKey(accountId, documentId);
    await storage.write(original, Buffer.from('%PDF-1.7 original'));
    await storage.write(sealed, Buffer.from('%PDF-1.7 a first build'));
    await storage.write(sealed, Buffer.from('%PDF-1.7 sealed'));
    expect((await buffer(await storage.read(sealed))).toString()).toBe('%PDF-1.7 sealed');
    expect((await buffer(await storage.read(original))).toString()).toBe('%PDF-1.7 original');
    expect(await keysIn(storage)).toEqual(expect.arrayContaining([original, sealed]));
  });

  it('listing: names each kept file with when it was written (a whole second at worst: S3 lists seconds)', async () => {
    const { storage } = driver;
    const before = Date.now();
    const key = newKey();
    await storage.write(key, Buffer.from('%PDF-1.7 listed'));
    const listed = (await storage.listFiles()).find((file) => file.key === key);
    expect(listed?.modifiedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(listed?.modifiedAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('purge: remove deletes the file, and removing it again is no error', async () => {
    const { storage } = driver;
    const key = newKey();
    await storage.write(key, Buffer.from('%PDF-1.7 trashed'));
    await storage.remove(key);
    expect(await storage.size(key)).toBeNull();
    expect(await keysIn(storage)).not.toContain(key);
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('a missing object: no size, and reading it is a MissingFileError', async () => {
    const { storage } = driver;
    const key = newKey();
    expect(await storage.size(key)).toBeNull();
    await expect(storage.read(key)).rejects.toBeInstanceOf(MissingFileError);
    await expect(storage.read(key, { start: 0, end: 9 })).rejects.toBeInstanceOf(MissingFileError);
  });

  it('an upload whose source fails leaves nothing; a received file can be discarded', async () => {
    const { storage, dataDir } = driver;
    const failing = new Readable({
      read() {
        this.push(Buffer.from('%PDF-1.7 half'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.receive(failing)).rejects.toThrow('client went away');
    const received = await storage.receive(inPieces(Buffer.from('%PDF-1.7 refused')));
    await storage.discard(received);
    expect(temporaryFiles(dataDir)).toEqual([]);
  });

  it('refuses keys the server does not make', async () => {
    const { storage } = driver;
    await expect(storage.write('../escape.pdf', Buffer.from('x'))).rejects.toThrow('invalid storage key');
    await expect(storage.size(`${accountId}/not-an-id.pdf`)).rejects.toThrow('invalid storage key');
  });
});

describe('the S3 driver when the server goes away', () => {
  let s3: TestS3Server;
  let dataDir: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    dataDir = mkdtempSync(path.join(tmpdir(), 'signflow-driver-'));
  });
  afterAll(async () => {
    await s3.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('mid-upload: keep fails with StorageUnavailableError naming the key and the bucket', async () => {
    const storage = createS3Storage(s3SettingsOf(s3), dataDir);
    const received = await storage.receive(inPieces(randomBytesOf(20 * 1024 * 1024), 1024 * 1024));
    s3.onRequest((request) => {
      if (request.url?.includes('partNumber=')) void s3.kill();
    });
    const key = newKey();
    const failure = await storage.keep(received, key).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StorageUnavailableError);
    expect(String((failure as Error).message)).toContain(key);
    expect(String((failure as Error).message)).toContain(`bucket ${s3.bucket}`);
    // The caller discards the received file, as the upload route does.
    await storage.discard(received);
    expect(temporaryFiles(dataDir)).toEqual([]);
    // Every other operation says the same, rather than 'missing'.
    await expect(storage.size(key)).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(storage.read(key)).rejects.toBeInstanceOf(StorageUnavailableError);
  });
});
