import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { DocumentSigner } from '@signflow/contract/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config';
import { type Method, uploadPdf, uploadRequest } from '../../support/documents';
import { pdfWithPages } from '../../support/pdf-files';
import { readyDraft, signAndSubmit } from '../../support/signing';
import { bearer, createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEV_TIME_TRAVEL: 'true' });
});
afterAll(async () => {
  await t.close();
});

/** A newly registered account on the TRIAL registration gave it (7 days). */
async function trialAccount() {
  const registered = await t.registerAccount();
  const accountId = registered.body.user.id;
  const call = (method: Method, url: string, payload?: object) =>
    t.request({ method, url, headers: bearer(registered.token), ...(payload ? { payload } : {}) });
  return { ...registered, accountId, call };
}

function timeTravel(email: string, days: number, remoteAddress = '127.0.0.1') {
  return t.request({ method: 'POST', url: '/dev/time-travel', payload: { email, days }, remoteAddress });
}

const rect = { x1: 10, y1: 10, x2: 110, y2: 60, width: 600, height: 800, pageNumber: 1 };

describe('an expired plan', () => {
  it('refuses new flows, uploads and Invite Sign naming the plan and its end; an invited signer still completes', async () => {
    const who = await trialAccount();
    // Levels 1 and 2: the second level is invited only after the plan ended, and must still be.
    const sent = await readyDraft(t, who, [
      { name: 'Amy', level: 1 },
      { name: 'Bob', level: 2 },
    ]);
    expect((await who.call('POST', `/v1/documents/signing/${sent.document.id}/invite`)).statusCode).toBe(200);
    const flowId = (await who.call('GET', '/v1/flow')).json().results[0].flowId as string;
    const second = await uploadPdf(t, who, flowId);
    const signers = (await who.call('GET', `/v1/documents/signing/${second.id}`)).json<{ users: DocumentSigner[] }>()
      .users;
    for (const signer of signers) {
      const placed = await who.call('POST', `/v1/documents/signing/${second.id}/coordinate`, {
        userId: signer.id,
        type: 'draw',
        position: { pageNumber: 1, boundingRect: rect, rects: [rect] },
      });
      expect(placed.statusCode).toBe(201);
    }

    const moved = await timeTravel(who.email, 8);
    expect(moved.statusCode, moved.body).toBe(200);
    const subscription = (await who.call('GET', '/v1/profile/subscription')).json().subscription;
    expect(subscription.plan).toBe('TRIAL');
    const endDate = (subscription.endDate as string).slice(0, 10);
    expect(new Date(subscription.endDate).getTime()).toBeLessThan(Date.now());
    const refusal = {
      code: 403,
      template: API_MESSAGES.planExpired,
      params: { plan: 'TRIAL', endDate },
      message: `Your TRIAL plan ended on ${endDate}: choose a plan to create more`,
      error: 'plan_expired',
    };

    const flow = await who.call('POST', '/v1/flow', { flowName: 'Late', approverCount: 1 });
    expect(flow.statusCode).toBe(403);
    expect(flow.json()).toEqual(refusal);
    const upload = await uploadRequest(t, who.token, [
      { name: 'flowHeaderId', value: flowId },
      { name: 'file', filename: 'late.pdf', content: await pdfWithPages(1) },
    ]);
    expect(upload.statusCode).toBe(403);
    expect(upload.json()).toEqual(refusal);
    const invite = await who.call('POST', `/v1/documents/signing/${second.id}/invite`);
    expect(invite.statusCode).toBe(403);
    expect(invite.json()).toEqual(refusal);
    expect((await who.call('GET', `/v1/documents/signing/${second.id}`)).json().document.status).toBe('Draft');

    // Everything stays readable, and the signers already invited finish, level by level.
    expect((await who.call('GET', '/v1/documents')).statusCode).toBe(200);
    const [amy, bob] = sent.users;
    expect((await signAndSubmit(t, sent, amy?.id as string)).statusCode).toBe(200);
    expect((await signAndSubmit(t, sent, bob?.id as string)).statusCode).toBe(200);
    const record = (await who.call('GET', `/v1/documents/signing/${sent.document.id}`)).json();
    expect(record.document.status).toBe('Completed');
  });
});

describe('POST /dev/time-travel', () => {
  it('moves only that account’s subscription dates into the past', async () => {
    const who = await trialAccount();
    const other = await trialAccount();
    const before = (await who.call('GET', '/v1/profile/subscription')).json().subscription;
    const otherBefore = (await other.call('GET', '/v1/profile/subscription')).json().subscription;
    const moved = await timeTravel(who.email.toUpperCase(), 3);
    expect(moved.statusCode).toBe(200);
    const after = moved.json().subscription;
    expect(new Date(before.endDate).getTime() - new Date(after.endDate).getTime()).toBe(3 * 86_400_000);
    expect(new Date(before.startDate).getTime() - new Date(after.startDate).getTime()).toBe(3 * 86_400_000);
    expect((await other.call('GET', '/v1/profile/subscription')).json().subscription).toEqual(otherBefore);
  });

  it('answers 404 to another machine and for an unknown e-mail, 400 for bad days', async () => {
    const who = await trialAccount();
    expect((await timeTravel(who.email, 3, '203.0.113.9')).statusCode).toBe(404);
    expect((await timeTravel('nobody@example.com', 3)).statusCode).toBe(404);
    expect((await timeTravel(who.email, 1.5)).statusCode).toBe(400);
    expect((await timeTravel(who.email, 100_000)).statusCode).toBe(400);
  });

  it('is not mounted without DEV_TIME_TRAVEL, and refused in production', async () => {
    const plain = await createTestApp();
    try {
      // An account that exists: mounted, the route would answer 200 for it.
      const who = await plain.registerAccount();
      const response = await plain.request({
        method: 'POST',
        url: '/dev/time-travel',
        payload: { email: who.email, days: 1 },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'sandbox',
        JWT_SECRET: 'x'.repeat(40),
        DEV_TIME_TRAVEL: 'true',
      }),
    ).toThrow(/DEV_TIME_TRAVEL/);
  });
});
