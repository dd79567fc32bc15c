import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DocumentStatus, DocumentSummary, SigningRecordResponse } from '@signflow/contract/documents';
import type { FlowApprover, FlowHeader } from '@signflow/contract/flows';
import type { Plan } from '@signflow/contract/plans';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { documents } from '../../src/db/schema';
import { pdfWithPages } from './pdf-files';
import { bearer, createTestApp, setPlan, type TestApp } from './test-app';

export const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** A test app whose DATA_DIR the test can look into, to see what files are kept. */
export interface DocumentsTestApp extends TestApp {
  dataDir: string;
  /** Every file under DATA_DIR/files and DATA_DIR/tmp, relative to DATA_DIR. */
  storedFiles(): string[];
}

export async function createDocumentsTestApp(environment: Record<string, string> = {}): Promise<DocumentsTestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'signflow-documents-'));
  const t = await createTestApp({ DATA_DIR: dataDir, ...environment });
  return {
    ...t,
    dataDir,
    storedFiles() {
      return ['files', 'tmp'].flatMap((area) => {
        const root = path.join(dataDir, area);
        try {
          return readdirSync(root, { recursive: true, withFileTypes: true })
            .filter((entry) => entry.isFile())
            .map((entry) => path.relative(dataDir, path.join(entry.parentPath, entry.name)));
        } catch {
          return [];
        }
      });
    },
    async close() {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app of a test file's tests, made before them and closed after them: filled in by the file's `beforeAll`, so it
 * is read in tests and hooks, not while the file is loaded.
 */
export function documentsTestAppPerFile(environment: Record<string, string> = {}): DocumentsTestApp {
  const t = {} as DocumentsTestApp;
  beforeAll(async () => {
    Object.assign(t, await createDocumentsTestApp(environment));
  });
  afterAll(async () => {
    await t.close();
  });
  return t;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A signed-in owner on `plan`; `verified: false` leaves their e-mail address unverified. */
export async function owner(t: TestApp, plan: Plan = 'PRO', options: { verified?: boolean } = {}) {
  const account = await t.registerAccount({}, options);
  const accountId = account.body.user.id;
  await setPlan(t.db, accountId, plan);
  const call = (method: Method, url: string, payload?: object) =>
    t.request({ method, url, headers: bearer(account.token), ...(payload ? { payload } : {}) });
  return { ...account, accountId, call };
}
export type Owner = Awaited<ReturnType<typeof owner>>;

export const APPROVERS = [
  { approverName: 'Amy Approver', approverMail: 'amy@example.com', approvalLevel: 1 },
  { approverName: 'Bob Boss', approverMail: 'bob@example.com', approvalLevel: 2 },
];

/** A flow whose approvers are filled in. */
export async function flowWithApprovers(who: Owner, approvers = APPROVERS) {
  const created = await who.call('POST', '/v1/flow', { flowName: 'Contract', approverCount: approvers.length });
  expect(created.statusCode).toBe(201);
  const flow = created.json<{ flow: FlowHeader }>().flow;
  const details = (await who.call('GET', `/v1/flow/${flow.flowId}/detail`)).json<{ details: FlowApprover[] }>().details;
  for (const [index, approver] of approvers.entries()) {
    const response = await who.call('PUT', `/v1/flow/${flow.flowId}/detail/${details[index]?.flowDetailId}`, approver);
    expect(response.statusCode).toBe(200);
  }
  return flow;
}

/** A text part (`contentType` labels it, as a client may label JSON) or a file part. */
export type FormPart =
  | { name: string; value: string; contentType?: string }
  | { name: string; filename: string; content: Buffer; contentType?: string };

/** A multipart/form-data body with its parts in the given order. */
export function multipartBody(parts: FormPart[]) {
  const boundary = `----signflow-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n${type}\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/pdf'}\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function uploadRequest(t: TestApp, token: string | null, parts: FormPart[]) {
  const { payload, contentType } = multipartBody(parts);
  return t.request({
    method: 'POST',
    url: '/v1/fileupload/fileupload',
    headers: { ...(token ? bearer(token) : {}), 'content-type': contentType },
    payload,
  });
}

/** Uploads `pdf` (default: 3 pages) for the flow and answers the new Draft. */
export async function uploadPdf(
  t: TestApp,
  who: Owner,
  flowId: string,
  options: { pdf?: Buffer; fileName?: string } = {},
): Promise<DocumentSummary> {
  const response = await uploadRequest(t, who.token, [
    { name: 'flowHeaderId', value: flowId },
    { name: 'file', filename: options.fileName ?? 'contract.pdf', content: options.pdf ?? (await pdfWithPages(3)) },
  ]);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ document: DocumentSummary }>().document;
}

/** Sets a document's status as signing would, for tests of what each status allows. */
export async function setStatus(t: TestApp, documentId: string, status: DocumentStatus) {
  await t.db.update(documents).set({ status }).where(eq(documents.id, documentId));
}

/** A Draft of 3 pages with two signers, Amy and Bob (the owner's, or a new owner's). */
export async function draftWithTwoSigners(t: TestApp, who?: Owner) {
  const me = who ?? (await owner(t));
  const flow = await flowWithApprovers(me);
  const document = await uploadPdf(t, me, flow.flowId, { pdf: await pdfWithPages(3) });
  const record = (await me.call('GET', `/v1/documents/signing/${document.id}`)).json<SigningRecordResponse>();
  const [amy, bob] = record.users;
  if (!amy || !bob) throw new Error('the flow has two approvers');
  return { who: me, document, amy, bob };
}
