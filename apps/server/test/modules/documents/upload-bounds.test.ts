import { API_MESSAGES } from '@signflow/contract/api-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_ALLOWANCE_BYTES, UPLOAD_RETRY_AFTER_SECONDS } from '../../../src/http/upload-admission';
import {
  createDocumentsTestApp,
  type DocumentsTestApp,
  type FormPart,
  flowWithApprovers,
  multipartBody,
  type Owner,
  owner,
  uploadPdf,
} from '../../support/documents';
import { pdfOfSize, pdfWithPages } from '../../support/pdf-files';
import { openRaw, type RawRequest, requestHead } from '../../support/raw-http';

/**
 * What bounds uploads before their files are read (docs/api.md#uploads): the declared size, an account's uploads
 * in flight, the flow and the plan, the room in DATA_DIR/tmp. Requests go over sockets of their own, a piece at
 * a time, so each test shows the answer coming while the client has not sent its file.
 */

const MIB = 1024 * 1024;
const UPLOAD_LIMIT_BYTES = MIB;
/** Room for one file at the limit and a half besides. */
const TEMPORARY_SPACE_BYTES = 1.5 * MIB;
const IN_FLIGHT_PER_ACCOUNT = 2;

let t: DocumentsTestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createDocumentsTestApp({
    UPLOAD_LIMIT_BYTES: String(UPLOAD_LIMIT_BYTES),
    UPLOAD_TEMP_SPACE_BYTES: String(TEMPORARY_SPACE_BYTES),
    UPLOADS_IN_FLIGHT_PER_ACCOUNT: String(IN_FLIGHT_PER_ACCOUNT),
  });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const UPLOAD_PATH = '/v1/fileupload/fileupload';

/** The form of an upload: the flow first, as the web app sends it, then the file. */
function uploadForm(flowId: string, pdf: Buffer) {
  const parts: FormPart[] = [
    { name: 'flowHeaderId', value: flowId },
    { name: 'file', filename: 'contract.pdf', content: pdf },
  ];
  return multipartBody(parts);
}

/** Where the file's own bytes begin in a form made by uploadForm. */
function fileStart(form: ReturnType<typeof uploadForm>): number {
  return form.payload.indexOf('%PDF-');
}

/**
 * An upload whose head (with the body's declared length, unless `chunked`) and first `sentBytes` of body have
 * gone; `rest()` sends the remainder.
 */
async function partialUpload(
  who: Owner,
  form: ReturnType<typeof uploadForm>,
  sentBytes: number,
  path = UPLOAD_PATH,
): Promise<RawRequest & { rest(): Promise<void> }> {
  const raw = await openRaw(baseUrl);
  await raw.send(
    requestHead('POST', path, {
      authorization: `Bearer ${who.token}`,
      'content-type': form.contentType,
      'content-length': form.payload.length,
    }),
  );
  if (sentBytes > 0) await raw.send(form.payload.subarray(0, sentBytes));
  return { ...raw, rest: () => raw.send(form.payload.subarray(sentBytes)) };
}

const temporaryFiles = () => t.storedFiles().filter((file) => file.startsWith('tmp'));

/** Waits until `count` uploads are streaming their files into DATA_DIR/tmp. */
async function untilStreaming(count: number) {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; ) {
    if (temporaryFiles().length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${count} uploads did not start streaming`);
}

/** An upload held part-way through its file: admitted, its file streaming to DATA_DIR/tmp. */
async function heldUpload(who: Owner, flowId: string, pdf: Buffer) {
  const form = uploadForm(flowId, pdf);
  const streaming = temporaryFiles().length;
  const held = await partialUpload(who, form, fileStart(form) + Math.floor(pdf.length / 2));
  await untilStreaming(streaming + 1);
  return held;
}

/** Sends the rest of a held upload and answers its status. */
async function finish(held: RawRequest & { rest(): Promise<void> }) {
  await held.rest();
  const answer = await held.answer(60_000);
  held.end();
  return answer.status;
}

function json(body: string) {
  return JSON.parse(body) as unknown;
}

describe('uploads in flight per account (UPLOADS_IN_FLIGHT_PER_ACCOUNT)', () => {
  it('answers 429 with Retry-After before reading the body past the account’s bound; another account goes on; a freed place is taken again', async () => {
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    const other = await owner(t);
    const otherFlow = await flowWithApprovers(other);
    const pdf = await pdfWithPages(3);
    const held = [await heldUpload(who, flow.flowId, pdf), await heldUpload(who, flow.flowId, pdf)];
    const third = await partialUpload(who, uploadForm(flow.flowId, pdf), 0);
    try {
      // Nothing of the third's body was sent: it is answered on its head alone.
      const refused = await third.answer();
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(UPLOAD_RETRY_AFTER_SECONDS));
      expect(json(refused.body)).toEqual({
        code: 429,
        message: API_MESSAGES.tooManyUploads,
        error: 'too_many_uploads',
      });

      await uploadPdf(t, other, otherFlow.flowId);

      expect(await finish(held[0] as (typeof held)[number])).toBe(201);
      await uploadPdf(t, who, flow.flowId);
      expect(await finish(held[1] as (typeof held)[number])).toBe(201);
      expect(temporaryFiles()).toEqual([]);
    } finally {
      for (const request of [...held, third]) request.end();
    }
  });
});

describe('refused before the file is read', () => {
  it('answers 413 naming the limit when the declared size is past any form holding a file within it, and closes the connection', async () => {
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    const raw = await openRaw(baseUrl);
    try {
      await raw.send(
        requestHead('POST', UPLOAD_PATH, {
          authorization: `Bearer ${who.token}`,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': UPLOAD_LIMIT_BYTES + FORM_ALLOWANCE_BYTES + 1,
        }),
      );
      const answer = await raw.answer();
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toBe('close');
      expect(json(answer.body)).toEqual({
        code: 413,
        message: 'File is too large: the limit is 1 MB',
        template: API_MESSAGES.fileTooLarge,
        params: { limit: 1 },
        error: 'file_too_large',
      });
      await raw.closed;
    } finally {
      raw.end();
    }
    // A body declared as large as such a form can be is read (and here refused by the file's own size).
    const form = uploadForm(flow.flowId, await pdfOfSize(UPLOAD_LIMIT_BYTES + 1));
    expect(form.payload.length).toBeLessThanOrEqual(UPLOAD_LIMIT_BYTES + FORM_ALLOWANCE_BYTES);
    const large = await partialUpload(who, form, form.payload.length);
    try {
      expect((await large.answer(60_000)).status).toBe(413);
    } finally {
      large.end();
    }
    expect(temporaryFiles()).toEqual([]);
  });

  it('answers 404 for another account’s flow as soon as the flow part is read, the file not yet sent; the connection then serves on', async () => {
    const ada = await owner(t);
    const adasFlow = await flowWithApprovers(ada);
    const bob = await owner(t);
    const form = uploadForm(adasFlow.flowId, await pdfOfSize(600 * 1024));
    // The flow part, the file part's headers and 1 KB of its 600 KB.
    const raw = await partialUpload(bob, form, fileStart(form) + 1024);
    try {
      const refused = await raw.answer();
      expect(refused.status).toBe(404);
      expect(json(refused.body)).toEqual({ code: 404, message: API_MESSAGES.notFound, error: 'not_found' });
      expect(temporaryFiles()).toEqual([]);
      // The rest of the body is read and dropped, and the connection is kept for the next request.
      await raw.rest();
      await raw.send(requestHead('GET', '/healthz', {}));
      expect((await raw.answer()).status).toBe(200);
      expect(raw.isClosed()).toBe(false);
    } finally {
      raw.end();
    }
  });

  it('answers 403 past the plan’s document limit on the request’s head alone', async () => {
    const who = await owner(t, 'TRIAL');
    const flow = await flowWithApprovers(who);
    // TRIAL holds 3 documents.
    for (let index = 0; index < 3; index += 1) await uploadPdf(t, who, flow.flowId);
    const raw = await partialUpload(who, uploadForm(flow.flowId, await pdfWithPages(1)), 0);
    try {
      const refused = await raw.answer();
      expect(refused.status).toBe(403);
      expect(json(refused.body)).toMatchObject({ template: API_MESSAGES.planLimitDocuments });
    } finally {
      raw.end();
    }
  });
});

describe('a body of undeclared length past the largest form', () => {
  /**
   * Sends a chunked form that goes on and on in 64 KB chunks after `before` (inside a part that never ends), until
   * the server answers or 4 MB (twice the largest form) have gone: the answer must come as the body passes the
   * largest form, not once the body ends.
   */
  async function endlessBody(path: string, headers: Record<string, string>, before: string) {
    const raw = await openRaw(baseUrl);
    await raw.send(requestHead('POST', path, { ...headers, 'transfer-encoding': 'chunked' }));
    const frame = (chunk: Buffer) =>
      Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
    await raw.send(frame(Buffer.from(before)));
    const noise = Buffer.alloc(64 * 1024, 0x41);
    let sent = 0;
    while (sent < 2 * (UPLOAD_LIMIT_BYTES + FORM_ALLOWANCE_BYTES) && !raw.isClosed()) {
      // Once the server has answered and closed, the rest cannot go.
      await raw.send(frame(noise)).catch(() => undefined);
      sent += noise.length;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return { raw, sent };
  }

  it('answers 413 and closes the connection as it passes, whether a file or a text part goes on (upload and /verify)', async () => {
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    const boundary = 'endless';
    const contentType = `multipart/form-data; boundary=${boundary}`;
    const filePart = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n\r\n%PDF-1.7\n`;
    const flowPart = `--${boundary}\r\nContent-Disposition: form-data; name="flowHeaderId"\r\n\r\n${flow.flowId}\r\n`;
    const endlessText = `--${boundary}\r\nContent-Disposition: form-data; name="signers"\r\n\r\n[`;
    const owners = { authorization: `Bearer ${who.token}`, 'content-type': contentType };
    for (const [path, headers, before] of [
      [UPLOAD_PATH, owners, flowPart + filePart],
      [UPLOAD_PATH, owners, endlessText],
      ['/v1/verify', { 'content-type': contentType }, filePart],
    ] as const) {
      const { raw, sent } = await endlessBody(path, headers, before);
      try {
        // A client still sending as the server closes may be reset before it reads the answer (TCP discards what
        // it had not read yet): the 413 is checked when it arrives; either way the server stopped reading early.
        const answer = await raw.answer().catch((error: Error) => {
          if (!raw.isClosed()) throw error;
          return null;
        });
        if (answer) {
          expect(answer.status).toBe(413);
          expect(json(answer.body)).toMatchObject({ code: 413, template: API_MESSAGES.fileTooLarge });
          expect(answer.headers.connection).toBe('close');
        }
        expect(sent).toBeLessThan(2 * (UPLOAD_LIMIT_BYTES + FORM_ALLOWANCE_BYTES));
        await raw.closed;
      } finally {
        raw.end();
      }
    }
    expect(temporaryFiles()).toEqual([]);
  });
});

describe('the room for uploads in DATA_DIR/tmp (UPLOAD_TEMP_SPACE_BYTES)', () => {
  /** About 0.9 MB: with it in flight, about 0.6 MB of the 1.5 MB is left. */
  const largePdf = () => pdfOfSize(900 * 1024);

  it('answers 503 with Retry-After to an upload whose declared size would pass the room left, from any account; room given back is used again', async () => {
    const ada = await owner(t);
    const adasFlow = await flowWithApprovers(ada);
    const bob = await owner(t);
    const bobsFlow = await flowWithApprovers(bob);
    const held = await heldUpload(ada, adasFlow.flowId, await largePdf());
    const tooLarge = uploadForm(bobsFlow.flowId, await pdfOfSize(700 * 1024));
    const refused = await partialUpload(bob, tooLarge, 0);
    try {
      const answer = await refused.answer();
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe(String(UPLOAD_RETRY_AFTER_SECONDS));
      expect(json(answer.body)).toEqual({ code: 503, message: API_MESSAGES.uploadsBusy, error: 'uploads_busy' });
      // A smaller upload fits in the room left.
      await uploadPdf(t, bob, bobsFlow.flowId, { pdf: await pdfWithPages(2) });
      // /verify's file takes room too.
      const verifying = await partialUpload(bob, tooLarge, 0, '/v1/verify');
      try {
        expect((await verifying.answer()).status).toBe(503);
      } finally {
        verifying.end();
      }

      expect(await finish(held)).toBe(201);
      const again = await partialUpload(bob, tooLarge, tooLarge.payload.length);
      try {
        expect((await again.answer(60_000)).status).toBe(201);
      } finally {
        again.end();
      }
    } finally {
      held.end();
      refused.end();
    }
  });

  it('cuts off an upload of undeclared length as it passes the room left, keeping nothing of it', async () => {
    const ada = await owner(t);
    const adasFlow = await flowWithApprovers(ada);
    const bob = await owner(t);
    const bobsFlow = await flowWithApprovers(bob);
    const held = await heldUpload(ada, adasFlow.flowId, await largePdf());
    const form = uploadForm(bobsFlow.flowId, await pdfOfSize(700 * 1024));
    const raw = await openRaw(baseUrl);
    try {
      await raw.send(
        requestHead('POST', UPLOAD_PATH, {
          authorization: `Bearer ${bob.token}`,
          'content-type': form.contentType,
          'transfer-encoding': 'chunked',
        }),
      );
      // In 64 KB chunks, until the server answers: it must before the last.
      const chunkBytes = 64 * 1024;
      for (let offset = 0; offset < form.payload.length && !raw.isClosed(); offset += chunkBytes) {
        const chunk = form.payload.subarray(offset, offset + chunkBytes);
        const framed = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
        // Once the server has answered and closed, the rest cannot go.
        await raw.send(framed).catch(() => undefined);
        await new Promise((resolve) => setImmediate(resolve));
      }
      const answer = await raw.answer();
      expect(answer.status).toBe(503);
      expect(json(answer.body)).toEqual({ code: 503, message: API_MESSAGES.uploadsBusy, error: 'uploads_busy' });
      expect(answer.headers.connection).toBe('close');
      await raw.closed;
      // Only the held upload's file is in the temporary area.
      expect(temporaryFiles()).toHaveLength(1);
      expect(await finish(held)).toBe(201);
      expect(temporaryFiles()).toEqual([]);
    } finally {
      raw.end();
      held.end();
    }
  });
});
