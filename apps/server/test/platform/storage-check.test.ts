import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../src/db/schema';
import { listExpectedFiles } from '../../src/modules/documents/document-store';
import { createDiskStorage } from '../../src/platform/storage/disk-storage';
import { documentFileKey, sealedFileKey } from '../../src/platform/storage/file-storage';
import { checkStorage } from '../../src/platform/storage/storage-check';
import {
  createDocumentsTestApp,
  type DocumentsTestApp,
  flowWithApprovers,
  owner,
  uploadPdf,
} from '../support/documents';
import { createTestApp, type TestApp } from '../support/test-app';

describe('interrupted uploads', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'signflow-crashed-'));
  const tmp = path.join(dataDir, 'tmp');
  const interrupted = [path.join(tmp, `${randomUUID()}.upload`), path.join(tmp, `${randomUUID()}.write`)];
  const inFlight = path.join(tmp, `${randomUUID()}.upload`);
  let t: TestApp;
  beforeAll(async () => {
    mkdirSync(tmp, { recursive: true });
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const file of interrupted) {
      writeFileSync(file, '%PDF-1.7 half');
      utimesSync(file, twoHoursAgo, twoHoursAgo);
    }
    writeFileSync(inFlight, '%PDF-1.7 arriving');
    t = await createTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('are swept from DATA_DIR/tmp when the app starts; a file still being written stays', () => {
    for (const file of interrupted) expect(existsSync(file), file).toBe(false);
    expect(existsSync(inFlight)).toBe(true);
  });
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** A logger that keeps what is warned, as the operator would read it. */
function capturingLogger() {
  const warnings: { fields: Record<string, unknown>; message: string }[] = [];
  const logger = {
    warn: (fields: Record<string, unknown>, message: string) => warnings.push({ fields, message }),
    error: (fields: Record<string, unknown>, message: string) => {
      throw new Error(`unexpected error log: ${message} ${JSON.stringify(fields)}`);
    },
    info: () => {},
  } as unknown as FastifyBaseLogger;
  return { logger, warnings };
}

describe('files and rows that disagree are reported at start', () => {
  let t: DocumentsTestApp;
  const ids = { kept: '', missing: '', purged: '', sealedMissing: '' };
  let accountId: string;
  beforeAll(async () => {
    t = await createDocumentsTestApp();
    const who = await owner(t);
    accountId = who.accountId;
    const flow = await flowWithApprovers(who);
    for (const name of Object.keys(ids) as (keyof typeof ids)[]) {
      ids[name] = (await uploadPdf(t, who, flow.flowId)).id;
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const fileOf = (key: string) => path.join(t.dataDir, 'files', key);

  it('lists the orphan file and the missing ones, by count and id; a purged original is not missed', async () => {
    // A crash between keeping a file and committing its row leaves a file nobody names (kept: within its grace period).
    const orphanKey = documentFileKey(accountId, randomUUID());
    writeFileSync(fileOf(orphanKey), '%PDF-1.7 orphan');
    // A file lost (a restore from an older backup): its row stays.
    unlinkSync(fileOf(documentFileKey(accountId, ids.missing)));
    // A purged document no longer needs its original.
    await t.db.update(documents).set({ purgedAt: new Date() }).where(eq(documents.id, ids.purged));
    unlinkSync(fileOf(documentFileKey(accountId, ids.purged)));
    // A sealed PDF the row names but the store lost.
    const sealedKey = sealedFileKey(accountId, ids.sealedMissing);
    await t.db.update(documents).set({ sealedStorageKey: sealedKey }).where(eq(documents.id, ids.sealedMissing));

    const { logger, warnings } = capturingLogger();
    await checkStorage({
      expectedFiles: () => listExpectedFiles(t.db),
      storage: createDiskStorage(t.dataDir),
      logger,
      orphanGraceMs: DAY_MS,
    });

    expect(warnings).toHaveLength(2);
    const [orphans, missing] = warnings;
    expect(orphans?.message).toMatch(/no document names/);
    expect(orphans?.fields).toEqual({ count: 1, keys: [orphanKey] });
    expect(missing?.message).toMatch(/file is missing/);
    expect(missing?.fields.count).toBe(2);
    expect(missing?.fields.files).toEqual(
      expect.arrayContaining([
        { documentId: ids.missing, key: documentFileKey(accountId, ids.missing) },
        { documentId: ids.sealedMissing, key: sealedKey },
      ]),
    );
    expect(JSON.stringify(warnings)).not.toContain(ids.kept);
    expect(JSON.stringify(warnings)).not.toContain(ids.purged);
  });
});

describe('a store in order', () => {
  let fresh: DocumentsTestApp;
  beforeAll(async () => {
    fresh = await createDocumentsTestApp();
    const who = await owner(fresh);
    await uploadPdf(fresh, who, (await flowWithApprovers(who)).flowId);
  });
  afterAll(async () => {
    await fresh.close();
  });

  it('says nothing when every file has its row and every row its file', async () => {
    const { logger, warnings } = capturingLogger();
    await checkStorage({
      expectedFiles: () => listExpectedFiles(fresh.db),
      storage: createDiskStorage(fresh.dataDir),
      logger,
      orphanGraceMs: DAY_MS,
    });
    expect(warnings).toEqual([]);
  });
});
