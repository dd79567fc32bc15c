import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../../src/db/schema';
import { owner } from '../../support/documents';
import { createTestApp, type TestApp } from '../../support/test-app';
import { endpointAt } from './support';

/** POST /dev/webhooks/time-travel: the end-to-end tests' clock for an endpoint's failing (dev only). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEV_TIME_TRAVEL: 'true' });
});
afterAll(async () => {
  await t.close();
});

function timeTravel(email: string, days: unknown, remoteAddress = '127.0.0.1') {
  return t.request({ method: 'POST', url: '/dev/webhooks/time-travel', payload: { email, days }, remoteAddress });
}

async function failingSinceOf(endpointId: string) {
  const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
  return row?.failingSince ?? null;
}

describe('POST /dev/webhooks/time-travel', () => {
  it("moves back the failing of that account's failing endpoints only", async () => {
    const who = await owner(t);
    const other = await owner(t);
    const failing = await endpointAt(who, 'https://203.0.113.10/failing');
    const healthy = await endpointAt(who, 'https://203.0.113.10/healthy');
    const othersFailing = await endpointAt(other, 'https://203.0.113.10/other');
    await t.db
      .update(webhookEndpoints)
      .set({ failingSince: sql`now()` })
      .where(eq(webhookEndpoints.accountId, other.accountId));
    await t.db.update(webhookEndpoints).set({ failingSince: sql`now()` }).where(eq(webhookEndpoints.id, failing.id));
    const before = await failingSinceOf(failing.id);
    const othersBefore = await failingSinceOf(othersFailing.id);

    const moved = await timeTravel(who.email.toUpperCase(), 3);
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await failingSinceOf(failing.id);
    expect((before?.getTime() ?? 0) - (after?.getTime() ?? 0)).toBe(3 * 86_400_000);
    expect(moved.json().endpoints).toContainEqual({ id: failing.id, failingSince: after?.toISOString() });
    expect(await failingSinceOf(healthy.id)).toBeNull();
    expect(await failingSinceOf(othersFailing.id)).toEqual(othersBefore);
  });

  it('answers 404 to another machine, through a proxy and for an unknown e-mail, 400 for bad days', async () => {
    const who = await owner(t);
    expect((await timeTravel(who.email, 3, '203.0.113.9')).statusCode).toBe(404);
    // Refused before its body is read, so another machine cannot tell the route is there.
    expect((await timeTravel(who.email, 'soon', '203.0.113.9')).statusCode).toBe(404);
    // Through a proxy on this machine, every client would look local.
    const proxied = await t.request({
      method: 'POST',
      url: '/dev/webhooks/time-travel',
      payload: { email: who.email, days: 3 },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(404);
    expect((await timeTravel('nobody@example.com', 3)).statusCode).toBe(404);
    expect((await timeTravel(who.email, 1.5)).statusCode).toBe(400);
    expect((await timeTravel(who.email, 'soon')).statusCode).toBe(400);
  });

  it('is not mounted without DEV_TIME_TRAVEL', async () => {
    const plain = await createTestApp();
    try {
      // An account that exists: mounted, the route would answer 200 for it.
      const who = await plain.registerAccount();
      const response = await plain.request({
        method: 'POST',
        url: '/dev/webhooks/time-travel',
        payload: { email: who.email, days: 1 },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
