import { firstLink } from '@signflow/test-mail/smtp-catcher';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { owner } from '../support/documents';
import { type AppNodes, SILENT_MAIL_POLL_MS, startAppNodes } from '../support/shared-database';
import { bearer, type TestApp } from '../support/test-app';
import { TEST_DB_ENGINE } from '../support/test-database';

/**
 * Each app process remembers the sessions it found open (platform/live-session-cache.ts): an end of one, on any
 * process, reaches every other through the database's notification, so a signed-out token is refused everywhere
 * within a second, though no process looks at the session's row again.
 */
let cluster: AppNodes | undefined;
let nodeA: TestApp;
let nodeB: TestApp;

beforeAll(async () => {
  cluster = await startAppNodes([{}, { MAIL_POLL_MS: SILENT_MAIL_POLL_MS }]);
  [nodeA, nodeB] = cluster.nodes as [TestApp, TestApp];
}, 120_000);
afterAll(() => cluster?.close());

const ENDS_WITHIN_MS = 1000;

/** The status node B answers the token with, once it stops being 200 or after `withinMs`. */
async function statusOnBAfter(token: string, withinMs: number): Promise<number> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const response = await nodeB.request({ method: 'GET', url: '/v1/profile', headers: bearer(token) });
    if (response.statusCode !== 200 || Date.now() > deadline) return response.statusCode;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe(`open sessions remembered per process (${TEST_DB_ENGINE})`, () => {
  it('refuses on one node, within a second, a token signed out through the other', async () => {
    const who = await owner(nodeA);
    // Node B finds the session open, and remembers it.
    expect((await nodeB.request({ method: 'GET', url: '/v1/profile', headers: bearer(who.token) })).statusCode).toBe(
      200,
    );
    const out = await who.call('POST', '/v1/auth/logout', {});
    expect(out.statusCode, out.body).toBeLessThan(300);
    expect(await statusOnBAfter(who.token, ENDS_WITHIN_MS)).toBe(401);
  });

  it("ends the other sessions everywhere when the password changes, and keeps the changer's", async () => {
    const who = await owner(nodeA);
    const other = await nodeA.request({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: who.email, password: 'correct1horse' },
    });
    const otherToken = other.json().tokens.access.token as string;
    for (const token of [who.token, otherToken]) {
      expect((await nodeB.request({ method: 'GET', url: '/v1/profile', headers: bearer(token) })).statusCode).toBe(200);
    }
    const changed = await who.call('PUT', '/v1/profile/password', {
      currentPassword: 'correct1horse',
      newPassword: 'another2horse',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await statusOnBAfter(otherToken, ENDS_WITHIN_MS)).toBe(401);
    expect((await nodeB.request({ method: 'GET', url: '/v1/profile', headers: bearer(who.token) })).statusCode).toBe(
      200,
    );
  });

  it('refuses on one node, within a second, every token of an account whose password was reset through the other', async () => {
    const who = await owner(nodeA);
    const bystander = await owner(nodeA);
    for (const token of [who.token, bystander.token]) {
      expect((await nodeB.request({ method: 'GET', url: '/v1/profile', headers: bearer(token) })).statusCode).toBe(200);
    }
    await nodeA.request({ method: 'POST', url: '/v1/auth/forgot-password', payload: { email: who.email } });
    const mail = await nodeA.smtp.waitFor(who.email, { matching: (each) => each.subject === 'Reset your password' });
    const token = new URL(firstLink(mail)).searchParams.get('token');
    const reset = await nodeA.request({
      method: 'POST',
      url: '/v1/auth/reset-password',
      payload: { token, password: 'brand2new' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await statusOnBAfter(who.token, ENDS_WITHIN_MS)).toBe(401);
    // Another account's remembered session is not touched.
    const other = await nodeB.request({ method: 'GET', url: '/v1/profile', headers: bearer(bystander.token) });
    expect(other.statusCode).toBe(200);
    expect(other.json().account.email).toBe(bystander.email);
  });

  it("serves a remembered session to its own account only: another account's token stays its own", async () => {
    const [ada, bea] = [await owner(nodeA), await owner(nodeA)];
    const profileOf = async (token: string) =>
      (await nodeB.request({ method: 'GET', url: '/v1/profile', headers: bearer(token) })).json().account
        .email as string;
    expect([await profileOf(ada.token), await profileOf(bea.token)]).toEqual([ada.email, bea.email]);
    expect([await profileOf(ada.token), await profileOf(bea.token)]).toEqual([ada.email, bea.email]);
  });

  it('looks at the row no more once it remembers the session: an end written without its notification is not seen', async () => {
    // What the notification stands for: a row ended behind the app's back is only seen after the cache's own bound.
    const who = await owner(nodeA);
    expect((await nodeB.request({ method: 'GET', url: '/v1/profile', headers: bearer(who.token) })).statusCode).toBe(
      200,
    );
    await nodeA.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.accountId, who.accountId));
    expect((await nodeB.request({ method: 'GET', url: '/v1/profile', headers: bearer(who.token) })).statusCode).toBe(
      200,
    );
  });
});
