import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../support/test-app';

/**
 * Every error answer carries `error`, a stable identifier a client may branch on instead of the English message
 * (docs/api.md#errors). A few answers of each kind, through the routes as a client meets them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: 'a-scraper-token-0123' });
});
afterAll(async () => {
  await t.close();
});

const errorOf = (response: { json(): { error?: unknown } }) => response.json().error;

describe('the identifier of an error answer', () => {
  it("names a service's refusal by its message: a wrong password, a plan's limit", async () => {
    const { email, token } = await t.registerAccount();
    const login = await t.request({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email, password: 'wrong1horse' },
    });
    expect(login.statusCode).toBe(401);
    expect(errorOf(login)).toBe('invalid_credentials');

    const flow = { flowName: 'Purchase', flowDesc: '', approverCount: 1 };
    expect(
      (await t.request({ method: 'POST', url: '/v1/flow', headers: bearer(token), payload: flow })).statusCode,
    ).toBe(201);
    // The trial allows one flow: the answer keeps its message with values, and adds the identifier last.
    const second = await t.request({ method: 'POST', url: '/v1/flow', headers: bearer(token), payload: flow });
    expect(second.statusCode).toBe(403);
    expect(Object.keys(second.json())).toEqual(['code', 'message', 'template', 'params', 'error']);
    expect(errorOf(second)).toBe('plan_limit_flows');
  });

  it("answers 'validation_failed' for a schema's rule, and the message's own identifier for the catalogue's", async () => {
    const { token } = await t.registerAccount();
    const blank = await t.request({
      method: 'POST',
      url: '/v1/flow',
      headers: bearer(token),
      payload: { flowName: '  ', approverCount: 1 },
    });
    expect(blank.json()).toEqual({ code: 400, message: 'Required', error: 'validation_failed' });
    const sortBy = await t.request({ method: 'GET', url: '/v1/documents?sortBy=name:up', headers: bearer(token) });
    expect(sortBy.json()).toEqual({ code: 400, message: 'Invalid sortBy', error: 'invalid_sort_by' });
    const malformed = await t.request({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(errorOf(malformed)).toBe('malformed_json');
  });

  it('names the answers made outside the error handler too: unknown route, /metrics, no token', async () => {
    expect(errorOf(await t.request({ method: 'GET', url: '/v1/no-such-route' }))).toBe('not_found');
    expect(errorOf(await t.request({ method: 'GET', url: '/metrics', headers: bearer('not-the-token') }))).toBe(
      'unauthorized',
    );
    expect(errorOf(await t.request({ method: 'GET', url: '/v1/documents' }))).toBe('unauthorized');
  });

  it("gives Fastify's own refusals before routing the same shape: a path parameter too long, a URL that cannot be read", async () => {
    const long = await t.request({ method: 'GET', url: `/v1/flow/${'a'.repeat(200)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ code: 414, message: 'Invalid request', error: 'invalid_request' });
    const unreadable = await t.request({ method: 'GET', url: '/v1/flow/%E0%A4%A' });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toEqual({ code: 400, message: 'Invalid request', error: 'invalid_request' });
  });
});
