import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  type CreatedWebhookEndpoint,
  MAX_WEBHOOK_ENDPOINTS,
  type WebhookEndpointList,
  webhookLimitMessage,
} from '@signflow/contract/webhooks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../../src/db/schema';
import { type Method, MISSING_ID, owner } from '../../support/documents';
import { errorAnswer } from '../../support/error-answers';
import { createTestApp, type TestApp } from '../../support/test-app';

/**
 * The webhooks' routes (docs/api.md#webhooks) on an app that refuses private addresses, as production does: what
 * they answer, what they refuse and why, 401 without a token and 404 for another account's ids.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_POLL_MS: '3600000', WEBHOOK_TIMEOUT_MS: '300', WEBHOOK_DISABLE_AFTER_HOURS: '36' });
});
afterAll(async () => {
  await t.close();
});

const PUBLIC_URL = 'https://203.0.113.10/hooks/signflow';

async function registered(who: Awaited<ReturnType<typeof owner>>, url = PUBLIC_URL) {
  const response = await who.call('POST', '/v1/webhooks', { url, events: ['document.sent', 'signer.signed'] });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreatedWebhookEndpoint>();
}

describe('POST /v1/webhooks', () => {
  it('registers an endpoint and answers its secret once', async () => {
    const who = await owner(t);
    const response = await who.call('POST', '/v1/webhooks', {
      url: PUBLIC_URL,
      events: ['signer.signed', 'document.sent', 'document.sent'],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json<CreatedWebhookEndpoint>();
    expect(body).toMatchObject({ url: PUBLIC_URL, events: ['document.sent', 'signer.signed'], enabled: true });
    expect(body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{40,}$/);
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, body.id));
    expect(row?.secretSealed).not.toContain(body.secret.slice(6));
    const read = await who.call('GET', `/v1/webhooks/${body.id}`);
    expect(read.json()).not.toHaveProperty('secret');
    const list = await who.call('GET', '/v1/webhooks');
    expect(list.json<WebhookEndpointList>().webhooks).toEqual([read.json()]);
    // WEBHOOK_DISABLE_AFTER_HOURS as this app was started with, for the page's words on an endpoint turned off.
    expect(list.json<WebhookEndpointList>().disableAfterHours).toBe(36);
  });

  it.each([
    ['no url', { events: ['document.sent'] }, API_MESSAGES.webhookUrlInvalid],
    ['a url that is not one', { url: 'not a url', events: ['document.sent'] }, API_MESSAGES.webhookUrlInvalid],
    ['an ftp url', { url: 'ftp://203.0.113.10/x', events: ['document.sent'] }, API_MESSAGES.webhookUrlInvalid],
    [
      'a url with a password',
      { url: 'https://a:b@203.0.113.10/', events: ['document.sent'] },
      API_MESSAGES.webhookUrlInvalid,
    ],
    ['no events', { url: PUBLIC_URL, events: [] }, API_MESSAGES.webhookEventsRequired],
    ['events not a list', { url: PUBLIC_URL, events: 'document.sent' }, API_MESSAGES.webhookEventsRequired],
    ['an unknown event', { url: PUBLIC_URL, events: ['document.expired'] }, API_MESSAGES.webhookEventUnknown],
    [
      'plain http to a public address',
      { url: 'http://203.0.113.10/x', events: ['document.sent'] },
      API_MESSAGES.webhookUrlNotHttps,
    ],
  ])('refuses %s with 400 and why', async (_name, payload, message) => {
    const who = await owner(t);
    const response = await who.call('POST', '/v1/webhooks', payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it.each([
    'https://127.0.0.1/x',
    'https://127.5.6.7:8443/x',
    'https://localhost/x',
    'https://[::1]/x',
    'https://[::ffff:127.0.0.1]/x',
    'https://[::ffff:7f00:1]/x',
    'https://10.1.2.3/x',
    'https://172.16.0.1/x',
    'https://172.31.255.255/x',
    'https://192.168.1.1/x',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/x',
    'https://0.0.0.0/x',
    'https://[fc00::1]/x',
    'https://[fd12:3456::1]/x',
    'https://[fe80::1]/x',
    'https://[::]/x',
  ])('refuses the private, loopback or link-local address %s', async (url) => {
    const who = await owner(t);
    const response = await who.call('POST', '/v1/webhooks', { url, events: ['document.sent'] });
    expect(response.json()).toEqual(errorAnswer(400, API_MESSAGES.webhookUrlNotPublic));
  });

  it('accepts public addresses next to the refused ranges', async () => {
    const who = await owner(t);
    for (const url of [
      'https://172.32.0.1/x',
      'https://100.128.0.1/x',
      'https://[2606:4700::1111]/x',
      'https://11.0.0.1/x',
    ]) {
      const response = await who.call('POST', '/v1/webhooks', { url, events: ['document.sent'] });
      expect(response.statusCode, `${url} ${response.body}`).toBe(201);
    }
  });

  it(`holds an account to ${MAX_WEBHOOK_ENDPOINTS} endpoints`, async () => {
    const who = await owner(t);
    await Promise.all(Array.from({ length: MAX_WEBHOOK_ENDPOINTS }, () => registered(who)));
    const refused = await who.call('POST', '/v1/webhooks', { url: PUBLIC_URL, events: ['document.sent'] });
    expect(refused.json()).toEqual(errorAnswer(400, webhookLimitMessage));
  });
});

describe('PATCH /v1/webhooks/{id}', () => {
  it('changes the url, the events and enabled', async () => {
    const who = await owner(t);
    const endpoint = await registered(who);
    const changed = await who.call('PATCH', `/v1/webhooks/${endpoint.id}`, {
      url: 'https://203.0.113.11/other',
      events: ['bulk_send.finished'],
      enabled: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      url: 'https://203.0.113.11/other',
      events: ['bulk_send.finished'],
      enabled: false,
    });
  });

  it.each([
    [{}, API_MESSAGES.webhookChangeEmpty],
    [{ enabled: 'yes' }, API_MESSAGES.enabledInvalid],
    [{ events: [] }, API_MESSAGES.webhookEventsRequired],
    [{ url: 'https://192.168.0.10/x' }, API_MESSAGES.webhookUrlNotPublic],
  ])('refuses %j with 400', async (payload, message) => {
    const who = await owner(t);
    const endpoint = await registered(who);
    const response = await who.call('PATCH', `/v1/webhooks/${endpoint.id}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('roll-secret and delete', () => {
  it('answers a new secret, and deletes', async () => {
    const who = await owner(t);
    const endpoint = await registered(who);
    const rolled = await who.call('POST', `/v1/webhooks/${endpoint.id}/roll-secret`);
    expect(rolled.statusCode).toBe(200);
    expect(rolled.json().secret).toMatch(/^whsec_/);
    expect(rolled.json().secret).not.toBe(endpoint.secret);
    const deleted = await who.call('DELETE', `/v1/webhooks/${endpoint.id}`);
    expect(deleted.json()).toEqual({ message: API_MESSAGES.deleted });
    expect((await who.call('GET', `/v1/webhooks/${endpoint.id}`)).statusCode).toBe(404);
  });
});

describe('every route', () => {
  const routes = (id: string, deliveryId: string): [Method, string, object?][] => [
    ['POST', '/v1/webhooks', { url: PUBLIC_URL, events: ['document.sent'] }],
    ['GET', '/v1/webhooks'],
    ['GET', `/v1/webhooks/${id}`],
    ['PATCH', `/v1/webhooks/${id}`, { enabled: false }],
    ['DELETE', `/v1/webhooks/${id}`],
    ['POST', `/v1/webhooks/${id}/roll-secret`],
    ['GET', `/v1/webhooks/${id}/deliveries`],
    ['POST', `/v1/webhooks/${id}/deliveries/${deliveryId}/resend`],
    ['POST', `/v1/webhooks/${id}/test`],
  ];

  it('answers 401 without a token', async () => {
    for (const [method, url, payload] of routes(MISSING_ID, MISSING_ID)) {
      const response = await t.request({ method, url, ...(payload ? { payload } : {}) });
      expect(response.json(), `${method} ${url}`).toEqual(errorAnswer(401, API_MESSAGES.unauthorized));
    }
  });

  it("answers 404 for another account's endpoint and delivery, and for malformed ids, changing nothing", async () => {
    const stranger = await owner(t);
    const who = await owner(t);
    const endpoint = await registered(who);
    const test = await who.call('POST', `/v1/webhooks/${endpoint.id}/test`);
    expect(test.statusCode).toBe(202);
    const deliveryId = test.json().id as string;
    for (const [method, url, payload] of routes(endpoint.id, deliveryId).slice(2)) {
      const response = await stranger.call(method, url, payload);
      expect(response.json(), `${method} ${url}`).toEqual(errorAnswer(404, API_MESSAGES.notFound));
    }
    for (const [method, url, payload] of routes('not-an-id', 'nope').slice(2)) {
      const response = await who.call(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const otherEndpoint = await registered(who);
    const crossed = await who.call('POST', `/v1/webhooks/${otherEndpoint.id}/deliveries/${deliveryId}/resend`);
    expect(crossed.statusCode).toBe(404);
    expect((await who.call('GET', `/v1/webhooks/${endpoint.id}`)).json()).toMatchObject({ enabled: true });
    expect((await who.call('GET', `/v1/webhooks/${endpoint.id}/deliveries`)).json().deliveries).toHaveLength(1);
  });
});
