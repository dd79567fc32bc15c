import type { AddressInfo } from 'node:net';
import { createServer as createTcpServer, type Socket } from 'node:net';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import { WEBHOOK_TEST_EVENT, type WebhookEventBody } from '@signflow/contract/webhooks';
import { wordsOf } from '@signflow/contract/words';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accounts, documents, webhookDeliveries, webhookEndpoints, webhookEvents } from '../../../src/db/schema';
import { recordEvent, SYSTEM_ACTOR } from '../../../src/modules/audit/record-event';
import { forgetOldWebhookEvents } from '../../../src/modules/webhooks/delivery-worker';
import { owner } from '../../support/documents';
import { rejected, sentDocument, signAndSubmit, signerCall, signerToken } from '../../support/signing';
import { bearer, createTestApp, setPlan, type TestApp } from '../../support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver';
import { deliveryRows, deliveryWhen, endpointAt, verifiedSignatures } from './support';

/**
 * Webhooks delivered for real (docs/api.md#webhooks): to a local HTTP server (WEBHOOK_ALLOW_PRIVATE, as tests set
 * it), signed, retried on the schedule the settings give (tenths of a second here), given up after it, never
 * following a redirect, and an endpoint failing for days turned off with its owner mailed.
 */
const SCHEDULE = [0.3, 0.6];
let t: TestApp;
let receiver: WebhookReceiver;
beforeAll(async () => {
  t = await createTestApp({
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_POLL_MS: '50',
    WEBHOOK_TIMEOUT_MS: '700',
    WEBHOOK_RETRY_SCHEDULE_SECONDS: SCHEDULE.join(','),
  });
});
afterAll(async () => {
  await t.close();
});
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterEach(() => {
  receiver.received.length = 0;
  receiver.answer = (_request, response) => response.end('ok');
});
afterAll(async () => {
  await receiver.close();
});

const bodyOf = (raw: string) => JSON.parse(raw) as WebhookEventBody;

describe('a document through signing and sealing', () => {
  it('is told to the endpoint, signed, with the document, the signer and the sealed file', async () => {
    const who = await owner(t);
    const endpoint = await endpointAt(who, receiver.url, [
      'document.sent',
      'document.viewed',
      'signer.signed',
      'document.completed',
      'document.sealed',
    ]);
    const done = await sentDocument(t, who, [{ name: 'Amy', level: 1 }]);
    const [signer] = done.users;
    // The signer opens their link, then signs.
    const token = await signerToken(t, done.document.id, signer?.id as string);
    expect((await signerCall(t, 'GET', '/v1/documents/user-sign/validate', token)).statusCode).toBe(200);
    expect((await signAndSubmit(t, done, signer?.id as string)).statusCode).toBe(200);
    // sent, viewed (the link opened), signed, completed, and sealed once the sealing job ran.
    const received = await receiver.waitFor(5, 45_000).catch((error) => {
      throw new Error(`${error.message}: ${receiver.received.map((each) => bodyOf(each.body).type).join(', ')}`);
    });
    const bodies = received.map((each) => bodyOf(each.body));
    const [stored] = await t.db.select().from(documents).where(eq(documents.id, done.document.id));
    expect(bodies.map((each) => each.type).sort()).toEqual(
      ['document.completed', 'document.sealed', 'document.sent', 'document.viewed', 'signer.signed'].sort(),
    );
    for (const each of received) {
      expect(each.headers['content-type']).toBe('application/json');
      expect(verifiedSignatures(String(each.headers['signflow-signature']), each.body, endpoint.secret)).toBe(1);
      expect(verifiedSignatures(String(each.headers['signflow-signature']), each.body, `${endpoint.secret}x`)).toBe(0);
      const body = bodyOf(each.body);
      expect(each.headers['signflow-event-id']).toBe(body.id);
      expect(Object.keys(body).sort()).toEqual(['createdAt', 'data', 'id', 'type']);
      expect(body.data.document).toMatchObject({ id: done.document.id, name: stored?.name });
    }
    const byType = Object.fromEntries(bodies.map((each) => [each.type, each]));
    expect(byType['document.sent']?.data.document).toMatchObject({ status: 'Sent' });
    expect(byType['document.sent']?.data).not.toHaveProperty('signer');
    expect(byType['signer.signed']?.data.signer).toEqual({
      id: signer?.id,
      name: signer?.name,
      email: signer?.email,
      decision: 'approved',
      reason: null,
    });
    expect(byType['document.viewed']?.data.signer).toMatchObject({ id: signer?.id, decision: null });
    expect(byType['document.completed']?.data.document).toMatchObject({ status: 'Completed' });
    const sealed = byType['document.sealed']?.data.sealedFile as { sha256: string; downloadUrl: string };
    expect(sealed.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(sealed.downloadUrl).toBe(`http://app.test/v1/documents/${done.document.id}/download`);
    // The URL is the owner's download route: with the account's bearer token it answers the sealed PDF.
    const download = await t.request({
      method: 'GET',
      url: new URL(sealed.downloadUrl).pathname,
      headers: bearer(who.token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect((await t.request({ method: 'GET', url: new URL(sealed.downloadUrl).pathname })).statusCode).toBe(401);
    // And with an API key of the account, as the owner's software would fetch it.
    const made = await who.call('POST', '/v1/api-keys', { name: 'Archive sync' });
    expect(made.statusCode, made.body).toBe(201);
    const byKey = await t.request({
      method: 'GET',
      url: new URL(sealed.downloadUrl).pathname,
      headers: bearer(made.json<{ key: string }>().key),
    });
    expect(byKey.statusCode).toBe(200);
    expect(byKey.rawPayload.equals(download.rawPayload)).toBe(true);
  });

  it('tells a rejection with its reason, and only the events subscribed to', async () => {
    const who = await owner(t);
    await endpointAt(who, receiver.url, ['signer.rejected', 'document.cancelled']);
    const sent = await sentDocument(t, who, [{ name: 'Rex', level: 1 }]);
    const [signer] = sent.users;
    const submitted = await signAndSubmit(t, sent, signer?.id as string, rejected, { reason: 'Wrong amount' });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const [received] = await receiver.waitFor(1);
    const body = bodyOf(received?.body as string);
    expect(body.type).toBe('signer.rejected');
    expect(body.data.signer).toMatchObject({ id: signer?.id, decision: 'rejected', reason: 'Wrong amount' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toHaveLength(1);
  });
});

describe('Send test event, the log and Resend', () => {
  it('delivers the test event, logs it, and resends the same event', async () => {
    const who = await owner(t);
    const endpoint = await endpointAt(who, receiver.url);
    receiver.answer = (_request, response) => response.writeHead(202).end('x'.repeat(3000));
    const test = await who.call('POST', `/v1/webhooks/${endpoint.id}/test`);
    expect(test.statusCode).toBe(202);
    expect(test.json()).toMatchObject({ eventType: WEBHOOK_TEST_EVENT, status: 'pending', attempts: 0 });
    const delivered = await deliveryWhen(who, endpoint.id, test.json().id, (each) => each.status === 'delivered');
    expect(delivered).toMatchObject({ attempts: 1, statusCode: 202, error: null, nextAttemptAt: null });
    expect(delivered.response).toBe('x'.repeat(1024));
    expect(delivered.durationMs).toBeGreaterThanOrEqual(0);
    const [first] = receiver.received;
    expect(bodyOf(first?.body as string)).toMatchObject({
      type: WEBHOOK_TEST_EVENT,
      data: { endpoint: { id: endpoint.id } },
    });

    const resent = await who.call('POST', `/v1/webhooks/${endpoint.id}/deliveries/${delivered.id}/resend`);
    expect(resent.statusCode).toBe(202);
    await deliveryWhen(who, endpoint.id, resent.json().id, (each) => each.status === 'delivered');
    const [, second] = receiver.received;
    expect(second?.body).toBe(first?.body);
    expect(second?.headers['signflow-event-id']).toBe(delivered.eventId);
  });
});

describe('a failing endpoint', () => {
  it('is retried with back-off on a 500, then given up after the schedule', async () => {
    const who = await owner(t);
    const endpoint = await endpointAt(who, receiver.url);
    receiver.answer = (_request, response) => response.writeHead(500).end('boom');
    const test = await who.call('POST', `/v1/webhooks/${endpoint.id}/test`);
    const failed = await deliveryWhen(who, endpoint.id, test.json().id, (each) => each.status === 'failed');
    expect(failed).toMatchObject({
      attempts: SCHEDULE.length + 1,
      statusCode: 500,
      response: 'boom',
      error: 'Answered 500',
    });
    expect(receiver.received).toHaveLength(SCHEDULE.length + 1);
    const times = receiver.received.map((each) =>
      Number(/t=(\d+)/.exec(String(each.headers['signflow-signature']))?.[1]),
    );
    expect(times.every((each) => Number.isFinite(each))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.received).toHaveLength(SCHEDULE.length + 1);
  });

  it('waits each step of the schedule between attempts', async () => {
    const who = await owner(t);
    const endpoint = await endpointAt(who, receiver.url);
    const arrivals: number[] = [];
    receiver.answer = (_request, response) => {
      arrivals.push(Date.now());
      response.writeHead(503).end();
    };
    const test = await who.call('POST', `/v1/webhooks/${endpoint.id}/test`);
    await deliveryWhen(who, endpoint.id, test.json().id, (each) => each.status === 'failed');
    expect(arrivals).toHaveLength(3);
    expect((arrivals[1] as number) - (arrivals[0] as number)).toBeGreaterThanOrEqual(
      (SCHEDULE[0] as number) * 1000 - 50,
    );
    expect((arrivals[2] as number) - (arrivals[1] as number)).toBeGreaterThanOrEqual(
      (SCHEDULE[1] as number) * 1000 - 50,
    );
  });

  it('is retried when it does not answer within the timeout', async () => {
    const who = await owner(t);
    const endpoint = await endpointAt(who, receiver.url);
    let calls = 0;
    receiver.answer = (_request, response) => {
      calls += 1;
      // The first attempt hangs past WEBHOOK_TIMEOUT_MS; the second is answered.
      if (calls === 1) setTimeout(() => response.end('late'), 1500);
      else response.end('ok');
    };
    const test = await who.call('POST', `/v1/webhooks/${endpoint.id}/test`);
    const timedOut = await deliveryWhen(who, endpoint.id, test.json().id, (each) => each.attempts === 1);
    expect(timedOut).toMatchObject({ status: 'pending', statusCode: null, error: 'No answer within 700 ms' });
    expect(timedOut.durationMs).toBeGreaterThanOrEqual(650);
    const delivered = await deliveryWhen(who, endpoint.id, test.json().id, (each) => each.status === 'delivered');
    expect(delivered.attempts).toBe(2);
  });

  it('does not follow a redirect', async () => {
    const elsewhere = await startWebhookReceiver();
    try {
      const who = await owner(t);
      const endpoint = await endpointAt(who, receiver.url);
      receiver.answer = (_request, response) => response.writeHead(307, { location: elsewhere.url }).end();
      const test = await who.call('POST', `/v1/webhooks/${endpoint.id}/test`);
      const first = await deliveryWhen(who, endpoint.id, test.json().id, (each) => each.attempts === 1);
      expect(first).toMatchObject({ status: 'pending', statusCode: 307 });
      expect(first.error).toContain('redirect, not followed');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(elsewhere.received).toHaveLength(0);
    } finally {
      await elsewhere.close();
    }
  });

  it('is turned off after failing every delivery for 3 days, and its owner is mailed once', async () => {
    const who = await owner(t);
    // A path of its own: the earlier tests' endpoints, on the same receiver, may still be retrying.
    const url = `${receiver.url}/failing-for-days`;
    const endpoint = await endpointAt(who, url);
    receiver.answer = (_request, response) => response.writeHead(500).end();
    // Its failing began 3 days and a minute ago (the clock moved, not waited for).
    await t.db
      .update(webhookEndpoints)
      .set({ failingSince: sql`now() - interval '72 hours 1 minute'` })
      .where(eq(webhookEndpoints.id, endpoint.id));
    const waiting = await who.call('POST', `/v1/webhooks/${endpoint.id}/test`);
    const test = await who.call('POST', `/v1/webhooks/${endpoint.id}/test`);
    await deliveryWhen(who, endpoint.id, test.json().id, (each) => each.status === 'failed');
    await deliveryWhen(who, endpoint.id, waiting.json().id, (each) => each.status === 'failed');
    const read = (await who.call('GET', `/v1/webhooks/${endpoint.id}`)).json();
    expect(read.enabled).toBe(false);
    expect(read.disabledForFailuresAt).not.toBeNull();
    const words = wordsOf('en').mail.webhookDisabled;
    const mail = await t.smtp.waitFor(who.email, { matching: (each) => each.subject === words.subject(url) });
    expect(mail.text).toContain(words.body({ url, hours: 72 }));
    // It asks for an answer within WEBHOOK_TIMEOUT_MS, 700 ms on this app.
    expect(mail.text).toContain(words.whatToDo(0.7));
    expect(mail.text).toContain('http://app.test/integrations');
    // Turned off, it is sent nothing; turned on again, it starts afresh.
    const sentToIt = () => receiver.received.filter((each) => each.path === '/hook/failing-for-days').length;
    const count = sentToIt();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sentToIt()).toBe(count);
    const on = await who.call('PATCH', `/v1/webhooks/${endpoint.id}`, { enabled: true });
    expect(on.json()).toMatchObject({ enabled: true, disabledForFailuresAt: null });
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row?.failingSince).toBeNull();
    const subjects = t.smtp.mails.filter((each) => each.subject === words.subject(url));
    expect(subjects).toHaveLength(1);
  });

  it('is not turned off while it failed for less than 3 days, and a success clears its failing', async () => {
    const who = await owner(t);
    const endpoint = await endpointAt(who, receiver.url);
    await t.db
      .update(webhookEndpoints)
      .set({ failingSince: sql`now() - interval '71 hours'` })
      .where(eq(webhookEndpoints.id, endpoint.id));
    receiver.answer = (_request, response) => response.writeHead(500).end();
    const failing = await who.call('POST', `/v1/webhooks/${endpoint.id}/test`);
    await deliveryWhen(who, endpoint.id, failing.json().id, (each) => each.attempts >= 1);
    expect((await who.call('GET', `/v1/webhooks/${endpoint.id}`)).json().enabled).toBe(true);
    receiver.answer = (_request, response) => response.end('ok');
    await deliveryWhen(who, endpoint.id, failing.json().id, (each) => each.status === 'delivered');
    // The delivery is recorded first and the endpoint's failing cleared by the next statement (delivery-worker.ts).
    const failingSince = async () =>
      (await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id)))[0]?.failingSince;
    await expect.poll(failingSince, { timeout: 5_000 }).toBeNull();
  });
});

describe('a rolled secret', () => {
  it('signs with the new and the old secret for 24 hours', async () => {
    const who = await owner(t);
    const endpoint = await endpointAt(who, receiver.url);
    const rolled = (await who.call('POST', `/v1/webhooks/${endpoint.id}/roll-secret`)).json<{ secret: string }>();
    const test = await who.call('POST', `/v1/webhooks/${endpoint.id}/test`);
    await deliveryWhen(who, endpoint.id, test.json().id, (each) => each.status === 'delivered');
    const [received] = receiver.received;
    const header = String(received?.headers['signflow-signature']);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    const [, newSignature, oldSignature] = header.split(',');
    expect(verifiedSignatures(`${header.split(',')[0]},${newSignature}`, received?.body as string, rolled.secret)).toBe(
      1,
    );
    expect(
      verifiedSignatures(`${header.split(',')[0]},${oldSignature}`, received?.body as string, endpoint.secret),
    ).toBe(1);
    // A day later only the new one signs.
    await t.db
      .update(webhookEndpoints)
      .set({ previousSecretUntil: sql`now() - interval '1 second'` })
      .where(eq(webhookEndpoints.id, endpoint.id));
    const later = await who.call('POST', `/v1/webhooks/${endpoint.id}/test`);
    await deliveryWhen(who, endpoint.id, later.json().id, (each) => each.status === 'delivered');
    const laterHeader = String(receiver.received[1]?.headers['signflow-signature']);
    expect(laterHeader).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifiedSignatures(laterHeader, receiver.received[1]?.body as string, rolled.secret)).toBe(1);
  });
});

describe('the event and its transaction', () => {
  it('is recorded only when the transaction of the change commits', async () => {
    const who = await owner(t);
    const endpoint = await endpointAt(who, receiver.url, ['document.cancelled']);
    const sent = await sentDocument(t, who, [{ name: 'Tia', level: 1 }]);
    const documentId = sent.document.id;
    const count = async () =>
      (await t.db.select().from(webhookEvents).where(eq(webhookEvents.accountId, who.accountId))).length;
    await expect(
      t.db.transaction(async (tx) => {
        await recordEvent(tx, { documentId, type: 'cancelled', actor: SYSTEM_ACTOR, details: { reason: 'x' } });
        expect((await tx.select().from(webhookEvents).where(eq(webhookEvents.accountId, who.accountId))).length).toBe(
          1,
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await count()).toBe(0);
    expect(await deliveryRows(t, endpoint.id)).toHaveLength(0);
    const cancelled = await who.call('POST', `/v1/documents/${documentId}/cancel`, { reason: 'Changed my mind' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await count()).toBe(1);
    const [received] = await receiver.waitFor(1);
    expect(bodyOf(received?.body as string)).toMatchObject({
      type: 'document.cancelled',
      data: { document: { id: documentId, status: 'Cancelled' }, reason: 'Changed my mind' },
    });
  });

  it('is delivered though mail cannot be sent', async () => {
    const broken = await createTestApp({
      SMTP_URL: 'smtp://127.0.0.1:1',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_POLL_MS: '50',
    });
    try {
      const account = await broken.registerAccount({}, { verified: false });
      const accountId = account.body.user.id;
      await broken.db.update(accounts).set({ emailVerifiedAt: new Date() }).where(eq(accounts.id, accountId));
      await setPlan(broken.db, accountId, 'PRO');
      const who = {
        ...account,
        accountId,
        call: (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
          broken.request({ method, url, headers: bearer(account.token), ...(payload ? { payload } : {}) }),
      };
      await endpointAt(who, receiver.url, ['document.sent']);
      const sent = await sentDocument(broken, who, [{ name: 'Mo', level: 1 }]);
      const [received] = await receiver.waitFor(1);
      expect(bodyOf(received?.body as string)).toMatchObject({
        type: 'document.sent',
        data: { document: { id: sent.document.id } },
      });
    } finally {
      await broken.close();
    }
  });
});

describe('the delivery log', () => {
  it('forgets events after 30 days, but none with a delivery still waiting', async () => {
    const who = await owner(t);
    const endpoint = await endpointAt(who, receiver.url);
    const done = await who.call('POST', `/v1/webhooks/${endpoint.id}/test`);
    await deliveryWhen(who, endpoint.id, done.json().id, (each) => each.status === 'delivered');
    // A delivery still waiting, its next attempt an hour away.
    const [event] = await t.db
      .insert(webhookEvents)
      .values({ accountId: who.accountId, type: WEBHOOK_TEST_EVENT, data: {} })
      .returning();
    const [waiting] = await t.db
      .insert(webhookDeliveries)
      .values({ eventId: event?.id as string, endpointId: endpoint.id, nextAttemptAt: sql`now() + interval '1 hour'` })
      .returning();
    await t.db
      .update(webhookEvents)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(webhookEvents.accountId, who.accountId));
    expect(await forgetOldWebhookEvents(t.db)).toBe(1);
    const left = (await who.call('GET', `/v1/webhooks/${endpoint.id}/deliveries`)).json().deliveries;
    expect(left.map((each: { id: string }) => each.id)).toEqual([waiting?.id]);
  });
});

describe('an address refused at delivery', () => {
  it('is not connected to when its name resolves to a loopback address and private addresses are not allowed', async () => {
    const strict = await createTestApp({ WEBHOOK_POLL_MS: '50', WEBHOOK_RETRY_SCHEDULE_SECONDS: '60' });
    const connections: Socket[] = [];
    const listener = createTcpServer((socket) => {
      connections.push(socket);
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    try {
      const who = await owner(strict);
      const url = `https://localhost:${(listener.address() as AddressInfo).port}/hook`;
      const refused = await who.call('POST', '/v1/webhooks', { url, events: ['document.sent'] });
      expect(refused.json().message).toBe(API_MESSAGES.webhookUrlNotPublic);
      // Registered while its name resolved to a public address; it now resolves to 127.0.0.1 (localhost).
      const endpoint = await endpointAt(who, 'https://203.0.113.7/hook');
      await strict.db.update(webhookEndpoints).set({ url }).where(eq(webhookEndpoints.id, endpoint.id));
      const test = await who.call('POST', `/v1/webhooks/${endpoint.id}/test`);
      const attempted = await deliveryWhen(who, endpoint.id, test.json().id, (each) => each.attempts === 1);
      expect(attempted).toMatchObject({ status: 'pending', statusCode: null, error: API_MESSAGES.webhookUrlNotPublic });
      expect(connections).toHaveLength(0);
    } finally {
      listener.close();
      await strict.close();
    }
  });
});
