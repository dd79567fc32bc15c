import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { SigningRecordResponse, UploadSignersInput } from '@signflow/contract/documents';
import type { FlowApprover, FlowHeader } from '@signflow/contract/flows';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, flows } from '../src/db/schema';
import {
  createDocumentsTestApp,
  type DocumentsTestApp,
  flowWithApprovers,
  type Owner,
  owner,
  uploadRequest,
} from './support/documents';
import { pdfWithPages } from './support/pdf-files';

let t: DocumentsTestApp;
beforeAll(async () => {
  t = await createDocumentsTestApp();
});
afterAll(async () => {
  await t.close();
});

const ANA_AND_BO: UploadSignersInput = [
  { approverName: 'Ana Ruiz', approverMail: 'Ana@Example.com', approvalLevel: 1 },
  { approverName: 'Bo Li', approverMail: 'bo@example.com', approvalLevel: 2 },
];

async function uploadWithSigners(who: Owner | null, signers: unknown, fileName = 'Lease 2027.pdf') {
  return uploadRequest(t, who?.token ?? null, [
    { name: 'signers', value: typeof signers === 'string' ? signers : JSON.stringify(signers) },
    { name: 'file', filename: fileName, content: await pdfWithPages(2) },
  ]);
}

async function rowsOf(who: Owner) {
  const [documentCount] = await t.db
    .select({ total: count() })
    .from(documents)
    .where(eq(documents.accountId, who.accountId));
  const [flowCount] = await t.db.select({ total: count() }).from(flows).where(eq(flows.accountId, who.accountId));
  return { documents: documentCount?.total ?? 0, flows: flowCount?.total ?? 0 };
}

describe('POST /v1/fileupload/fileupload with typed signers (Just these people)', () => {
  it('creates a flow named after the document with these approvers, and the Draft with them as its signers', async () => {
    const who = await owner(t);
    const response = await uploadWithSigners(who, ANA_AND_BO);
    expect(response.statusCode, response.body).toBe(201);
    const { document } = response.json<{ document: { id: string; DocName: string; status: string } }>();
    expect(document).toMatchObject({ DocName: 'Lease 2027.pdf', status: 'Draft' });

    const listed = (await who.call('GET', '/v1/flow')).json<{ results: FlowHeader[] }>().results;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ flowName: 'Lease 2027', flowDesc: null, approverCount: 2, approvalLevel: 2 });
    const approvers = (await who.call('GET', `/v1/flow/${listed[0]?.flowId}/detail`)).json<{
      details: FlowApprover[];
    }>().details;
    expect(
      approvers.map(({ approverName, approverMail, approvalLevel }) => [approverName, approverMail, approvalLevel]),
    ).toEqual([
      ['Ana Ruiz', 'ana@example.com', 1],
      ['Bo Li', 'bo@example.com', 2],
    ]);

    const record = (await who.call('GET', `/v1/documents/signing/${document.id}`)).json<SigningRecordResponse>();
    expect(record.users.map(({ name, email, level }) => [name, email, level])).toEqual([
      ['Ana Ruiz', 'ana@example.com', 1],
      ['Bo Li', 'bo@example.com', 2],
    ]);
    const [row] = await t.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row?.flowId).toBe(listed[0]?.flowId);
  });

  it.each([
    ['a row without a name', [{ ...ANA_AND_BO[0], approverName: ' ' }], 'Signer 1 needs a name', { position: 1 }],
    [
      'a row with a bad e-mail',
      [ANA_AND_BO[0], { ...ANA_AND_BO[1], approverMail: 'bo@' }],
      'Signer 2 needs a valid e-mail address',
      { position: 2 },
    ],
    [
      'a level out of range',
      [{ ...ANA_AND_BO[0], approvalLevel: 0 }],
      'Signer 1 needs a level from 1 to 50',
      { position: 1 },
    ],
    [
      'a level that is not a number',
      [{ ...ANA_AND_BO[0], approvalLevel: 'first' }],
      'Signer 1 needs a level from 1 to 50',
      { position: 1 },
    ],
  ])('answers 400 for %s, naming the row, and keeps nothing', async (_, signers, message, params) => {
    const who = await owner(t);
    const response = await uploadWithSigners(who, signers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, message, params });
    expect(await rowsOf(who)).toEqual({ documents: 0, flows: 0 });
  });

  it.each([
    ['no signers', [], API_MESSAGES.flowNeedsApprover],
    [
      'a name with a control character',
      [{ ...ANA_AND_BO[0], approverName: 'Ana\u0007' }],
      'Must not contain control characters',
    ],
    ['a part that is not JSON', '[{"approverName":', API_MESSAGES.invalidRequest],
    ['a part that is not a list', { approverName: 'Ana' }, API_MESSAGES.invalidRequest],
    ['a row that is not an object', [5], API_MESSAGES.invalidRequest],
    ['a row that is a nested list', [[[ANA_AND_BO[0]]]], API_MESSAGES.invalidRequest],
  ])('answers 400 for %s, and keeps nothing', async (_, signers, message) => {
    const who = await owner(t);
    const response = await uploadWithSigners(who, signers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, message });
    expect(await rowsOf(who)).toEqual({ documents: 0, flows: 0 });
  });

  it('answers 400 for more than 50 signers, naming the limit', async () => {
    const who = await owner(t);
    const many = Array.from({ length: 51 }, (_, index) => ({
      approverName: `Signer ${index + 1}`,
      approverMail: `signer${index + 1}@example.com`,
      approvalLevel: 1,
    }));
    const response = await uploadWithSigners(who, many);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'A flow can have at most 50 approvers', params: { limit: 50 } });
    expect(await rowsOf(who)).toEqual({ documents: 0, flows: 0 });
  });

  it('takes 50 signers with long names and addresses in one part', async () => {
    const who = await owner(t);
    const many = Array.from({ length: 50 }, (_, index) => ({
      approverName: `${'N'.repeat(95)} ${index + 1}`,
      approverMail: `${'m'.repeat(60)}${index + 1}@${'d'.repeat(60)}.example.com`,
      approvalLevel: (index % 50) + 1,
    }));
    const response = await uploadWithSigners(who, many);
    expect(response.statusCode, response.body).toBe(201);
    expect(await rowsOf(who)).toEqual({ documents: 1, flows: 1 });
  });

  it('answers 400 when both a flow and typed signers are sent', async () => {
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    const response = await uploadRequest(t, who.token, [
      { name: 'flowHeaderId', value: flow.flowId },
      { name: 'signers', value: JSON.stringify(ANA_AND_BO) },
      { name: 'file', filename: 'both.pdf', content: await pdfWithPages(1) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message: API_MESSAGES.uploadFlowOrSigners });
    expect(await rowsOf(who)).toEqual({ documents: 0, flows: 1 });
  });

  it('answers 401 without a valid token, and creates nothing', async () => {
    for (const token of [null, 'not-a-token']) {
      const response = await uploadRequest(t, token, [
        { name: 'signers', value: JSON.stringify(ANA_AND_BO) },
        { name: 'file', filename: 'x.pdf', content: await pdfWithPages(1) },
      ]);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 401, message: API_MESSAGES.unauthorized });
    }
  });

  it('counts the created flow against the plan: a TRIAL account with its one flow is refused, and keeps nothing', async () => {
    const who = await owner(t, 'TRIAL');
    const first = await uploadWithSigners(who, ANA_AND_BO, 'first.pdf');
    expect(first.statusCode, first.body).toBe(201);
    const before = t.storedFiles();
    const second = await uploadWithSigners(who, ANA_AND_BO, 'second.pdf');
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual({
      code: 403,
      message: 'Flow limit reached: the TRIAL plan allows 1',
      template: API_MESSAGES.planLimitFlows,
      params: { plan: 'TRIAL', limit: 1 },
    });
    expect(await rowsOf(who)).toEqual({ documents: 1, flows: 1 });
    expect(t.storedFiles()).toEqual(before);
  });

  it('creates no flow when the document limit refuses the upload', async () => {
    const who = await owner(t, 'TRIAL');
    // TRIAL: one flow, three documents. Three uploads with a saved flow fill the document limit…
    const flow = await flowWithApprovers(who);
    for (let index = 0; index < 3; index += 1) {
      const response = await uploadRequest(t, who.token, [
        { name: 'flowHeaderId', value: flow.flowId },
        { name: 'file', filename: `${index}.pdf`, content: await pdfWithPages(1) },
      ]);
      expect(response.statusCode, response.body).toBe(201);
    }
    // …then removing the flow makes room for one more flow, but none for a document.
    await who.call('DELETE', `/v1/flow/${flow.flowId}`);
    const refused = await uploadWithSigners(who, ANA_AND_BO, 'fourth.pdf');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ template: API_MESSAGES.planLimitDocuments });
    expect(await rowsOf(who)).toEqual({ documents: 3, flows: 0 });
  });

  it('lets only one of two simultaneous uploads take the last flow place, leaving no stray flow', async () => {
    const who = await owner(t, 'TRIAL');
    const answers = await Promise.all([
      uploadWithSigners(who, ANA_AND_BO, 'one.pdf'),
      uploadWithSigners(who, ANA_AND_BO, 'two.pdf'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 403]);
    expect(await rowsOf(who)).toEqual({ documents: 1, flows: 1 });
  });
});
