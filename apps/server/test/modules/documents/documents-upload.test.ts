import { createHash } from 'node:crypto';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import { type DocumentSummary, SIGNER_COLORS, type SigningRecordResponse } from '@signflow/contract/documents';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../../src/db/schema';
import {
  createDocumentsTestApp,
  type DocumentsTestApp,
  flowWithApprovers,
  MISSING_ID,
  type Owner,
  owner,
  uploadPdf,
  uploadRequest,
} from '../../support/documents';
import { refusedInput } from '../../support/error-answers';
import {
  corruptPdf,
  encryptedPdf,
  PNG_BYTES,
  pdfOfSize,
  pdfWithPages,
  randomBytesOf,
  truncatedPdf,
} from '../../support/pdf-files';
import { setPlan } from '../../support/test-app';

let t: DocumentsTestApp;
beforeAll(async () => {
  t = await createDocumentsTestApp();
});
afterAll(async () => {
  await t.close();
});

async function documentRows(who: Owner) {
  const [row] = await t.db.select({ total: count() }).from(documents).where(eq(documents.accountId, who.accountId));
  return row?.total ?? 0;
}

describe('POST /v1/fileupload/fileupload', () => {
  it('keeps the PDF as a Draft whose signers are a copy of the flow’s approvers', async () => {
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    const pdf = await pdfWithPages(4);
    const response = await uploadRequest(t, who.token, [
      { name: 'flowHeaderId', value: flow.flowId },
      { name: 'file', filename: 'Lease agreement.pdf', content: pdf },
    ]);
    expect(response.statusCode).toBe(201);
    const { document } = response.json<{ document: DocumentSummary }>();
    expect(document).toEqual({
      id: document.id,
      Id: document.id,
      DocName: 'Lease agreement.pdf',
      status: 'Draft',
      DocPath: `/asset/${document.id}`,
      pageCount: 4,
      sizeBytes: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      trashedAt: null,
      completedAt: null,
      sealedAt: null,
      sealState: null,
    });
    expect(t.storedFiles()).toEqual([`files/${who.accountId}/${document.id}.pdf`]);

    const record = (await who.call('GET', `/v1/documents/signing/${document.id}`)).json<SigningRecordResponse>();
    expect(record.document).toEqual(document);
    expect(record.coordinates).toEqual([]);
    expect(record.users).toEqual([
      {
        id: expect.any(String),
        name: 'Amy Approver',
        email: 'amy@example.com',
        level: 1,
        color: SIGNER_COLORS[0],
        verification: 'link',
      },
      {
        id: expect.any(String),
        name: 'Bob Boss',
        email: 'bob@example.com',
        level: 2,
        color: SIGNER_COLORS[1],
        verification: 'link',
      },
    ]);
  });

  it('reads the flow id after the file as well as before it', async () => {
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    const response = await uploadRequest(t, who.token, [
      { name: 'file', filename: 'late-flow.pdf', content: await pdfWithPages(1) },
      { name: 'flowHeaderId', value: flow.flowId },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().document).toMatchObject({ DocName: 'late-flow.pdf', pageCount: 1 });
  });

  it('keeps only the file’s own name, and names that are not ASCII', async () => {
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    const fromPath = await uploadPdf(t, who, flow.flowId, { fileName: 'C:\\Users\\ada\\Sözleşme 契約.pdf' });
    expect(fromPath.DocName).toBe('Sözleşme 契約.pdf');
    const unix = await uploadPdf(t, who, flow.flowId, { fileName: '../../etc/passwd.pdf' });
    expect(unix.DocName).toBe('passwd.pdf');
    expect(t.storedFiles()).toContain(`files/${who.accountId}/${unix.id}.pdf`);
  });

  it('cuts a name past 255 characters before a character it would split, rather than refusing it', async () => {
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    const document = await uploadPdf(t, who, flow.flowId, { fileName: `${'a'.repeat(254)}🖋.pdf` });
    expect(document.DocName).toBe('a'.repeat(254));
  });

  it('keeps the signers when the flow is deleted afterwards', async () => {
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    const document = await uploadPdf(t, who, flow.flowId);
    expect((await who.call('DELETE', `/v1/flow/${flow.flowId}`)).statusCode).toBe(200);
    const record = (await who.call('GET', `/v1/documents/signing/${document.id}`)).json<SigningRecordResponse>();
    expect(record.users.map((user) => user.name)).toEqual(['Amy Approver', 'Bob Boss']);
  });

  it('gives signers beyond the palette’s eight colours the palette again, in order', async () => {
    const who = await owner(t);
    const approvers = Array.from({ length: 10 }, (_, index) => ({
      approverName: `Signer ${index + 1}`,
      approverMail: `signer${index + 1}@example.com`,
      approvalLevel: 1,
    }));
    const flow = await flowWithApprovers(who, approvers);
    const document = await uploadPdf(t, who, flow.flowId);
    const record = (await who.call('GET', `/v1/documents/signing/${document.id}`)).json<SigningRecordResponse>();
    expect(record.users.map((user) => user.color)).toEqual([...SIGNER_COLORS, SIGNER_COLORS[0], SIGNER_COLORS[1]]);
    expect(new Set(SIGNER_COLORS).size).toBe(8);
  });
});

describe('refused uploads keep nothing', () => {
  it.each([
    ['a PNG renamed .pdf', () => PNG_BYTES, API_MESSAGES.fileNotPdf],
    ['random bytes', () => randomBytesOf(4096), API_MESSAGES.fileNotPdf],
    ['an empty file', () => Buffer.alloc(0), API_MESSAGES.fileEmpty],
    ['a truncated PDF', truncatedPdf, API_MESSAGES.pdfDamaged],
    ['a PDF cut in half', async () => (await pdfWithPages(3)).subarray(0, 600), API_MESSAGES.pdfDamaged],
    ['a corrupt PDF', corruptPdf, API_MESSAGES.pdfDamaged],
    ['a PDF with a user password', () => encryptedPdf({ userPassword: 'secret' }), API_MESSAGES.pdfEncrypted],
    ['a PDF with an owner password only', () => encryptedPdf(), API_MESSAGES.pdfEncrypted],
  ])('answers 400 for %s', async (_case, makeFile, message) => {
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    const before = t.storedFiles();
    const response = await uploadRequest(t, who.token, [
      { name: 'flowHeaderId', value: flow.flowId },
      { name: 'file', filename: 'bad.pdf', content: await makeFile() },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedInput(message));
    expect(await documentRows(who)).toBe(0);
    expect(t.storedFiles()).toEqual(before);
  });

  it('answers 400 without a file part, or with the file under another name', async () => {
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    const pdf = await pdfWithPages(1);
    for (const parts of [
      [{ name: 'flowHeaderId', value: flow.flowId }],
      [
        { name: 'flowHeaderId', value: flow.flowId },
        { name: 'pdf', filename: 'a.pdf', content: pdf },
      ],
      [],
    ]) {
      const response = await uploadRequest(t, who.token, parts);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, message: API_MESSAGES.uploadNoFile, error: 'upload_no_file' });
    }
    expect(await documentRows(who)).toBe(0);
  });

  it('answers 400 without a flow', async () => {
    const who = await owner(t);
    for (const parts of [
      [{ name: 'file', filename: 'a.pdf', content: await pdfWithPages(1) }],
      [
        { name: 'flowHeaderId', value: '  ' },
        { name: 'file', filename: 'a.pdf', content: await pdfWithPages(1) },
      ],
    ]) {
      const response = await uploadRequest(t, who.token, parts);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, message: API_MESSAGES.uploadNoFlow, error: 'upload_no_flow' });
    }
    expect(await documentRows(who)).toBe(0);
    expect(t.storedFiles().filter((file) => file.includes(who.accountId) || file.startsWith('tmp'))).toEqual([]);
  });

  it.each([
    ['an unknown flow', () => MISSING_ID],
    ['a malformed flow id', () => 'flow-1'],
  ])('answers 404 for %s', async (_case, flowId) => {
    const who = await owner(t);
    const before = t.storedFiles();
    const response = await uploadRequest(t, who.token, [
      { name: 'flowHeaderId', value: flowId() },
      { name: 'file', filename: 'a.pdf', content: await pdfWithPages(1) },
    ]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, message: API_MESSAGES.notFound, error: 'not_found' });
    expect(t.storedFiles()).toEqual(before);
  });

  it('answers 404 for another account’s flow', async () => {
    const ada = await owner(t);
    const bob = await owner(t);
    const adasFlow = await flowWithApprovers(ada);
    const before = t.storedFiles();
    const response = await uploadRequest(t, bob.token, [
      { name: 'flowHeaderId', value: adasFlow.flowId },
      { name: 'file', filename: 'a.pdf', content: await pdfWithPages(1) },
    ]);
    expect(response.statusCode).toBe(404);
    expect(await documentRows(bob)).toBe(0);
    expect(await documentRows(ada)).toBe(0);
    expect(t.storedFiles()).toEqual(before);
  });

  it('answers 415 for a body that is not multipart, and 400 for broken multipart', async () => {
    const who = await owner(t);
    const json = await t.request({
      method: 'POST',
      url: '/v1/fileupload/fileupload',
      headers: { authorization: `Bearer ${who.token}` },
      payload: { flowHeaderId: MISSING_ID, file: 'JVBERi0=' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({
      code: 415,
      message: API_MESSAGES.unsupportedMediaType,
      error: 'unsupported_media_type',
    });

    const broken = [
      { type: 'multipart/form-data', body: 'no boundary at all' },
      {
        type: 'multipart/form-data; boundary=xyz',
        body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 and then it stops',
      },
      { type: 'multipart/form-data; boundary=xyz', body: 'garbage that never meets its boundary' },
      { type: 'multipart/form-data; boundary=xyz', body: '' },
    ];
    for (const { type, body } of broken) {
      const response = await t.request({
        method: 'POST',
        url: '/v1/fileupload/fileupload',
        headers: { authorization: `Bearer ${who.token}`, 'content-type': type },
        payload: body,
      });
      expect(response.statusCode, body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, body).toBeLessThan(500);
      expect(response.json(), body).toHaveProperty('message');
    }
    expect(await documentRows(who)).toBe(0);
    expect(t.storedFiles().filter((file) => file.startsWith('tmp'))).toEqual([]);
  });

  it('answers 401 without a valid token, and keeps nothing', async () => {
    const before = t.storedFiles();
    for (const token of [null, 'forged.token.here']) {
      const response = await uploadRequest(t, token, [
        { name: 'flowHeaderId', value: MISSING_ID },
        { name: 'file', filename: 'a.pdf', content: await pdfWithPages(1) },
      ]);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 401, message: API_MESSAGES.unauthorized, error: 'unauthorized' });
    }
    expect(t.storedFiles()).toEqual(before);
  });
});

describe('the size limit (UPLOAD_LIMIT_BYTES)', () => {
  let small: DocumentsTestApp;
  beforeAll(async () => {
    small = await createDocumentsTestApp({ UPLOAD_LIMIT_BYTES: String(1024 * 1024) });
  });
  afterAll(async () => {
    await small.close();
  });

  it('answers 413 naming the limit in MB for a file over it, keeping nothing; a file under it is kept', async () => {
    const who = await owner(small);
    const flow = await flowWithApprovers(who);
    const tooLarge = await pdfOfSize(1024 * 1024);
    const response = await uploadRequest(small, who.token, [
      { name: 'file', filename: 'big.pdf', content: tooLarge },
      { name: 'flowHeaderId', value: flow.flowId },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 413,
      message: 'File is too large: the limit is 1 MB',
      template: API_MESSAGES.fileTooLarge,
      params: { limit: 1 },
      error: 'file_too_large',
    });
    expect(small.storedFiles()).toEqual([]);
    const [row] = await small.db.select({ total: count() }).from(documents);
    expect(row?.total).toBe(0);

    const fits = await uploadPdf(small, who, flow.flowId, { pdf: await pdfWithPages(20) });
    expect(fits.pageCount).toBe(20);
  });

  it('defaults to 50 MB', async () => {
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    // Over busboy's and Fastify's 1 MB defaults, far under 50 MB.
    const padded = await pdfOfSize(2 * 1024 * 1024);
    const response = await uploadRequest(t, who.token, [
      { name: 'flowHeaderId', value: flow.flowId },
      { name: 'file', filename: 'two-mb.pdf', content: padded },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().document.sizeBytes).toBe(padded.length);
  });
});

describe('plan limits', () => {
  it('lets a TRIAL account hold 3 documents and names the plan and limit when refusing the 4th', async () => {
    const who = await owner(t, 'TRIAL');
    const flow = await flowWithApprovers(who);
    for (let index = 0; index < 3; index += 1) await uploadPdf(t, who, flow.flowId);
    const before = t.storedFiles();
    const fourth = await uploadRequest(t, who.token, [
      { name: 'flowHeaderId', value: flow.flowId },
      { name: 'file', filename: 'fourth.pdf', content: await pdfWithPages(1) },
    ]);
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toEqual({
      code: 403,
      message: 'Document limit reached: the TRIAL plan allows 3',
      template: API_MESSAGES.planLimitDocuments,
      params: { plan: 'TRIAL', limit: 3 },
      error: 'plan_limit_documents',
    });
    expect(await documentRows(who)).toBe(3);
    expect(t.storedFiles()).toEqual(before);
  });

  it('counts trashed documents until the Trash is emptied', async () => {
    const who = await owner(t, 'TRIAL');
    const flow = await flowWithApprovers(who);
    const kept = [];
    for (let index = 0; index < 3; index += 1) kept.push(await uploadPdf(t, who, flow.flowId));
    expect((await who.call('DELETE', `/v1/documents/${kept[0]?.id}`)).statusCode).toBe(200);
    const refused = await uploadRequest(t, who.token, [
      { name: 'flowHeaderId', value: flow.flowId },
      { name: 'file', filename: 'a.pdf', content: await pdfWithPages(1) },
    ]);
    expect(refused.statusCode).toBe(403);
    expect((await who.call('DELETE', '/v1/documents/trash')).json()).toEqual({ deleted: 1 });
    await uploadPdf(t, who, flow.flowId);
  });

  it('lets only one of two simultaneous uploads take the last place', async () => {
    const who = await owner(t, 'TRIAL');
    const flow = await flowWithApprovers(who);
    for (let index = 0; index < 2; index += 1) await uploadPdf(t, who, flow.flowId);
    const pdf = await pdfWithPages(1);
    const answers = await Promise.all(
      [1, 2].map(() =>
        uploadRequest(t, who.token, [
          { name: 'flowHeaderId', value: flow.flowId },
          { name: 'file', filename: 'race.pdf', content: pdf },
        ]),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 403]);
    expect(await documentRows(who)).toBe(3);
    expect(t.storedFiles().filter((file) => file.includes(who.accountId))).toHaveLength(3);
  });

  it('creates nothing on an expired plan', async () => {
    const who = await owner(t, 'STARTER');
    const flow = await flowWithApprovers(who);
    await setPlan(t.db, who.accountId, 'STARTER', new Date(Date.now() - 1000));
    const response = await uploadRequest(t, who.token, [
      { name: 'flowHeaderId', value: flow.flowId },
      { name: 'file', filename: 'a.pdf', content: await pdfWithPages(1) },
    ]);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      template: API_MESSAGES.planExpired,
      params: { plan: 'STARTER', endDate: new Date(Date.now() - 1000).toISOString().slice(0, 10) },
    });
    expect(await documentRows(who)).toBe(0);
  });
});
