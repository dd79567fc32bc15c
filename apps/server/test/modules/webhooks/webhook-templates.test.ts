import type { WebhookEventBody } from '@signflow/contract/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf, queueFile, waitForFinished } from '../../support/bulk-sends';
import { owner } from '../../support/documents';
import { senderFilledTemplate, useOf } from '../../support/templates';
import { createTestApp, type TestApp } from '../../support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver';
import { endpointAt } from './support';

/** `template.used` where a document is made from a template, and `bulk_send.finished` where a bulk send finishes. */
let t: TestApp;
let receiver: WebhookReceiver;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_MS: '50', BULK_SEND_POLL_MS: '100' });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const bodies = () => receiver.received.map((each) => JSON.parse(each.body) as WebhookEventBody);

describe('templates and bulk sends', () => {
  it('tell template.used for a document made by hand', async () => {
    const who = await owner(t);
    await endpointAt(who, receiver.url, ['template.used']);
    const made = await senderFilledTemplate(t, who);
    const use = await who.call('POST', `/v1/templates/${made.template.id}/documents`, useOf(made, { send: false }));
    expect(use.statusCode, use.body).toBe(201);
    await receiver.waitFor(1);
    const [event] = bodies();
    expect(event?.type).toBe('template.used');
    expect(event?.data).toMatchObject({
      document: { status: 'Draft' },
      template: { id: made.template.id },
    });
  });

  it('tell bulk_send.finished once, with its counts, and template.used for each row', async () => {
    // A receiver of its own: a delivery of the test before may still arrive on a slow machine.
    const own = await startWebhookReceiver();
    try {
      const who = await owner(t, 'ENTERPRISE');
      await endpointAt(who, own.url, ['template.used', 'bulk_send.finished']);
      const made = await senderFilledTemplate(t, who);
      const queued = await queueFile(t, who, made, csvOf(3), false);
      await waitForFinished(who, queued.id);
      await own.waitFor(4);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const received = own.received.map((each) => JSON.parse(each.body) as WebhookEventBody);
      const used = received.filter((each) => each.type === 'template.used');
      expect(used.map((each) => each.data.bulkSendId)).toEqual([queued.id, queued.id, queued.id]);
      const finished = received.filter((each) => each.type === 'bulk_send.finished');
      expect(finished).toHaveLength(1);
      expect(finished[0]?.data.bulkSend).toMatchObject({ id: queued.id, total: 3, created: 3, failed: 0, sent: false });
    } finally {
      await own.close();
    }
  });
});
