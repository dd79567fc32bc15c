import { createHash } from 'node:crypto';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../src/db/schema';
import { listExpectedFiles } from '../../src/modules/documents/document-store';
import { documentFileKey } from '../../src/platform/storage/file-storage';
import { createS3Storage } from '../../src/platform/storage/s3-storage';
import { checkStorage } from '../../src/platform/storage/storage-check';
import {
  createDocumentsTestApp,
  type DocumentsTestApp,
  flowWithApprovers,
  owner,
  uploadPdf,
  uploadRequest,
} from '../support/documents';
import { pdfOfSize, pdfWithPages } from '../support/pdf-files';
import { startS3Server, type TestS3Server } from '../support/s3-server';
import { waitForSeal } from '../support/sealing';
import { completedDocument } from '../support/signing';

/** The bucket as another process sees it: what the app kept there, read without the app. */
function bucketOf(s3: TestS3Server) {
  return createS3Storage(
    {
      endpoint: s3.endpoint,
      region: s3.region,
      bucket: s3.bucket,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      forcePathStyle: true,
    },
    '/nonexistent',
  );
}

describe('the app on STORAGE=s3', () => {
  let s3: TestS3Server;
  let t: DocumentsTestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createDocumentsTestApp({ ...s3.environment, SEAL_POLL_MS: '100' });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  it('keeps an upload in the bucket, nothing under DATA_DIR; /asset answers it whole and by range', async () => {
    const who = await owner(t);
    const pdf = await pdfWithPages(3);
    const document = await uploadPdf(t, who, (await flowWithApprovers(who)).flowId, { pdf });
    const key = documentFileKey(who.accountId, document.id);
    expect(await bucketOf(s3).size(key)).toBe(pdf.length);
    expect(t.storedFiles()).toEqual([]);

    const whole = await who.call('GET', `/asset/${document.id}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(pdf)).toBe(true);
    const ranged = await t.request({
      method: 'GET',
      url: `/asset/${document.id}`,
      headers: { authorization: `Bearer ${who.token}`, range: 'bytes=100-199' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 100-199/${pdf.length}`);
    expect(ranged.rawPayload.equals(pdf.subarray(100, 200))).toBe(true);
  });

  it("seals into the bucket; the owner's download and the signer's PDF (by range) come from it", async () => {
    const who = await owner(t);
    const completed = await completedDocument(t, who);
    const row = await waitForSeal(t, completed.document.id);
    const sealedKey = row.sealedStorageKey as string;
    expect(await bucketOf(s3).size(sealedKey)).toBeGreaterThan(0);

    const download = await who.call('GET', `/v1/documents/${completed.document.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(row.sealedSha256);

    const signerPdf = await t.request({
      method: 'GET',
      url: `/user-sign/${completed.document.id}?token=${completed.tokens[0]}`,
      headers: { range: 'bytes=0-7' },
    });
    expect(signerPdf.statusCode, signerPdf.body).toBe(206);
    expect(signerPdf.rawPayload.toString('latin1')).toMatch(/^%PDF-\d\.\d$/);
  });

  it('Empty Trash deletes the original from the bucket', async () => {
    const who = await owner(t);
    const document = await uploadPdf(t, who, (await flowWithApprovers(who)).flowId);
    const key = documentFileKey(who.accountId, document.id);
    expect(await bucketOf(s3).size(key)).not.toBeNull();
    expect((await who.call('DELETE', `/v1/documents/${document.id}`)).statusCode).toBe(200);
    expect((await who.call('DELETE', '/v1/documents/trash')).statusCode).toBe(200);
    expect(await bucketOf(s3).size(key)).toBeNull();
  });

  it('the start-up check compares the bucket with the documents table', async () => {
    const who = await owner(t);
    const orphan = documentFileKey(who.accountId, '11111111-1111-4111-8111-111111111111');
    await bucketOf(s3).write(orphan, Buffer.from('%PDF-1.7 orphan'));
    const warnings: { fields: Record<string, unknown>; message: string }[] = [];
    const logger = {
      warn: (fields: Record<string, unknown>, message: string) => warnings.push({ fields, message }),
    } as unknown as FastifyBaseLogger;
    await checkStorage({
      expectedFiles: () => listExpectedFiles(t.db),
      storage: bucketOf(s3),
      logger,
      orphanGraceMs: 24 * 60 * 60 * 1000,
    });
    expect(warnings).toEqual([
      { fields: { count: 1, keys: [orphan] }, message: `storage: files in bucket ${s3.bucket} that no document names` },
    ]);
  });
});

describe('the S3 server going away mid-upload', () => {
  let s3: TestS3Server;
  let t: DocumentsTestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createDocumentsTestApp(s3.environment);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  it('answers 503 saying the file store cannot be reached, and leaves no row and no temporary file', async () => {
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    // Past one part (8 MB): sent as a multipart upload, and the server goes at its first part.
    const pdf = await pdfOfSize(9 * 1024 * 1024);
    s3.onRequest((request) => {
      if (request.url?.includes('partNumber=')) void s3.kill();
    });
    const response = await uploadRequest(t, who.token, [
      { name: 'flowHeaderId', value: flow.flowId },
      { name: 'file', filename: 'big.pdf', content: pdf },
    ]);
    expect(response.statusCode, response.body).toBe(503);
    expect(response.json()).toEqual({
      code: 503,
      message: API_MESSAGES.storageUnavailable,
      error: 'storage_unavailable',
    });
    expect(await t.db.select().from(documents).where(eq(documents.accountId, who.accountId))).toEqual([]);
    expect(t.storedFiles()).toEqual([]);
  });
});
