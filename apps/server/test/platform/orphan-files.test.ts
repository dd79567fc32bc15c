import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFileKey } from '../../src/platform/storage/file-storage';
import { createS3Client } from '../../src/platform/storage/s3-storage';
import { flowWithApprovers, owner, uploadPdf } from '../support/documents';
import { startS3Server, type TestS3Server } from '../support/s3-server';
import { createTestApp } from '../support/test-app';
import { createTestDatabase, TEST_DB_ENGINE, type TestDatabase } from '../support/test-database';

/**
 * Files no document names, as a process killed between keeping an upload and committing its row leaves them, and
 * uploads interrupted in DATA_DIR/tmp: the next start removes those past their grace period, says so in the log by
 * count and name, and leaves the rest (too recent, or not a name the app gives) reported.
 */

const HOUR_MS = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS);

/** Where a driver keeps files, as a test plants them there: with a given last-written time, and looked for. */
interface PlantedStore {
  environment: Record<string, string>;
  /** A file under `key` last written at `at`; `key` need not be one the app makes. */
  plant(key: string, at: Date): Promise<void>;
  has(key: string): Promise<boolean>;
  dispose(): Promise<void>;
}

function diskStore(dataDir: string): PlantedStore {
  const fileOf = (key: string) => path.join(dataDir, 'files', key);
  return {
    environment: {},
    async plant(key, at) {
      mkdirSync(path.dirname(fileOf(key)), { recursive: true });
      writeFileSync(fileOf(key), '%PDF-1.7 planted');
      utimesSync(fileOf(key), at, at);
    },
    has: async (key) => existsSync(fileOf(key)),
    dispose: async () => {},
  };
}

async function s3Store(): Promise<PlantedStore> {
  const s3: TestS3Server = await startS3Server();
  const settings = {
    endpoint: s3.endpoint,
    region: s3.region,
    bucket: s3.bucket,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    forcePathStyle: true,
  };
  const client = await createS3Client(settings);
  return {
    environment: s3.environment,
    async plant(key, at) {
      await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: '%PDF-1.7 planted' }));
      s3.setLastModified(key, at);
    },
    has: (key) =>
      client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key })).then(
        () => true,
        () => false,
      ),
    async dispose() {
      client.destroy();
      await s3.stop();
    },
  };
}

interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

describe.each(['disk', 's3'] as const)(`a start on STORAGE=%s after a crash (${TEST_DB_ENGINE})`, (driver) => {
  let testDatabase: TestDatabase;
  let dataDir: string;
  let store: PlantedStore;
  let accountId: string;
  let documentKey: string;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'signflow-orphans-'));
    store = driver === 'disk' ? diskStore(dataDir) : await s3Store();
    // The process before: one document uploaded, its file kept and named by its row.
    const before = await createTestApp(
      { DATA_DIR: dataDir, ...store.environment },
      { database: testDatabase.database },
    );
    const who = await owner(before);
    accountId = who.accountId;
    const document = await uploadPdf(before, who, (await flowWithApprovers(who)).flowId);
    documentKey = documentFileKey(accountId, document.id);
    await before.close();
  }, 120_000);
  afterAll(async () => {
    await store?.dispose();
    await testDatabase?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * Starts the app on the same store and, unless another is given, the same database, answering what it logged at
   * warn and above while starting.
   */
  async function start(environment: Record<string, string> = {}, database = testDatabase.database): Promise<LogLine[]> {
    let logged = '';
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => {
      logged += chunk.toString();
    });
    const app = await createTestApp(
      { DATA_DIR: dataDir, ...store.environment, LOG_LEVEL: 'warn', ...environment },
      { database, logStream },
    );
    await app.close();
    return logged
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  }
  const lineSaying = (lines: LogLine[], text: string) => lines.find((line) => line.msg.includes(text));

  it('removes the files no document names past the grace period, and says which; keeps the rest, reported', async () => {
    const orphans = [documentFileKey(accountId, randomUUID()), documentFileKey(accountId, randomUUID())].sort();
    for (const key of orphans) await store.plant(key, hoursAgo(25));
    // Kept an hour ago by a process whose row may not be committed yet (any node sharing the store).
    const recent = documentFileKey(accountId, randomUUID());
    await store.plant(recent, hoursAgo(1));
    // Not a name the app gives its files: someone else's, never removed.
    const stray = 'notes/readme.txt';
    await store.plant(stray, hoursAgo(25 * 24));
    const tmp = path.join(dataDir, 'tmp');
    mkdirSync(tmp, { recursive: true });
    const interrupted = `${randomUUID()}.upload`;
    const arriving = `${randomUUID()}.upload`;
    writeFileSync(path.join(tmp, interrupted), '%PDF-1.7 half');
    utimesSync(path.join(tmp, interrupted), hoursAgo(2), hoursAgo(2));
    writeFileSync(path.join(tmp, arriving), '%PDF-1.7 arriving');

    const lines = await start();

    for (const key of orphans) expect(await store.has(key), key).toBe(false);
    for (const key of [recent, stray, documentKey]) expect(await store.has(key), key).toBe(true);
    expect(existsSync(path.join(tmp, interrupted))).toBe(false);
    expect(existsSync(path.join(tmp, arriving))).toBe(true);

    expect(lineSaying(lines, 'removed files from')).toMatchObject({
      msg: expect.stringContaining('that no document names, older than the grace period'),
      count: 2,
      keys: orphans,
      graceHours: 24,
    });
    expect(lines.find((line) => line.msg.endsWith('that no document names'))).toMatchObject({
      count: 2,
      keys: [stray, recent].sort(),
    });
    expect(lineSaying(lines, 'interrupted uploads')).toMatchObject({ count: 1, files: [interrupted] });
  });

  it('with ORPHAN_FILE_GRACE_HOURS=0 removes none of them, and still reports each', async () => {
    const orphan = documentFileKey(accountId, randomUUID());
    await store.plant(orphan, hoursAgo(24 * 365));

    const lines = await start({ ORPHAN_FILE_GRACE_HOURS: '0' });

    expect(await store.has(orphan)).toBe(true);
    expect(lineSaying(lines, 'removed files from')).toBeUndefined();
    const reported = lines.find((line) => line.msg.endsWith('that no document names'));
    expect(reported?.keys).toContain(orphan);
  });

  it('removes nothing when the database names no file at all, or not half the store: it is not this store’s database', async () => {
    // The document's file, kept two days ago (planted again, as the test cannot age it otherwise).
    await store.plant(documentKey, hoursAgo(48));
    // Started by mistake on an empty database (a wrong DATABASE_URL, a move to PostgreSQL not yet imported).
    const empty = await createTestDatabase();
    try {
      const lines = await start({}, empty.database);
      expect(await store.has(documentKey)).toBe(true);
      expect(lineSaying(lines, 'removed files from')).toBeUndefined();
      expect(lineSaying(lines, 'nothing was removed')).toMatchObject({ level: 50 });
    } finally {
      await empty.dispose();
    }
    // On its own database, but most of the store is named by no document (another installation's rows).
    const foreign = [documentFileKey(randomUUID(), randomUUID()), documentFileKey(randomUUID(), randomUUID())];
    for (const key of foreign) await store.plant(key, hoursAgo(48));
    const lines = await start();
    for (const key of [documentKey, ...foreign]) expect(await store.has(key), key).toBe(true);
    expect(lineSaying(lines, 'removed files from')).toBeUndefined();
    expect(lineSaying(lines, 'nothing was removed')).toMatchObject({ level: 50 });
  });
});
