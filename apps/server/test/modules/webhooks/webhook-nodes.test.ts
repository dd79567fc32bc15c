import type { WebhookEventBody } from '@signflow/contract/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { owner } from '../../support/documents';
import { type AppNodes, SILENT_MAIL_POLL_MS, startAppNodes } from '../../support/shared-database';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver';
import { deliveryRows, endpointAt } from './support';

/**
 * Two app processes on one database, both running the webhooks job every 20 ms: each delivery is leased by one of
 * them (FOR UPDATE SKIP LOCKED and a lease), so the endpoint receives each event once.
 */
const WEBHOOKS = { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_MS: '20' };
let cluster: AppNodes;
let receiver: WebhookReceiver;
beforeAll(async () => {
  cluster = await startAppNodes([WEBHOOKS, { ...WEBHOOKS, MAIL_POLL_MS: SILENT_MAIL_POLL_MS }]);
  receiver = await startWebhookReceiver();
  // Slow enough that both nodes poll while deliveries are in flight.
  receiver.answer = (_request, response) => setTimeout(() => response.end('ok'), 30);
});
afterAll(async () => {
  await cluster?.close();
  await receiver?.close();
});

describe('two app nodes', () => {
  it('deliver each event once', async () => {
    const [first, second] = cluster.nodes as [AppNodes['nodes'][0], AppNodes['nodes'][0]];
    const who = await owner(first);
    const endpoint = await endpointAt(who, receiver.url);
    const TOTAL = 30;
    const tests = await Promise.all(
      Array.from({ length: TOTAL }, (_, index) =>
        (index % 2 === 0 ? first : second).request({
          method: 'POST',
          url: `/v1/webhooks/${endpoint.id}/test`,
          headers: { authorization: `Bearer ${who.token}` },
        }),
      ),
    );
    expect(tests.every((each) => each.statusCode === 202)).toBe(true);
    await receiver.waitFor(TOTAL, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ids = receiver.received.map((each) => (JSON.parse(each.body) as WebhookEventBody).id);
    expect(ids).toHaveLength(TOTAL);
    expect(new Set(ids).size).toBe(TOTAL);
    const rows = await deliveryRows(first, endpoint.id);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(
      Array.from({ length: TOTAL }, () => ['delivered', 1]),
    );
  });
});
