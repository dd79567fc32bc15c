import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../../../src/db/schema';
import { deliverDueWebhooks } from '../../../src/modules/webhooks/delivery-worker';
import { insertDelivery, insertWebhookEvent } from '../../../src/modules/webhooks/repo';
import { createWebhookSecretBox } from '../../../src/modules/webhooks/signature';
import { owner } from '../../support/documents';
import { createTestApp, type TestApp } from '../../support/test-app';
import { endpointAt } from './support';

/**
 * A delivery is bounded by WEBHOOK_TIMEOUT_MS from its start, its host name's lookup included: a resolver that
 * never answers would otherwise hold it past its lease, and another process would take it and send it too. The
 * app's own job waits an hour here, so the pass below is the only one.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_MS: '3600000' });
});
afterAll(async () => {
  await t.close();
});

describe('a host name whose lookup never answers', () => {
  it('fails the attempt within the timeout, counted and waiting its retry', async () => {
    const who = await owner(t);
    const endpoint = await endpointAt(who, 'http://127.0.0.1:9/hook');
    await t.db
      .update(webhookEndpoints)
      .set({ url: 'https://hangs.example.test/hook' })
      .where(eq(webhookEndpoints.id, endpoint.id));
    const event = await insertWebhookEvent(t.db, { accountId: who.accountId, type: 'webhook.test', data: {} });
    const delivery = await insertDelivery(t.db, { eventId: event.id, endpointId: endpoint.id, requestId: null });

    const started = Date.now();
    const attempted = await deliverDueWebhooks({
      db: t.db,
      config: {
        pollMs: 3_600_000,
        timeoutMs: 300,
        retryScheduleSeconds: [60],
        disableAfterHours: 72,
        allowPrivate: false,
      },
      appUrl: 'http://localhost:3000',
      secrets: createWebhookSecretBox('a test secret that is long enough to seal with'),
      logger: t.app.log,
      resolve: () => new Promise(() => {}),
    });
    expect(attempted).toBe(1);
    expect(Date.now() - started).toBeLessThan(3000);
    const [row] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, statusCode: null, error: 'No answer within 300 ms' });
  });
});
