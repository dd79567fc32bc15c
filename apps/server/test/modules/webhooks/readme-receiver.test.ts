import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { owner } from '../../support/documents';
import { createTestApp, type TestApp } from '../../support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver';
import { deliveryWhen, endpointAt } from './support';

type Verify = (rawBody: string, header: string, secret: string, nowMs?: number) => boolean;

/** The README's receiver, as its reader copies it: the code block after `<!-- webhook-receiver -->`, run as is. */
function readmeReceiver(): Verify {
  const readme = readFileSync(path.join(import.meta.dirname, '../../../../../README.md'), 'utf8');
  const code = /<!-- webhook-receiver -->\n```js\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!code) throw new Error('README: no webhook receiver code block');
  expect(code.trim().split('\n')).toHaveLength(5);
  return new Function('require', `${code}\nreturn verifySignFlow;`)(createRequire(import.meta.url)) as Verify;
}

let t: TestApp;
let receiver: WebhookReceiver;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_MS: '50' });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

describe("the README's Node receiver", () => {
  it('accepts a real delivery and refuses a tampered, a stale or a wrongly keyed one', async () => {
    const verify = readmeReceiver();
    const who = await owner(t);
    const endpoint = await endpointAt(who, receiver.url);
    const test = await who.call('POST', `/v1/webhooks/${endpoint.id}/test`);
    await deliveryWhen(who, endpoint.id, test.json().id, (each) => each.status === 'delivered');
    const [delivery] = receiver.received;
    const body = delivery?.body as string;
    const header = String(delivery?.headers['signflow-signature']);
    const sentAt = Number(/t=(\d+)/.exec(header)?.[1]) * 1000;

    expect(verify(body, header, endpoint.secret)).toBe(true);
    expect(verify(body.replace('"webhook.test"', '"document.sent"'), header, endpoint.secret)).toBe(false);
    expect(verify(`${body} `, header, endpoint.secret)).toBe(false);
    expect(
      verify(
        body,
        header.replace(/t=(\d+)/, (_all, t) => `t=${Number(t) + 1}`),
        endpoint.secret,
      ),
    ).toBe(false);
    expect(verify(body, header, `${endpoint.secret}0`)).toBe(false);
    expect(verify(body, header, endpoint.secret, sentAt + 4 * 60_000)).toBe(true);
    expect(verify(body, header, endpoint.secret, sentAt + 6 * 60_000)).toBe(false);
    expect(verify(body, 'nonsense', endpoint.secret)).toBe(false);
  });

  it('accepts either signature in the 24 hours after a roll', async () => {
    const verify = readmeReceiver();
    const who = await owner(t);
    const endpoint = await endpointAt(who, receiver.url);
    const rolled = (await who.call('POST', `/v1/webhooks/${endpoint.id}/roll-secret`)).json<{ secret: string }>();
    receiver.received.length = 0;
    const test = await who.call('POST', `/v1/webhooks/${endpoint.id}/test`);
    await deliveryWhen(who, endpoint.id, test.json().id, (each) => each.status === 'delivered');
    const [delivery] = receiver.received;
    const header = String(delivery?.headers['signflow-signature']);
    expect(verify(delivery?.body as string, header, rolled.secret)).toBe(true);
    expect(verify(delivery?.body as string, header, endpoint.secret)).toBe(true);
  });
});
