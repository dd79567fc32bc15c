import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CreatedWebhookEndpoint, WebhookDelivery, WebhookEventType } from '@signflow/contract/webhooks';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { webhookDeliveries } from '../../../src/db/schema';
import type { Owner } from '../../support/documents';
import type { TestApp } from '../../support/test-app';

/** An endpoint of `who` at `url`, subscribed to `events`; answers it with its secret. */
export async function endpointAt(
  who: Owner,
  url: string,
  events: WebhookEventType[] = ['document.sent'],
): Promise<CreatedWebhookEndpoint> {
  const response = await who.call('POST', '/v1/webhooks', { url, events });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreatedWebhookEndpoint>();
}

/** Checks a signature header as a receiver would, with node's crypto: answers the v1 signatures that verify. */
export function verifiedSignatures(header: string, body: string, secret: string): number {
  const t = /(?:^|,)t=(\d+)/.exec(header)?.[1];
  if (!t) return 0;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'), 'hex');
  return [...header.matchAll(/v1=([0-9a-f]{64})/g)].filter(([, signature]) =>
    timingSafeEqual(Buffer.from(signature ?? '', 'hex'), expected),
  ).length;
}

/** Waits until the delivery's row satisfies `done`; answers the delivery as the log shows it. */
export async function deliveryWhen(
  who: Owner,
  endpointId: string,
  deliveryId: string,
  done: (delivery: WebhookDelivery) => boolean,
  timeoutMs = 15_000,
): Promise<WebhookDelivery> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const log = (await who.call('GET', `/v1/webhooks/${endpointId}/deliveries`)).json<{
      deliveries: WebhookDelivery[];
    }>();
    const delivery = log.deliveries.find((each) => each.id === deliveryId);
    if (delivery && done(delivery)) return delivery;
    if (Date.now() > deadline)
      throw new Error(`delivery ${deliveryId}: ${JSON.stringify(delivery)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function deliveryRows(t: TestApp, endpointId: string) {
  return t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
}
