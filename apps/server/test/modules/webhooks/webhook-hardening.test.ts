import { API_MESSAGES } from '@signflow/contract/api-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../../../src/db/schema';
import { checkEndpointAddress, isPublicAddress } from '../../../src/modules/webhooks/endpoint-address';
import { insertWebhookEvent } from '../../../src/modules/webhooks/repo';
import { owner } from '../../support/documents';
import { errorAnswer } from '../../support/error-answers';
import { createTestApp, type TestApp } from '../../support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver';
import { deliveryRows, deliveryWhen, endpointAt } from './support';

/**
 * What an endpoint's owner or its answers could do to the delivery queue: an answer the database cannot keep as
 * text (a NUL byte) is still recorded, so the delivery is not leased again and again without counting attempts.
 */
let t: TestApp;
let receiver: WebhookReceiver;
beforeAll(async () => {
  t = await createTestApp({
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_POLL_MS: '50',
    WEBHOOK_TIMEOUT_MS: '700',
    WEBHOOK_RETRY_SCHEDULE_SECONDS: '0.3',
  });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

describe("an endpoint's answer", () => {
  it('is recorded though its body holds a NUL byte, which a text column cannot keep', async () => {
    const who = await owner(t);
    const endpoint = await endpointAt(who, receiver.url);
    receiver.answer = (_request, response) => response.writeHead(200).end('ok\u0000done');
    const test = await who.call('POST', `/v1/webhooks/${endpoint.id}/test`);
    expect(test.statusCode).toBe(202);
    const delivered = await deliveryWhen(who, endpoint.id, test.json().id, (each) => each.status === 'delivered', 5000);
    expect(delivered).toMatchObject({ attempts: 1, statusCode: 200 });
    expect(delivered.response).toBe('okdone');
    expect(receiver.received).toHaveLength(1);
  });
});

describe('Send test event and Resend', () => {
  it('are limited per account, so a loop cannot grow the log or send requests without bound', async () => {
    const who = await owner(t);
    const endpoint = await endpointAt(who, 'http://127.0.0.1:9/never');
    const answers: number[] = [];
    for (let index = 0; index < 40; index += 1) {
      answers.push((await who.call('POST', `/v1/webhooks/${endpoint.id}/test`)).statusCode);
    }
    expect(answers.filter((status) => status === 202)).toHaveLength(30);
    expect(answers).toContain(429);
    expect(await deliveryRows(t, endpoint.id)).toHaveLength(30);
  });
});

describe('an address that stands for a loopback or private IPv4 address', () => {
  it.each([
    '::7f00:1', // IPv4-compatible ::127.0.0.1
    '::a00:1', // ::10.0.0.1
    '::ffff:0:7f00:1', // IPv4-translated ::ffff:0:127.0.0.1
    '64:ff9b:1::a00:1', // local-use NAT64 (RFC 8215)
    '2002:7f00:1::', // 6to4 of 127.0.0.1
    '2002:a00:1::', // 6to4 of 10.0.0.1
  ])('is not public: %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['2606:4700:4700::1111', '8.8.8.8', '::ffff:8.8.8.8'])('is public: %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('is refused as an endpoint when private addresses are not allowed', async () => {
    for (const url of ['https://[::127.0.0.1]/hook', 'https://[::ffff:0:127.0.0.1]/hook', 'https://[2002:7f00:1::]/']) {
      expect(await checkEndpointAddress(url, { allowPrivate: false }), url).toMatchObject({ ok: false });
    }
  });
});

describe('Resend of a delivery still waiting', () => {
  it('is refused, so the event is not sent twice at once', async () => {
    const who = await owner(t);
    const endpoint = await endpointAt(who, 'http://127.0.0.1:9/never');
    // A delivery waiting for its next retry, an hour from now.
    const event = await insertWebhookEvent(t.db, { accountId: who.accountId, type: 'webhook.test', data: {} });
    const [waiting] = await t.db
      .insert(webhookDeliveries)
      .values({ eventId: event.id, endpointId: endpoint.id, nextAttemptAt: new Date(Date.now() + 3_600_000) })
      .returning();
    const resent = await who.call('POST', `/v1/webhooks/${endpoint.id}/deliveries/${waiting?.id}/resend`);
    expect([resent.statusCode, resent.json()]).toEqual([409, errorAnswer(409, API_MESSAGES.webhookDeliveryPending)]);
    expect(await deliveryRows(t, endpoint.id)).toHaveLength(1);
  });
});
