import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { FlowApprover, FlowHeader } from '@signflow/contract/flows';
import type { Plan } from '@signflow/contract/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusedInput } from '../../support/error-answers';
import { bearer, createTestApp, setPlan, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

async function owner(plan: Plan = 'PRO') {
  const account = await t.registerAccount();
  await setPlan(t.db, account.body.user.id, plan);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.request({ method, url, headers: bearer(account.token), ...(payload ? { payload } : {}) });
  return { ...account, call };
}

type Owner = Awaited<ReturnType<typeof owner>>;

async function createFlow(who: Owner, payload: object = {}) {
  const response = await who.call('POST', '/v1/flow', {
    flowName: 'Purchase',
    flowDesc: 'Orders',
    approverCount: 3,
    ...payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ flow: FlowHeader }>().flow;
}

async function approversOf(who: Owner, flowId: string) {
  return (await who.call('GET', `/v1/flow/${flowId}/detail`)).json<{ details: FlowApprover[] }>().details;
}

describe('POST /v1/flow', () => {
  it('creates the flow with approverCount empty approvers at level 1', async () => {
    const who = await owner();
    const flow = await createFlow(who);
    expect(flow).toMatchObject({ flowName: 'Purchase', flowDesc: 'Orders', approverCount: 3, approvalLevel: 1 });
    const details = await approversOf(who, flow.flowId);
    expect(details).toHaveLength(3);
    for (const detail of details) {
      expect(detail).toMatchObject({ flowHeaderId: flow.flowId, approverName: '', approverMail: '', approvalLevel: 1 });
    }
  });

  it('accepts the form defaults as text (approverCount "2", approvalLevel "1")', async () => {
    const who = await owner();
    const flow = await createFlow(who, { approverCount: '2', approvalLevel: '1', flowDesc: '' });
    expect(flow).toMatchObject({ approverCount: 2, approvalLevel: 1, flowDesc: null });
  });

  it.each([
    ['flowName missing', { flowName: undefined }, 'Required'],
    ['flowName blank', { flowName: '  ' }, 'Required'],
    ['approverCount missing', { approverCount: undefined }, 'Required'],
    ['approverCount empty', { approverCount: '' }, 'Required'],
    ['approverCount 0', { approverCount: 0 }, 'Must be 1 or more'],
    ['approverCount negative', { approverCount: -2 }, 'Must be 1 or more'],
    ['approverCount not a number', { approverCount: 'three' }, 'Must be a number'],
    ['approverCount fractional', { approverCount: 1.5 }, 'Must be a whole number'],
    ['approverCount too many', { approverCount: 51 }, 'Must be 50 or less'],
    ['flowDesc too long', { flowDesc: 'x'.repeat(501) }, 'Must be 500 characters or less'],
  ])('answers 400 for %s, creating nothing', async (_case, change, message) => {
    const who = await owner();
    const response = await who.call('POST', '/v1/flow', { flowName: 'Purchase', approverCount: 1, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedInput(message));
    expect((await who.call('GET', '/v1/flow')).json().totalResults).toBe(0);
  });
});

describe('PUT /v1/flow/{id}', () => {
  it('renames the flow and sets its description, keeping its approvers', async () => {
    const who = await owner();
    const flow = await createFlow(who);
    const response = await who.call('PUT', `/v1/flow/${flow.flowId}`, {
      flowName: '  Purchase over 10k ',
      flowDesc: 'Orders above ten thousand',
    });
    expect(response.statusCode).toBe(200);
    const changed = response.json<{ flow: FlowHeader }>().flow;
    expect(changed).toEqual({
      ...flow,
      flowName: 'Purchase over 10k',
      flowDesc: 'Orders above ten thousand',
    });
    expect((await who.call('GET', `/v1/flow/${flow.flowId}`)).json().flow).toEqual(changed);
    expect(await approversOf(who, flow.flowId)).toHaveLength(3);
  });

  it('clears the description with an empty one or none', async () => {
    const who = await owner();
    const flow = await createFlow(who);
    for (const payload of [{ flowName: 'Purchase', flowDesc: '' }, { flowName: 'Purchase' }]) {
      const response = await who.call('PUT', `/v1/flow/${flow.flowId}`, payload);
      expect(response.statusCode).toBe(200);
      expect(response.json().flow.flowDesc).toBeNull();
    }
  });

  it('works on an ended plan: the flow is the owner’s to tidy even when nothing new can be made', async () => {
    const who = await owner('TRIAL');
    const flow = await createFlow(who);
    await setPlan(t.db, who.body.user.id, 'TRIAL', new Date(Date.now() - 60_000));
    const response = await who.call('PUT', `/v1/flow/${flow.flowId}`, { flowName: 'Renamed' });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['flowName missing', { flowName: undefined }, 'Required'],
    ['flowName blank', { flowName: '   ' }, 'Required'],
    ['flowName too long', { flowName: 'x'.repeat(101) }, 'Must be 100 characters or less'],
    ['flowName with a control character', { flowName: 'Pur\u0000chase' }, 'Must not contain control characters'],
    ['flowDesc too long', { flowDesc: 'x'.repeat(501) }, 'Must be 500 characters or less'],
  ])('answers 400 for %s, changing nothing', async (_case, change, message) => {
    const who = await owner();
    const flow = await createFlow(who);
    const response = await who.call('PUT', `/v1/flow/${flow.flowId}`, { flowName: 'Renamed', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedInput(message));
    expect((await who.call('GET', `/v1/flow/${flow.flowId}`)).json().flow).toEqual(flow);
  });

  it('answers 400 for a body that is not an object', async () => {
    const who = await owner();
    const flow = await createFlow(who);
    const response = await t.request({
      method: 'PUT',
      url: `/v1/flow/${flow.flowId}`,
      headers: { ...bearer(who.token), 'content-type': 'application/json' },
      payload: '"Renamed"',
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const who = await owner();
    for (const url of [`/v1/flow/${MISSING_ID}`, '/v1/flow/12345']) {
      const response = await who.call('PUT', url, { flowName: 'Renamed' });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: API_MESSAGES.notFound, error: 'not_found' });
    }
  });
});

describe('plan limits', () => {
  it('lets a TRIAL account hold one flow and names the plan and limit when refusing the second', async () => {
    const who = await owner('TRIAL');
    await createFlow(who);
    const second = await who.call('POST', '/v1/flow', { flowName: 'Second', approverCount: 1 });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual({
      code: 403,
      message: 'Flow limit reached: the TRIAL plan allows 1',
      template: API_MESSAGES.planLimitFlows,
      params: { plan: 'TRIAL', limit: 1 },
      error: 'plan_limit_flows',
    });
  });

  it('lets only one of two simultaneous creations take the last place', async () => {
    const who = await owner('TRIAL');
    const answers = await Promise.all(
      [1, 2].map((n) => who.call('POST', '/v1/flow', { flowName: `Flow ${n}`, approverCount: 1 })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 403]);
    expect((await who.call('GET', '/v1/flow')).json().totalResults).toBe(1);
  });

  it('creates nothing on an expired plan, but still reads', async () => {
    const who = await owner('STARTER');
    const flow = await createFlow(who);
    await setPlan(t.db, who.body.user.id, 'STARTER', new Date(Date.now() - 1000));
    const refused = await who.call('POST', '/v1/flow', { flowName: 'Late', approverCount: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      template: API_MESSAGES.planExpired,
      params: { plan: 'STARTER', endDate: new Date(Date.now() - 1000).toISOString().slice(0, 10) },
    });
    expect((await who.call('GET', `/v1/flow/${flow.flowId}`)).statusCode).toBe(200);
  });
});

describe('GET /v1/flow paging', () => {
  it.each([
    [0, [0, 0], 0],
    [1, [1], 1],
    [5, [5], 1],
    [6, [5, 1], 2],
    [11, [5, 5, 1], 3],
  ])('%i flows make pages of %j', async (flowCount, pageSizes, totalPages) => {
    const who = await owner('PRO');
    for (let index = 0; index < flowCount; index += 1)
      await createFlow(who, { flowName: `Flow ${index}`, approverCount: 1 });
    for (const [index, size] of pageSizes.entries()) {
      const body = (await who.call('GET', `/v1/flow?page=${index + 1}&limit=5`)).json();
      expect(body).toMatchObject({ page: index + 1, limit: 5, totalPages, totalResults: flowCount });
      expect(body.results).toHaveLength(size);
    }
    const beyond = (await who.call('GET', `/v1/flow?page=${totalPages + 1}`)).json();
    expect(beyond.results).toEqual([]);
    expect(beyond.totalResults).toBe(flowCount);
  });

  it('lists newest first with the default page size 5', async () => {
    const who = await owner('PRO');
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F']) await createFlow(who, { flowName: name, approverCount: 1 });
    const body = (await who.call('GET', '/v1/flow')).json();
    expect(body.limit).toBe(5);
    expect(body.results.map((flow: FlowHeader) => flow.flowName)).toEqual(['F', 'E', 'D', 'C', 'B']);
  });

  it.each([
    ['page=0', 'page must be 1 or more'],
    ['page=abc', 'page must be a number'],
    ['limit=0', 'limit must be 1 or more'],
    ['limit=101', 'limit must be 100 or less'],
  ])('answers 400 for ?%s', async (query, message) => {
    const who = await owner();
    const response = await who.call('GET', `/v1/flow?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedInput(message));
  });

  it('lists only the account’s own flows', async () => {
    const ada = await owner();
    const bob = await owner();
    await createFlow(ada, { flowName: 'Ada’s' });
    const bobs = (await bob.call('GET', '/v1/flow')).json();
    expect(bobs.totalResults).toBe(0);
  });
});

describe('approvers', () => {
  it('updates an approver in its place in the list, and counts the levels in the summary', async () => {
    const who = await owner();
    const flow = await createFlow(who);
    const [first, second, third] = await approversOf(who, flow.flowId);
    const update = (id: string | undefined, payload: object) =>
      who.call('PUT', `/v1/flow/${flow.flowId}/detail/${id}`, payload);

    const response = await update(first?.flowDetailId, {
      approverName: 'Zed',
      approvalLevel: 2,
      approverMail: 'Zed@Example.com',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().detail).toMatchObject({
      approverName: 'Zed',
      approvalLevel: 2,
      approverMail: 'zed@example.com',
    });
    await update(second?.flowDetailId, { approverName: 'Amy', approvalLevel: 1, approverMail: 'amy@example.com' });
    await update(third?.flowDetailId, { approverName: 'Bob', approvalLevel: '1', approverMail: 'bob@example.com' });

    // The list keeps the order its owner gave it (the flow editor arranges it); levels say who signs when.
    const details = await approversOf(who, flow.flowId);
    expect(details.map((detail) => [detail.approverName, detail.approvalLevel])).toEqual([
      ['Zed', 2],
      ['Amy', 1],
      ['Bob', 1],
    ]);
    const summary = (await who.call('GET', `/v1/flow/${flow.flowId}`)).json().flow;
    expect(summary).toMatchObject({ approverCount: 3, approvalLevel: 2 });

    const one = await who.call('GET', `/v1/flow/${flow.flowId}/detail/${first?.flowDetailId}`);
    expect(one.json().detail.approverName).toBe('Zed');
  });

  it.each([
    ['approverName missing', { approverName: '' }, 'Required'],
    ['approvalLevel missing', { approvalLevel: undefined }, 'Required'],
    ['approvalLevel 0', { approvalLevel: 0 }, 'Must be 1 or more'],
    ['approvalLevel text', { approvalLevel: 'first' }, 'Must be a number'],
    ['approverMail missing', { approverMail: '' }, 'Required'],
    ['approverMail invalid', { approverMail: 'amy@' }, 'Invalid email address'],
  ])('answers 400 for %s and keeps the approver as it was', async (_case, change, message) => {
    const who = await owner();
    const flow = await createFlow(who, { approverCount: 1 });
    const [approver] = await approversOf(who, flow.flowId);
    const response = await who.call('PUT', `/v1/flow/${flow.flowId}/detail/${approver?.flowDetailId}`, {
      approverName: 'Amy',
      approvalLevel: 1,
      approverMail: 'amy@example.com',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedInput(message));
    expect((await approversOf(who, flow.flowId))[0]?.approverName).toBe('');
  });

  it('adds and removes approvers, keeping at least one', async () => {
    const who = await owner();
    const flow = await createFlow(who, { approverCount: 1 });
    const added = await who.call('POST', `/v1/flow/${flow.flowId}/detail`, {
      approverName: 'Cy',
      approvalLevel: 3,
      approverMail: 'cy@example.com',
    });
    expect(added.statusCode).toBe(201);
    const cy = added.json().detail as FlowApprover;
    expect((await who.call('GET', `/v1/flow/${flow.flowId}`)).json().flow).toMatchObject({
      approverCount: 2,
      approvalLevel: 2,
    });

    expect((await who.call('DELETE', `/v1/flow/${flow.flowId}/detail/${cy.flowDetailId}`)).statusCode).toBe(200);
    const [last] = await approversOf(who, flow.flowId);
    const refused = await who.call('DELETE', `/v1/flow/${flow.flowId}/detail/${last?.flowDetailId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 409,
      message: API_MESSAGES.flowNeedsApprover,
      error: 'flow_needs_approver',
    });
  });

  it('refuses the 51st approver', async () => {
    const who = await owner();
    const flow = await createFlow(who, { approverCount: 50 });
    const refused = await who.call('POST', `/v1/flow/${flow.flowId}/detail`, {
      approverName: 'One too many',
      approvalLevel: 1,
      approverMail: 'many@example.com',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A flow can have at most 50 approvers');
  });
});

describe('deleting a flow', () => {
  it.each([
    ['DELETE', (id: string) => `/v1/flow/${id}`],
    ['POST', (id: string) => `/v1/flow/${id}/headerDelete`],
  ] as const)('%s removes the flow and its approvers', async (method, url) => {
    const who = await owner();
    const flow = await createFlow(who);
    const response = await who.call(method, url(flow.flowId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: API_MESSAGES.deleted });
    expect((await who.call('GET', `/v1/flow/${flow.flowId}`)).statusCode).toBe(404);
    expect((await who.call('GET', `/v1/flow/${flow.flowId}/detail`)).statusCode).toBe(404);
    expect((await who.call(method, url(flow.flowId))).statusCode).toBe(404);
  });
});

describe('another account’s flows and approvers answer 404', () => {
  it('on every read, change and delete, and change nothing', async () => {
    const ada = await owner();
    const bob = await owner();
    const flow = await createFlow(ada);
    const [approver] = await approversOf(ada, flow.flowId);
    const detailUrl = `/v1/flow/${flow.flowId}/detail/${approver?.flowDetailId}`;
    const change = { approverName: 'Mallory', approvalLevel: 1, approverMail: 'mallory@example.com' };
    const attempts = [
      bob.call('GET', `/v1/flow/${flow.flowId}`),
      bob.call('GET', `/v1/flow/${flow.flowId}/detail`),
      bob.call('GET', detailUrl),
      bob.call('PUT', detailUrl, change),
      bob.call('PUT', `/v1/flow/${flow.flowId}`, { flowName: 'Mallory’s', flowDesc: 'taken' }),
      bob.call('POST', `/v1/flow/${flow.flowId}/detail`, change),
      bob.call('DELETE', detailUrl),
      bob.call('DELETE', `/v1/flow/${flow.flowId}`),
      bob.call('POST', `/v1/flow/${flow.flowId}/headerDelete`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, message: API_MESSAGES.notFound, error: 'not_found' });
    }
    expect(await approversOf(ada, flow.flowId)).toHaveLength(3);
    expect((await approversOf(ada, flow.flowId))[0]?.approverName).toBe('');
    expect((await ada.call('GET', `/v1/flow/${flow.flowId}`)).json().flow).toEqual(flow);
  });

  it('an approver id of another flow answers 404, as do unknown and malformed ids', async () => {
    const who = await owner();
    const one = await createFlow(who, { flowName: 'One' });
    const two = await createFlow(who, { flowName: 'Two' });
    const [ofTwo] = await approversOf(who, two.flowId);
    for (const url of [
      `/v1/flow/${one.flowId}/detail/${ofTwo?.flowDetailId}`,
      `/v1/flow/${one.flowId}/detail/${MISSING_ID}`,
      `/v1/flow/${one.flowId}/detail/not-a-uuid`,
      `/v1/flow/${MISSING_ID}`,
      '/v1/flow/12345',
    ]) {
      expect((await who.call('GET', url)).statusCode, url).toBe(404);
    }
  });
});

describe('every flow route needs a valid token', () => {
  it.each([
    ['POST', '/v1/flow'],
    ['GET', '/v1/flow'],
    ['GET', `/v1/flow/${MISSING_ID}`],
    ['PUT', `/v1/flow/${MISSING_ID}`],
    ['DELETE', `/v1/flow/${MISSING_ID}`],
    ['POST', `/v1/flow/${MISSING_ID}/headerDelete`],
    ['GET', `/v1/flow/${MISSING_ID}/detail`],
    ['POST', `/v1/flow/${MISSING_ID}/detail`],
    ['GET', `/v1/flow/${MISSING_ID}/detail/${MISSING_ID}`],
    ['PUT', `/v1/flow/${MISSING_ID}/detail/${MISSING_ID}`],
    ['DELETE', `/v1/flow/${MISSING_ID}/detail/${MISSING_ID}`],
  ] as const)('%s %s', async (method, url) => {
    for (const headers of [{}, bearer('forged.token.here')]) {
      const response = await t.request({ method, url, headers, payload: {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 401, message: API_MESSAGES.unauthorized, error: 'unauthorized' });
    }
  });
});
