import { randomBytes } from 'node:crypto';
import type { BulkSendProgress } from '@signflow/contract/bulk-sends';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { documentEvents, documents } from '../../src/db/schema';
import { NO_ORIGIN } from '../../src/http/request-origin';
import type { BulkSendWork } from '../../src/modules/bulk-sends/bulk-send-worker';
import { readCsvTable } from '../../src/modules/bulk-sends/csv-file';
import { queueBulkSend } from '../../src/modules/bulk-sends/queue-bulk-send';
import { createSignerLinks } from '../../src/modules/signing/signer-links';
import { createDiskStorage } from '../../src/platform/storage/disk-storage';
import { type DocumentsTestApp, documentsTestAppPerFile, type FormPart, multipartBody, type Owner } from './documents';
import type { SenderFilledTemplate } from './templates';
import { bearer, TEST_JWT_SECRET, type TestApp } from './test-app';

/**
 * The app of a test file whose tests run the bulk sends job's passes themselves, and what such a pass works with: the
 * app's own job is left asleep (it polls once an hour, and only the route wakes it).
 */
export function bulkSendJobTestApp(): { t: DocumentsTestApp; work: BulkSendWork } {
  const t = documentsTestAppPerFile({ BULK_SEND_POLL_MS: '3600000' });
  const work = {} as BulkSendWork;
  beforeAll(() => {
    Object.assign(work, {
      db: t.db,
      storage: createDiskStorage(t.dataDir),
      links: createSignerLinks('http://app.test', TEST_JWT_SECRET),
      appUrl: 'http://app.test',
      logger: t.app.log,
    } satisfies BulkSendWork);
  });
  return { t, work };
}

/** A bulk send of the file `csv` queued as the route queues it, but without the route's wake-up of the job: its id. */
export async function queueWithoutRoute(t: TestApp, who: Owner, made: SenderFilledTemplate, csv: string, send = true) {
  const { id } = await queueBulkSend({
    db: t.db,
    owner: { accountId: who.accountId, origin: NO_ORIGIN },
    templateId: made.template.id,
    table: readCsvTable(Buffer.from(csv)),
    send,
  });
  return id;
}

/** The columns of senderFilledTemplate's file: two roles, then Company, Deposit paid and the unlabelled date. */
export const HEADER = 'Client name,Client email,Witness name,Witness email,Company,Deposit paid,Date';

/** A tag that keeps each test's recipients' addresses apart. */
export const freshTag = () => randomBytes(4).toString('hex');

/** Data row `n` of senderFilledTemplate's file, each recipient's address its own. */
export const dataRow = (n: number, tag: string) =>
  `Client ${n},client${n}.${tag}@example.com,Witness ${n},witness${n}.${tag}@example.com,Company ${n},true,2027-03-01`;

/** A file of `count` good rows under the header, lines ended with `eol`. */
export function csvOf(count: number, tag = freshTag(), eol = '\r\n') {
  return [HEADER, ...Array.from({ length: count }, (_, index) => dataRow(index + 1, tag))].join(eol) + eol;
}

/** POST /v1/templates/{id}/bulk-sends with the file (and any other parts). */
export function postBulkSend(
  t: TestApp,
  token: string | null,
  templateId: string,
  file: string | Buffer | null,
  extra: FormPart[] = [],
) {
  const parts: FormPart[] = [...extra];
  if (file !== null) {
    const content = typeof file === 'string' ? Buffer.from(file) : file;
    parts.push({ name: 'file', filename: 'people.csv', content, contentType: 'text/csv' });
  }
  const { payload, contentType } = multipartBody(parts);
  return t.request({
    method: 'POST',
    url: `/v1/templates/${templateId}/bulk-sends`,
    headers: { ...(token ? bearer(token) : {}), 'content-type': contentType },
    payload,
  });
}

/** Queues a bulk send of `made` and answers its id. */
export async function queueFile(t: TestApp, who: Owner, made: SenderFilledTemplate, file: string, send = true) {
  const response = await postBulkSend(t, who.token, made.template.id, file, [{ name: 'send', value: String(send) }]);
  expect(response.statusCode, response.body).toBe(202);
  return response.json<{ id: string; rows: number }>();
}

/** Waits for the bulk send to be Finished, reading its progress as a client would. */
export async function waitForFinished(who: Owner, id: string, timeoutMs = 60_000): Promise<BulkSendProgress> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const progress = (await who.call('GET', `/v1/bulk-sends/${id}`)).json<BulkSendProgress>();
    if (progress.status === 'Finished') return progress;
    if (Date.now() > deadline) throw new Error(`bulk send not finished: ${JSON.stringify(progress)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** How many documents were made from the template. */
export async function documentsFrom(db: Db, templateId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(documents).where(eq(documents.templateId, templateId));
  return row?.n ?? 0;
}

/** How many `made_from_template` events the template's documents hold between them. */
export async function madeEvents(db: Db, templateId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(documentEvents)
    .innerJoin(documents, eq(documents.id, documentEvents.documentId))
    .where(and(eq(documents.templateId, templateId), eq(documentEvents.type, 'made_from_template')));
  return row?.n ?? 0;
}
