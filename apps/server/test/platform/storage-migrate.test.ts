import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFiles } from '../../src/platform/storage/copy-files';
import { createDiskStorage } from '../../src/platform/storage/disk-storage';
import { documentFileKey, type FileStorage, sealedFileKey } from '../../src/platform/storage/file-storage';
import { createS3Storage } from '../../src/platform/storage/s3-storage';
import { randomBytesOf } from '../support/pdf-files';
import { startS3Server, type TestS3Server } from '../support/s3-server';

const serverRoot = path.resolve(import.meta.dirname, '../..');

/** `npm run storage:migrate` as an operator runs it, with this environment; answers its exit code and output. */
function runMigrate(environment: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/scripts/storage-migrate.ts'],
      { cwd: serverRoot, env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...environment } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

function bucketOf(s3: TestS3Server, dataDir: string): FileStorage {
  return createS3Storage(
    {
      endpoint: s3.endpoint,
      region: s3.region,
      bucket: s3.bucket,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      forcePathStyle: true,
    },
    dataDir,
  );
}

describe('npm run storage:migrate', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'signflow-migrate-'));
  const accountId = randomUUID();
  const documentId = randomUUID();
  const files = new Map([
    [documentFileKey(accountId, documentId), randomBytesOf(9 * 1024 * 1024)],
    [sealedFileKey(accountId, documentId), Buffer.from('%PDF-1.7 sealed')],
    [documentFileKey(randomUUID(), randomUUID()), Buffer.from('%PDF-1.7 another account')],
  ]);
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startS3Server();
    const disk = createDiskStorage(dataDir);
    for (const [key, bytes] of files) await disk.write(key, bytes);
    mkdirSync(path.join(dataDir, 'files', 'notes'), { recursive: true });
    writeFileSync(path.join(dataDir, 'files', 'notes', 'readme.txt'), 'an operator’s note');
  });
  afterAll(async () => {
    await s3?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every document file to the bucket, verified by SHA-256, leaving the disk as it was', async () => {
    const { code, output } = await runMigrate({ DATA_DIR: dataDir, ...s3.environment });
    expect(code, output).toBe(0);
    expect(output).toContain('3 copied and verified, 0 already there (verified), 1 skipped, 0 failed.');
    expect(output).toContain('skipped (not a document file): notes/readme.txt');
    const bucket = bucketOf(s3, dataDir);
    for (const [key, bytes] of files) expect((await buffer(await bucket.read(key))).equals(bytes), key).toBe(true);
    expect((await bucket.listFiles()).map((file) => file.key).sort()).toEqual([...files.keys()].sort());
    expect((await createDiskStorage(dataDir).listFiles()).length).toBe(4);
  });

  it('run again, checks what is there and copies nothing', async () => {
    const { code, output } = await runMigrate({ DATA_DIR: dataDir, ...s3.environment });
    expect(code, output).toBe(0);
    expect(output).toContain('0 copied and verified, 3 already there (verified), 1 skipped, 0 failed.');
  });

  it('refuses to run without STORAGE=s3', async () => {
    const { code, output } = await runMigrate({ DATA_DIR: dataDir, STORAGE: 'disk' });
    expect(code).toBe(2);
    expect(output).toContain('Set STORAGE=s3');
  });

  it('a copy that does not read back the same is reported failed, and copied again by the next run', async () => {
    const bucket = bucketOf(s3, dataDir);
    const key = documentFileKey(accountId, randomUUID());
    await createDiskStorage(dataDir).write(key, Buffer.from('%PDF-1.7 new since'));
    // A store that keeps other bytes than it was given (a faulty proxy, say).
    const tampering: FileStorage = {
      ...bucket,
      keep: async (received, keyKept) => {
        await bucket.discard(received);
        await bucket.write(keyKept, Buffer.from('%PDF-1.7 altered'));
      },
    };
    const report = await copyFiles(createDiskStorage(dataDir), tampering);
    expect(report.failed).toEqual([{ key, reason: expect.stringMatching(/^the copy reads back as SHA-256/) }]);

    const again = await copyFiles(createDiskStorage(dataDir), bucket);
    expect(again.copied).toEqual([key]);
    expect(again.failed).toEqual([]);
  });
});
