import { API_MESSAGES } from '@signflow/contract/api-errors';
import { CONTROL_CHARACTERS_MESSAGE } from '@signflow/contract/fields';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../src/http/error-handler';
import { bearer, createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

let t: TestApp;
let token: string;
let flowId: string;
let approverId: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.registerAccount()).token;
  const flow = await t.request({
    method: 'POST',
    url: '/v1/flow',
    headers: bearer(token),
    payload: { flowName: 'Contracts', approverCount: 1 },
  });
  flowId = flow.json<{ flow: { flowId: string } }>().flow.flowId;
  const details = await t.request({ method: 'GET', url: `/v1/flow/${flowId}/detail`, headers: bearer(token) });
  approverId = details.json<{ details: { flowDetailId: string }[] }>().details[0]?.flowDetailId ?? '';
});
afterAll(async () => {
  await t.close();
});

describe('a control character in a text field is refused with a message, not a 500', () => {
  const nul = 'Ada\u0000Lovelace';
  const cases = () =>
    [
      {
        method: 'POST',
        url: '/v1/auth/register',
        payload: { firstName: nul, email: 'nul@example.com', password: 'correct1horse' },
      },
      {
        method: 'POST',
        url: '/v1/auth/register',
        payload: { firstName: 'Ada', lastName: nul, email: 'nul@example.com', password: 'correct1horse' },
      },
      { method: 'PATCH', url: '/v1/profile', payload: { firstName: nul } },
      { method: 'PATCH', url: '/v1/profile', payload: { firstName: 'Ada', address: `Main St\u0001` } },
      { method: 'PATCH', url: '/v1/profile', payload: { firstName: 'Ada', companyName: 'Acme\u007f' } },
      { method: 'POST', url: '/v1/flow', payload: { flowName: nul, approverCount: 1 } },
      { method: 'POST', url: '/v1/flow', payload: { flowName: 'Contracts', flowDesc: nul, approverCount: 1 } },
      {
        method: 'PUT',
        url: `/v1/flow/${flowId}/detail/${approverId}`,
        payload: { approverName: nul, approvalLevel: 1, approverMail: 'ada@example.com' },
      },
      {
        method: 'POST',
        url: `/v1/flow/${flowId}/detail`,
        payload: { approverName: 'Ada', approvalLevel: 1, approverMail: 'ada\u0000@example.com' },
      },
    ] as const;

  it('answers 400 naming the rule, for every form', async () => {
    for (const { method, url, payload } of cases()) {
      const response = await t.request({ method, url, headers: bearer(token), payload });
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(400);
      expect(response.json(), url).toEqual({
        code: 400,
        message: CONTROL_CHARACTERS_MESSAGE,
        error: 'validation_failed',
      });
    }
  });
});

describe('text the database refuses, through a route without the rule', () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await createTestDatabase();
    const db = test.database.db;
    app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/text', async () => db.execute(sql`select ${'a\u0000b'}::text as value`));
    app.get('/json', async () => db.execute(sql`select ${'{"a":"\\u0000"}'}::jsonb as value`));
    // Half of a surrogate pair, as JSON.stringify writes a lone one: PostgreSQL refuses it (22P02).
    app.get('/json-surrogate', async () => db.execute(sql`select ${JSON.stringify({ a: 'b\ud800' })}::jsonb as value`));
    app.get('/bad-id', async () => db.execute(sql`select ${'not-an-id'}::uuid as value`));
    app.get('/in-transaction', async () =>
      db.transaction(async (tx) => tx.execute(sql`select ${'a\u0000b'}::text as value`)),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await test.dispose();
  });

  it('is answered 400 Invalid request, whichever way it reached the database', async () => {
    for (const url of ['/text', '/json', '/json-surrogate', '/in-transaction']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        code: 400,
        message: API_MESSAGES.invalidRequest,
        error: 'invalid_request',
      });
    }
  });

  it('leaves the same state (22P02) for anything but a surrogate the server’s fault: a 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/bad-id' });
    expect(response.statusCode).toBe(500);
  });
});
