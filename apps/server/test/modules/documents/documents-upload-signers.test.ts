import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { SigningRecordResponse, UploadSignersInput } from '@signflow/contract/documents';
import type { FlowApprover, FlowHeader } from '@signflow/contract/flows';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, flows } from '../../../src/db/schema';
import {
  createDocumentsTestApp,
  type DocumentsTestApp,
  flowWithApprovers,
  type Owner,
  owner,
  uploadRequest,
} from '../../support/documents';
import { errorAnswer } from '../../support/error-answers';
import { pdfWithPages } from '../../support/pdf-files';

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

async function uploadWithSigners(
  who: Owner | null,
  signers: unknown,
  fileName = 'Lease 2027.pdf',
  saveAsFlow?: string,
) {
  return uploadRequest(t, who?.token ?? null, [
    { name: 'signers', value: typeof signers === 'string' ? signers : JSON.stringify(signers) },
    ...(saveAsFlow === undefined ? [] : [{ name: 'saveAsFlow', value: saveAsFlow }]),
    { name: 'file', filename: fileName, content: await pdfWithPages(2) },
  ]);
}

async function signersOf(who: Owner, documentId: string) {
  const record = (await who.call('GET', `/v1/documents/signing/${documentId}`)).json<SigningRecordResponse>();
  return record.users.map(({ name, email, level }) => [name, email, level]);
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
  it('makes the Draft with these people as its own signers, and no flow', async () => {
    const who = await owner(t);
    const response = await uploadWithSigners(who, ANA_AND_BO);
    expect(response.statusCode, response.body).toBe(201);
    const { document } = response.json<{ document: { id: string; DocName: string; status: string } }>();
    expect(document).toMatchObject({ DocName: 'Lease 2027.pdf', status: 'Draft' });
    expect(await signersOf(who, document.id)).toEqual([
      ['Ana Ruiz', 'ana@example.com', 1],
      ['Bo Li', 'bo@example.com', 2],
    ]);
    expect((await who.call('GET', '/v1/flow')).json<{ results: FlowHeader[] }>().results).toEqual([]);
    const [row] = await t.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row?.flowId).toBeNull();
  });

  it.each([['false'], ['']])('makes no flow with saveAsFlow %j', async (saveAsFlow) => {
    const who = await owner(t);
    const response = await uploadWithSigners(who, ANA_AND_BO, 'Lease 2027.pdf', saveAsFlow);
    expect(response.statusCode, response.body).toBe(201);
    expect(await rowsOf(who)).toEqual({ documents: 1, flows: 0 });
  });

  it('with saveAsFlow "true", also keeps them as a flow named after the document, which the document comes from', async () => {
    const who = await owner(t);
    const response = await uploadWithSigners(who, ANA_AND_BO, 'Lease 2027.pdf', 'true');
    expect(response.statusCode, response.body).toBe(201);
    const { document } = response.json<{ document: { id: string } }>();

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
    expect(await signersOf(who, document.id)).toEqual([
      ['Ana Ruiz', 'ana@example.com', 1],
      ['Bo Li', 'bo@example.com', 2],
    ]);
    const [row] = await t.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row?.flowId).toBe(listed[0]?.flowId);
  });

  it('names the flow after the first 100 characters of the document, cut before a character it would split', async () => {
    const who = await owner(t);
    const response = await uploadWithSigners(who, ANA_AND_BO, `${'a'.repeat(99)}🖋 tail .pdf`, 'true');
    expect(response.statusCode, response.body).toBe(201);
    const listed = (await who.call('GET', '/v1/flow')).json<{ results: FlowHeader[] }>().results;
    expect(listed.map((flow) => flow.flowName)).toEqual(['a'.repeat(99)]);
    const cutAtSpace = await uploadWithSigners(who, ANA_AND_BO, `${'b'.repeat(99)} tail.pdf`, 'true');
    expect(cutAtSpace.statusCode, cutAtSpace.body).toBe(201);
    const names = (await who.call('GET', '/v1/flow')).json<{ results: FlowHeader[] }>().results.map((f) => f.flowName);
    expect(names).toContain('b'.repeat(99));
  });

  it.each([
    ['a word', 'yes'],
    ['a capital', 'TRUE'],
    ['JSON', '{"saveAsFlow":true}'],
  ])('answers 400 for saveAsFlow as %s, and keeps nothing', async (_, saveAsFlow) => {
    const who = await owner(t);
    const before = t.storedFiles();
    const response = await uploadWithSigners(who, ANA_AND_BO, 'Lease 2027.pdf', saveAsFlow);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorAnswer(400, 'saveAsFlow must be true or false'));
    expect(await rowsOf(who)).toEqual({ documents: 0, flows: 0 });
    expect(t.storedFiles()).toEqual(before);
  });

  it('answers 400 for saveAsFlow with a saved flow rather than typed signers, in either order', async () => {
    const who = await owner(t);
    const flow = await flowWithApprovers(who);
    for (const parts of [
      [
        { name: 'flowHeaderId', value: flow.flowId },
        { name: 'saveAsFlow', value: 'true' },
      ],
      [
        { name: 'saveAsFlow', value: 'true' },
        { name: 'flowHeaderId', value: flow.flowId },
      ],
      [{ name: 'saveAsFlow', value: 'true' }],
    ]) {
      const response = await uploadRequest(t, who.token, [
        ...parts,
        { name: 'file', filename: 'x.pdf', content: await pdfWithPages(1) },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(errorAnswer(400, API_MESSAGES.saveAsFlowNeedsSigners));
    }
    expect(await rowsOf(who)).toEqual({ documents: 0, flows: 1 });
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
    expect(await rowsOf(who)).toEqual({ documents: 1, flows: 0 });
  });

  it('reads a signers part labelled application/json as the same list, saveAsFlow labelled so too', async () => {
    const who = await owner(t);
    const response = await uploadRequest(t, who.token, [
      { name: 'signers', value: JSON.stringify(ANA_AND_BO), contentType: 'application/json' },
      { name: 'saveAsFlow', value: 'true', contentType: 'application/json' },
      { name: 'file', filename: 'Lease 2027.pdf', content: await pdfWithPages(1) },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { document } = response.json<{ document: { id: string } }>();
    expect(await signersOf(who, document.id)).toEqual([
      ['Ana Ruiz', 'ana@example.com', 1],
      ['Bo Li', 'bo@example.com', 2],
    ]);
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
    expect(response.json()).toEqual({
      code: 400,
      message: API_MESSAGES.uploadFlowOrSigners,
      error: 'upload_flow_or_signers',
    });
    expect(await rowsOf(who)).toEqual({ documents: 0, flows: 1 });
  });

  it('answers 401 without a valid token, and creates nothing', async () => {
    for (const token of [null, 'not-a-token']) {
      const response = await uploadRequest(t, token, [
        { name: 'signers', value: JSON.stringify(ANA_AND_BO) },
        { name: 'file', filename: 'x.pdf', content: await pdfWithPages(1) },
      ]);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(errorAnswer(401, API_MESSAGES.unauthorized));
    }
  });

  it('works on a TRIAL account whose one flow is taken: typed signers alone count against documents only', async () => {
    const who = await owner(t, 'TRIAL');
    await flowWithApprovers(who);
    for (const name of ['first.pdf', 'second.pdf']) {
      const response = await uploadWithSigners(who, ANA_AND_BO, name);
      expect(response.statusCode, response.body).toBe(201);
    }
    expect(await rowsOf(who)).toEqual({ documents: 2, flows: 1 });
  });

  it('counts a flow saved with the upload against the plan: with its one flow taken, TRIAL refuses it before the file is kept', async () => {
    const who = await owner(t, 'TRIAL');
    const first = await uploadWithSigners(who, ANA_AND_BO, 'first.pdf', 'true');
    expect(first.statusCode, first.body).toBe(201);
    const before = t.storedFiles();
    const second = await uploadWithSigners(who, ANA_AND_BO, 'second.pdf', 'true');
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual({
      code: 403,
      message: 'Flow limit reached: the TRIAL plan allows 1',
      template: API_MESSAGES.planLimitFlows,
      params: { plan: 'TRIAL', limit: 1 },
      error: 'plan_limit_flows',
    });
    expect(await rowsOf(who)).toEqual({ documents: 1, flows: 1 });
    expect(t.storedFiles()).toEqual(before);
    // Without saving a flow, the same upload goes through.
    const third = await uploadWithSigners(who, ANA_AND_BO, 'third.pdf');
    expect(third.statusCode, third.body).toBe(201);
    expect(await rowsOf(who)).toEqual({ documents: 2, flows: 1 });
  });

  it('creates no flow when the document limit refuses the upload', async () => {
    const who = await owner(t, 'TRIAL');
    // TRIAL: one flow, three documents. Three uploads with typed signers fill the document limit.
    for (let index = 0; index < 3; index += 1) {
      const response = await uploadWithSigners(who, ANA_AND_BO, `${index}.pdf`);
      expect(response.statusCode, response.body).toBe(201);
    }
    const refused = await uploadWithSigners(who, ANA_AND_BO, 'fourth.pdf', 'true');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ template: API_MESSAGES.planLimitDocuments });
    expect(await rowsOf(who)).toEqual({ documents: 3, flows: 0 });
  });

  it('lets only one of two simultaneous uploads saving a flow take the last flow place, leaving no stray flow', async () => {
    const who = await owner(t, 'TRIAL');
    const answers = await Promise.all([
      uploadWithSigners(who, ANA_AND_BO, 'one.pdf', 'true'),
      uploadWithSigners(who, ANA_AND_BO, 'two.pdf', 'true'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 403]);
    expect(await rowsOf(who)).toEqual({ documents: 1, flows: 1 });
  });
});
