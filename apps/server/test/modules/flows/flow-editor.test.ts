import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { SigningRecordResponse } from '@signflow/contract/documents';
import type { FlowApprover, FlowEditorInput, FlowHeader } from '@signflow/contract/flows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDocumentsTestApp,
  type DocumentsTestApp,
  MISSING_ID,
  type Owner,
  owner,
  uploadPdf,
} from '../../support/documents';
import { errorAnswer } from '../../support/error-answers';
import { bearer } from '../../support/test-app';

/**
 * The one-page flow editor's calls (docs/api.md#flows): POST /v1/flow with every approver, and PUT /v1/flow/{id} with
 * the whole list, in the order the owner arranged it, in one Save.
 */
let t: DocumentsTestApp;
beforeAll(async () => {
  t = await createDocumentsTestApp();
});
afterAll(async () => {
  await t.close();
});

const THREE: FlowEditorInput['approvers'] = [
  { approverName: 'Amy First', approverMail: 'Amy@Example.com', approvalLevel: 1 },
  { approverName: 'Zoe Final', approverMail: 'zoe@example.com', approvalLevel: 2 },
  { approverName: 'Bob First', approverMail: 'bob@example.com', approvalLevel: 1 },
];

async function create(who: Owner, body: object) {
  return who.call('POST', '/v1/flow', { flowName: 'Purchase orders', flowDesc: 'Above 10 000', ...body });
}

async function createWith(who: Owner, approvers = THREE) {
  const response = await create(who, { approvers });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ flow: FlowHeader }>().flow;
}

async function approversOf(who: Owner, flowId: string) {
  return (await who.call('GET', `/v1/flow/${flowId}/detail`)).json<{ details: FlowApprover[] }>().details;
}

const rows = (details: FlowApprover[]) =>
  details.map(({ approverName, approverMail, approvalLevel }) => [approverName, approverMail, approvalLevel]);

describe('POST /v1/flow with approvers', () => {
  it('creates the flow with every approver, in the order given', async () => {
    const who = await owner(t);
    const flow = await createWith(who);
    expect(flow).toMatchObject({ flowName: 'Purchase orders', flowDesc: 'Above 10 000', approverCount: 3 });
    expect(flow.approvalLevel).toBe(2);
    expect(rows(await approversOf(who, flow.flowId))).toEqual([
      ['Amy First', 'amy@example.com', 1],
      ['Zoe Final', 'zoe@example.com', 2],
      ['Bob First', 'bob@example.com', 1],
    ]);
  });

  it('does not read approverCount beside approvers', async () => {
    const who = await owner(t);
    const response = await create(who, { approvers: THREE, approverCount: 7 });
    expect(response.statusCode).toBe(201);
    expect(response.json().flow.approverCount).toBe(3);
  });

  it.each([
    ['no approvers at all', {}, 'Required'],
    ['an empty list', { approvers: [] }, API_MESSAGES.flowNeedsApprover],
    ['a list that is not a list', { approvers: 'Amy' }, API_MESSAGES.invalidRequest],
    ['a row without a name', { approvers: [{ ...THREE[0], approverName: ' ' }] }, 'Required'],
    [
      'a row with a bad e-mail',
      { approvers: [THREE[0], { ...THREE[1], approverMail: 'zoe@' }] },
      'Invalid email address',
    ],
    ['a level of 0', { approvers: [{ ...THREE[0], approvalLevel: 0 }] }, 'Must be 1 or more'],
    ['a level in words', { approvers: [{ ...THREE[0], approvalLevel: 'first' }] }, 'Must be a number'],
    ['an approver id that is no id', { approvers: [{ ...THREE[0], flowDetailId: 'x' }] }, API_MESSAGES.unknownApprover],
    ['51 approvers', { approvers: Array.from({ length: 51 }, () => THREE[0]) }, 'A flow can have at most 50 approvers'],
    [
      'a name with a control character',
      { approvers: [{ ...THREE[0], approverName: 'Amy\u0007' }] },
      'Must not contain control characters',
    ],
  ])('answers 400 for %s, creating nothing', async (_case, body, message) => {
    const who = await owner(t);
    const response = await create(who, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorAnswer(400, message));
    expect((await who.call('GET', '/v1/flow')).json().totalResults).toBe(0);
  });

  it('counts against the plan: a TRIAL account holds one flow', async () => {
    const who = await owner(t, 'TRIAL');
    await createWith(who);
    const refused = await create(who, { approvers: THREE });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      template: API_MESSAGES.planLimitFlows,
      params: { plan: 'TRIAL', limit: 1 },
    });
  });
});

describe('PUT /v1/flow/{id} with approvers', () => {
  it('saves the whole list in one change: reordered, renamed, one added, one removed, ids of the kept ones kept', async () => {
    const who = await owner(t);
    const flow = await createWith(who);
    const [amy, zoe, bob] = await approversOf(who, flow.flowId);
    const response = await who.call('PUT', `/v1/flow/${flow.flowId}`, {
      flowName: 'Purchases',
      flowDesc: '',
      approvers: [
        {
          flowDetailId: bob?.flowDetailId,
          approverName: 'Bob First',
          approverMail: 'bob@example.com',
          approvalLevel: 1,
        },
        {
          flowDetailId: amy?.flowDetailId,
          approverName: 'Amy Early',
          approverMail: 'amy@example.com',
          approvalLevel: 1,
        },
        { approverName: 'Cy New', approverMail: 'cy@example.com', approvalLevel: 3 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().flow).toMatchObject({
      flowName: 'Purchases',
      flowDesc: null,
      approverCount: 3,
      approvalLevel: 2,
    });
    const after = await approversOf(who, flow.flowId);
    expect(rows(after)).toEqual([
      ['Bob First', 'bob@example.com', 1],
      ['Amy Early', 'amy@example.com', 1],
      ['Cy New', 'cy@example.com', 3],
    ]);
    expect(after[0]?.flowDetailId).toBe(bob?.flowDetailId);
    expect(after[1]?.flowDetailId).toBe(amy?.flowDetailId);
    expect((await who.call('GET', `/v1/flow/${flow.flowId}/detail/${zoe?.flowDetailId}`)).statusCode).toBe(404);
  });

  it('without approvers, changes the name and description only', async () => {
    const who = await owner(t);
    const flow = await createWith(who);
    const response = await who.call('PUT', `/v1/flow/${flow.flowId}`, { flowName: 'Renamed' });
    expect(response.statusCode).toBe(200);
    expect(rows(await approversOf(who, flow.flowId))).toHaveLength(3);
  });

  it('copies the approvers to a document in signing order (level first, then the list’s order), and a later Save changes no document', async () => {
    const who = await owner(t);
    const flow = await createWith(who);
    const document = await uploadPdf(t, who, flow.flowId);
    const before = (await who.call('GET', `/v1/documents/signing/${document.id}`)).json<SigningRecordResponse>();
    expect(before.users.map((user) => user.name)).toEqual(['Amy First', 'Bob First', 'Zoe Final']);
    await who.call('PUT', `/v1/flow/${flow.flowId}`, {
      flowName: 'Changed',
      approvers: [{ approverName: 'Someone Else', approverMail: 'else@example.com', approvalLevel: 1 }],
    });
    const after = (await who.call('GET', `/v1/documents/signing/${document.id}`)).json<SigningRecordResponse>();
    expect(after.users).toEqual(before.users);
  });

  it.each([
    ['an empty list', () => [], API_MESSAGES.flowNeedsApprover],
    [
      'an approver listed twice',
      (ids: string[]) => [
        { ...THREE[0], flowDetailId: ids[0] },
        { ...THREE[1], flowDetailId: ids[0] },
      ],
      API_MESSAGES.approverListedTwice,
    ],
    [
      'a bad e-mail in the third row',
      () => [THREE[0], THREE[1], { ...THREE[2], approverMail: 'bob' }],
      'Invalid email address',
    ],
  ])('answers 400 for %s and changes nothing', async (_case, approvers, message) => {
    const who = await owner(t);
    const flow = await createWith(who);
    const ids = (await approversOf(who, flow.flowId)).map((each) => each.flowDetailId);
    const response = await who.call('PUT', `/v1/flow/${flow.flowId}`, {
      flowName: 'Changed',
      approvers: approvers(ids),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorAnswer(400, message));
    expect((await who.call('GET', `/v1/flow/${flow.flowId}`)).json().flow).toEqual(flow);
    expect(rows(await approversOf(who, flow.flowId))).toHaveLength(3);
  });

  it('answers 404 for an approver id of another flow, another account’s or unknown, and changes nothing', async () => {
    const who = await owner(t);
    const stranger = await owner(t);
    const flow = await createWith(who);
    const other = await createWith(who);
    const theirs = await createWith(stranger);
    const [ofOther] = await approversOf(who, other.flowId);
    const [ofStranger] = await approversOf(stranger, theirs.flowId);
    for (const flowDetailId of [ofOther?.flowDetailId, ofStranger?.flowDetailId, MISSING_ID]) {
      const response = await who.call('PUT', `/v1/flow/${flow.flowId}`, {
        flowName: 'Changed',
        approvers: [{ ...THREE[0], flowDetailId }],
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(errorAnswer(404, API_MESSAGES.notFound));
    }
    expect((await who.call('GET', `/v1/flow/${flow.flowId}`)).json().flow).toEqual(flow);
    expect(rows(await approversOf(stranger, theirs.flowId))).toEqual(rows(await approversOf(who, flow.flowId)));
  });

  it('answers 404 for another account’s flow, changing nothing', async () => {
    const who = await owner(t);
    const stranger = await owner(t);
    const theirs = await createWith(stranger);
    const response = await who.call('PUT', `/v1/flow/${theirs.flowId}`, { flowName: 'Mine', approvers: THREE });
    expect(response.statusCode).toBe(404);
    expect((await stranger.call('GET', `/v1/flow/${theirs.flowId}`)).json().flow).toEqual(theirs);
  });

  it('answers 401 without a valid token', async () => {
    for (const headers of [{}, bearer('forged.token.here')]) {
      for (const [method, url] of [
        ['POST', '/v1/flow'],
        ['PUT', `/v1/flow/${MISSING_ID}`],
      ] as const) {
        const response = await t.request({ method, url, headers, payload: { flowName: 'x', approvers: THREE } });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(errorAnswer(401, API_MESSAGES.unauthorized));
      }
    }
  });
});
