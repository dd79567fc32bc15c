import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../../../src/db/schema';
import {
  deliverDueWebhooks,
  WEBHOOK_CONCURRENCY,
  WEBHOOK_PER_ENDPOINT,
  type WebhookWork,
} from '../../../src/modules/webhooks/delivery-worker';
import { createWebhookSecretBox } from '../../../src/modules/webhooks/signature';
import { type Owner, owner } from '../../support/documents';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver';
import { endpointAt } from './support';

/**
 * One endpoint that answers slowly takes only its own places in a process's deliveries: the others' go on beside
 * it. The app's own job waits an hour here, so the passes below are the only ones; each stops taking deliveries once
 * the quick endpoint has had its own, and ends when the slow ones in flight are answered.
 */
const SLOW_MS = 5000;

let t: TestApp;
let receiver: WebhookReceiver;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_MS: '3600000' });
  receiver = await startWebhookReceiver();
});
afterEach(async () => {
  // What a test's pass left waiting (the slow endpoint's backlog) is no other test's.
  await t.db.delete(webhookDeliveries).where(eq(webhookDeliveries.status, 'pending'));
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

// No pass waits for its poll: the places are filled as they free, and beyond an endpoint once it is at its bound.
const work = (): WebhookWork => ({
  db: t.db,
  config: {
    pollMs: 3_600_000,
    timeoutMs: 10_000,
    retryScheduleSeconds: [60],
    disableAfterHours: 72,
    allowPrivate: true,
  },
  appUrl: 'http://localhost:3000',
  secrets: createWebhookSecretBox(TEST_JWT_SECRET),
  logger: t.app.log,
});

/** `count` events for the endpoint, each with its delivery, due `secondsAgo` seconds ago (written as the product does). */
async function backlog(who: Owner, endpointId: string, count: number, secondsAgo: number) {
  await t.db.execute(sql`
    with made as (
      insert into webhook_events (account_id, type, data)
      select ${who.accountId}, 'webhook.test', jsonb_build_object('n', n) from generate_series(1, ${count}) as n
      returning id
    )
    insert into webhook_deliveries (event_id, endpoint_id, next_attempt_at)
    select id, ${endpointId}::uuid, now() - make_interval(secs => ${secondsAgo}) from made`);
}

/** The receiver answers /slow after SLOW_MS and anything else at once, noting when and how many slow ones are open. */
function answerSlowAndQuick() {
  const seen = { slowOpen: 0, slowMostOpen: 0, quickAnsweredAt: [] as number[], firstSlowAnsweredAt: Infinity };
  receiver.answer = (request, response) => {
    if (request.path.endsWith('/slow')) {
      seen.slowOpen += 1;
      seen.slowMostOpen = Math.max(seen.slowMostOpen, seen.slowOpen);
      setTimeout(() => {
        seen.slowOpen -= 1;
        seen.firstSlowAnsweredAt = Math.min(seen.firstSlowAnsweredAt, Date.now());
        response.end('ok');
      }, SLOW_MS);
      return;
    }
    seen.quickAnsweredAt.push(Date.now());
    response.end('ok');
  };
  return seen;
}

async function deliveredTo(endpointId: string) {
  const rows = await t.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'delivered')));
  return rows.length;
}

describe('an endpoint that answers slowly', () => {
  it(`holds at most ${WEBHOOK_PER_ENDPOINT} places, while every other endpoint's deliveries are sent`, async () => {
    const who = await owner(t);
    const slow = await endpointAt(who, `${receiver.url}/slow`);
    const quick = await endpointAt(who, `${receiver.url}/quick`);
    const seen = answerSlowAndQuick();
    // The slow endpoint's deliveries are due first, as many as a process sends at once.
    await backlog(who, slow.id, WEBHOOK_CONCURRENCY, 60);
    await backlog(who, quick.id, 2 * WEBHOOK_CONCURRENCY, 30);

    const attempted = await deliverDueWebhooks(work(), () => seen.quickAnsweredAt.length >= 2 * WEBHOOK_CONCURRENCY);

    expect(seen.slowMostOpen).toBe(WEBHOOK_PER_ENDPOINT);
    expect(seen.quickAnsweredAt).toHaveLength(2 * WEBHOOK_CONCURRENCY);
    // Every quick delivery was answered before the first slow one was.
    expect(Math.max(...seen.quickAnsweredAt)).toBeLessThan(seen.firstSlowAnsweredAt);
    expect(await deliveredTo(quick.id)).toBe(2 * WEBHOOK_CONCURRENCY);
    expect(await deliveredTo(slow.id)).toBe(WEBHOOK_PER_ENDPOINT);
    expect(attempted).toBe(2 * WEBHOOK_CONCURRENCY + WEBHOOK_PER_ENDPOINT);
  });

  it('with a backlog far longer than a lease looks among due first, does not hide the deliveries of other endpoints', async () => {
    const who = await owner(t);
    const slow = await endpointAt(who, `${receiver.url}/slow`);
    const quick = await endpointAt(who, `${receiver.url}/quick`);
    const seen = answerSlowAndQuick();
    await backlog(who, slow.id, 1500, 60);
    await backlog(who, quick.id, 5, 30);

    // Stops taking deliveries at a deadline too, so a quick delivery never seen fails the expectations below.
    const deadline = Date.now() + 4 * SLOW_MS;
    const attempted = await deliverDueWebhooks(work(), () => seen.quickAnsweredAt.length >= 5 || Date.now() > deadline);

    expect(seen.quickAnsweredAt).toHaveLength(5);
    expect(Math.max(...seen.quickAnsweredAt)).toBeLessThan(seen.firstSlowAnsweredAt);
    expect(await deliveredTo(quick.id)).toBe(5);
    expect(attempted).toBe(5 + WEBHOOK_PER_ENDPOINT);
  });
});
