import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { AuthResponse } from '@signflow/contract/auth';
import { firstLink } from '@signflow/test-mail/smtp-catcher';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, spentTokens, throttleCounters } from '../../../src/db/schema';
import { createAccessTokens } from '../../../src/platform/access-tokens';
import { sweepExpiredRows } from '../../../src/platform/housekeeping';
import { bearer, createTestApp, TEST_JWT_SECRET, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function signIn(email: string, password = 'correct1horse'): Promise<string> {
  const response = await t.request({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
  expect(response.statusCode).toBe(200);
  return response.json<AuthResponse>().tokens.access.token;
}

async function profileStatus(token: string): Promise<number> {
  return (await t.request({ method: 'GET', url: '/v1/profile', headers: bearer(token) })).statusCode;
}

function logout(token?: string) {
  return t.request({ method: 'POST', url: '/v1/auth/logout', headers: token ? bearer(token) : {} });
}

async function signedToken(claims: Record<string, unknown>, subject: string): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setIssuer('signflow')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
}

describe('POST /v1/auth/logout', () => {
  it('ends the session of its token, and only that one', async () => {
    const { email, token: registered } = await t.registerAccount();
    const laptop = await signIn(email);
    const phone = await signIn(email);
    expect(await profileStatus(laptop)).toBe(200);

    const answer = await logout(laptop);
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');

    expect(await profileStatus(laptop)).toBe(401);
    expect(await profileStatus(phone)).toBe(200);
    expect(await profileStatus(registered)).toBe(200);
    // A token whose session has ended cannot log out again either.
    expect((await logout(laptop)).statusCode).toBe(401);
  });

  it('answers 401 without a valid token', async () => {
    for (const answer of [await logout(), await logout('not.a.token')]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ code: 401, message: API_MESSAGES.unauthorized, error: 'unauthorized' });
    }
  });
});

describe('sessions', () => {
  it('records one session per sign-in, ending when its token does', async () => {
    const { body } = await t.registerAccount();
    const rows = await t.db.select().from(sessions).where(eq(sessions.accountId, body.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.revokedAt).toBeNull();
    expect(rows[0]?.expiresAt.toISOString()).toBe(body.tokens.access.expires);
  });

  it('a password reset ends every earlier session of the account', async () => {
    const { email, token: registered } = await t.registerAccount();
    const other = await signIn(email);
    const bystander = await t.registerAccount();

    await t.request({ method: 'POST', url: '/v1/auth/forgot-password', payload: { email } });
    const mail = await t.smtp.waitFor(email, { matching: (each) => each.subject === 'Reset your password' });
    const token = new URL(firstLink(mail)).searchParams.get('token');
    const reset = await t.request({
      method: 'POST',
      url: '/v1/auth/reset-password',
      payload: { token, password: 'brand2new' },
    });
    expect(reset.statusCode).toBe(200);

    expect(await profileStatus(registered)).toBe(401);
    expect(await profileStatus(other)).toBe(401);
    expect(await profileStatus(bystander.token)).toBe(200);
    expect(await profileStatus(await signIn(email, 'brand2new'))).toBe(200);
  });

  it('refuses a well-signed token that names no session (as issued before sessions existed)', async () => {
    const { body } = await t.registerAccount();
    const withoutSession = await signedToken({ typ: 'access' }, body.user.id);
    const unknownSession = await signedToken({ typ: 'access', sid: crypto.randomUUID() }, body.user.id);
    const malformedSession = await signedToken({ typ: 'access', sid: 'not-a-uuid' }, body.user.id);
    for (const token of [withoutSession, unknownSession, malformedSession]) {
      const answer = await t.request({ method: 'GET', url: '/v1/profile', headers: bearer(token) });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ code: 401, message: API_MESSAGES.unauthorized, error: 'unauthorized' });
    }
  });

  it("refuses another account's session, and a session past its expiry", async () => {
    const first = await t.registerAccount();
    const second = await t.registerAccount();
    const [secondSession] = await t.db.select().from(sessions).where(eq(sessions.accountId, second.body.user.id));
    const borrowed = await signedToken({ typ: 'access', sid: secondSession?.id }, first.body.user.id);
    expect(await profileStatus(borrowed)).toBe(401);

    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.accountId, second.body.user.id));
    expect(await profileStatus(second.token)).toBe(401);
  });

  it('sweeps sessions that ended a day ago, counters past their window and spent tokens refused for an hour, and keeps the rest', async () => {
    const { body } = await t.registerAccount();
    const [live] = await t.db.select().from(sessions).where(eq(sessions.accountId, body.user.id));
    const [old] = await t.db
      .insert(sessions)
      .values({ accountId: body.user.id, expiresAt: new Date(Date.now() - 2 * 86_400_000) })
      .returning();
    await t.db.insert(throttleCounters).values([
      { key: 'sweep-test:expired', hits: 3, resetAt: new Date(Date.now() - 1000) },
      { key: 'sweep-test:current', hits: 3, resetAt: new Date(Date.now() + 60_000) },
    ]);
    // A spent token is kept an hour past its acceptance, for app processes whose clocks run behind.
    await t.db.insert(spentTokens).values([
      { key: 'sweep-test:long-refused', expiresAt: new Date(Date.now() - 61 * 60_000) },
      { key: 'sweep-test:just-refused', expiresAt: new Date(Date.now() - 59 * 60_000) },
      { key: 'sweep-test:accepted', expiresAt: new Date(Date.now() + 60_000) },
    ]);

    await sweepExpiredRows(t.db);

    const left = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.accountId, body.user.id));
    expect(left.map((row) => row.id)).toEqual([live?.id]);
    expect(left.map((row) => row.id)).not.toContain(old?.id);
    const counters = await t.db
      .select({ key: throttleCounters.key })
      .from(throttleCounters)
      .where(sql`${throttleCounters.key} like 'sweep-test:%'`);
    expect(counters.map((row) => row.key)).toEqual(['sweep-test:current']);
    const spent = await t.db
      .select({ key: spentTokens.key })
      .from(spentTokens)
      .where(sql`${spentTokens.key} like 'sweep-test:%'`)
      .orderBy(spentTokens.key);
    expect(spent.map((row) => row.key)).toEqual(['sweep-test:accepted', 'sweep-test:just-refused']);
    expect(await profileStatus(body.tokens.access.token)).toBe(200);
  });
});

describe('Cache-Control', () => {
  it('is no-store on authenticated answers, sign-in answers and refusals alike', async () => {
    const { email, token } = await t.registerAccount();
    const answers = [
      await t.request({ method: 'GET', url: '/v1/profile', headers: bearer(token) }),
      await t.request({ method: 'GET', url: '/v1/flow', headers: bearer(token) }),
      await t.request({ method: 'POST', url: '/v1/auth/login', payload: { email, password: 'correct1horse' } }),
      await t.request({ method: 'GET', url: '/v1/profile' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 401]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('is left to answers outside the API', async () => {
    const answer = await t.request({ method: 'GET', url: '/healthz' });
    expect(answer.headers['cache-control']).not.toBe('no-store');
  });
});

describe('a remembered access token', () => {
  // Tokens whose signature was checked are remembered (platform/access-tokens.ts); the token's own expiry must still
  // end it, even where its session row says otherwise.
  it('ends at its expiry though its session lives on', async () => {
    const account = await t.registerAccount();
    const tokens = createAccessTokens(t.db, TEST_JWT_SECRET, 2 / 60);
    const { token, sessionId } = await tokens.issue(account.body.user.id);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(sessions.id, sessionId));
    expect(await tokens.verify(token)).toEqual({ accountId: account.body.user.id, sessionId, apiKey: null });

    const expiresAtMs = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).exp * 1000;
    await new Promise((resolve) => setTimeout(resolve, expiresAtMs - Date.now() + 50));
    expect(await tokens.verify(token)).toBeNull();
  });
});
