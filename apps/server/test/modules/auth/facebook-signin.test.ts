import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import type { ExternalRegisterResponse } from '@signflow/contract/social-sign-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusedInput } from '../../support/error-answers';
import { type FakeGraph, startFakeGraph } from '../../support/fake-graph';
import { bearer, createTestApp, type TestApp, uniqueEmail } from '../../support/test-app';

const APP = { appId: '1234567890', appSecret: 'facebook-app-secret' };
let graph: FakeGraph;
let t: TestApp;
beforeAll(async () => {
  graph = await startFakeGraph(APP);
  t = await createTestApp({
    FACEBOOK_APP_ID: APP.appId,
    FACEBOOK_APP_SECRET: APP.appSecret,
    FACEBOOK_GRAPH_URL: graph.url,
  });
});
afterAll(async () => {
  await t?.close();
  await graph?.close();
});

let users = 0;
/** A Facebook user and the access token Facebook Login gave them for this app (or another). */
function facebookUser(overrides: { email?: string | undefined; appId?: string } = {}) {
  users += 1;
  const token = `EAAB${process.pid}x${Date.now()}x${users}`;
  const user = {
    id: `10${Date.now()}${users}`,
    appId: APP.appId,
    email: uniqueEmail('fb'),
    firstName: 'Ada',
    lastName: 'King',
    ...overrides,
  };
  graph.tokens.set(token, user);
  return { token, user };
}

function post(url: string, payload: Record<string, unknown>) {
  return t.request({ method: 'POST', url, payload });
}

describe('Facebook sign-in (a local fake Graph API)', () => {
  it('registers with a valid token (201), and signs the same account in afterwards (200)', async () => {
    const { token, user } = facebookUser();
    const registered = await post('/v1/facebook/register', { accessToken: token });
    expect(registered.statusCode).toBe(201);
    const body = registered.json<ExternalRegisterResponse>();
    expect(body.user).toMatchObject({ email: user.email, firstName: 'Ada', lastName: 'King', emailVerified: true });
    const subscription = await t.request({
      method: 'GET',
      url: '/v1/profile/subscription',
      headers: bearer(body.token),
    });
    expect(subscription.json().subscription.plan).toBe('TRIAL');

    const login = await post('/v1/facebook/login', { accessToken: token });
    expect(login.statusCode).toBe(200);
    expect(login.json<ExternalRegisterResponse>().user.id).toBe(body.user.id);
  });

  it('links the account of the address Facebook gives', async () => {
    const existing = await t.registerAccount();
    const { token } = facebookUser({ email: existing.email });
    const login = await post('/v1/facebook/login', { accessToken: token });
    expect(login.statusCode).toBe(200);
    expect(login.json<ExternalRegisterResponse>().user.id).toBe(existing.body.user.id);
  });

  it('refuses a token Facebook does not know, and one issued to another app', async () => {
    const other = facebookUser({ appId: '999' });
    for (const accessToken of ['EAABunknown', other.token]) {
      const answer = await post('/v1/facebook/login', { accessToken });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        code: 401,
        message: API_MESSAGES.facebookTokenInvalid,
        error: 'facebook_token_invalid',
      });
    }
  });

  it('cannot make an account without an e-mail address', async () => {
    const { token } = facebookUser({ email: undefined });
    const answer = await post('/v1/facebook/register', { accessToken: token });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(fillTemplate(API_MESSAGES.externalEmailMissing, { provider: 'Facebook' }));
  });

  it('answers 503 while the Graph API is down', async () => {
    const { token } = facebookUser();
    graph.down = true;
    try {
      const answer = await post('/v1/facebook/login', { accessToken: token });
      expect(answer.json()).toEqual({
        code: 503,
        message: API_MESSAGES.facebookUnavailable,
        error: 'facebook_unavailable',
      });
    } finally {
      graph.down = false;
    }
  });

  it.each([
    ['missing', {}, 'Required'],
    ['blank', { accessToken: '' }, 'Required'],
    ['too long', { accessToken: 'x'.repeat(4097) }, 'Invalid token'],
    ['not text', { accessToken: 42 }, 'Required'],
  ])('refuses an access token %s', async (_case, payload, message) => {
    const answer = await post('/v1/facebook/login', payload);
    expect(answer.json()).toEqual(refusedInput(message));
  });

  it('answers 404 "not configured" without FACEBOOK_APP_ID', async () => {
    const bare = await createTestApp();
    try {
      const answer = await bare.request({
        method: 'POST',
        url: '/v1/facebook/register',
        payload: { accessToken: 'x' },
      });
      expect(answer.json()).toEqual({
        code: 404,
        message: API_MESSAGES.facebookNotConfigured,
        error: 'facebook_not_configured',
      });
    } finally {
      await bare.close();
    }
  });
});
