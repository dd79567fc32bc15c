import { API_MESSAGES } from '@signflow/contract/api-errors';
import { firstLink, startSmtpCatcher } from '@signflow/test-mail/smtp-catcher';
import { eq, like, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailJobs, throttleCounters } from '../../src/db/schema';
import { FAILURE_WINDOW_MS } from '../../src/modules/auth/login-lockout';
import { type AppNodes, startAppNodes } from '../support/shared-database';
import { createTestApp, type TestApp, uniqueEmail } from '../support/test-app';

const login = (app: TestApp, email: string, password: string, address = '203.0.113.1') =>
  app.request({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': address },
  });

const statusesOf = (answers: LightMyRequestResponse[]) => answers.map((answer) => answer.statusCode);

describe('limits shared by every app process on one database', () => {
  let cluster: AppNodes | undefined;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const environment = {
      AUTH_RATE_LIMIT_PER_MINUTE: '3',
      REGISTER_RATE_LIMIT_PER_HOUR: '2',
      VERIFY_RATE_LIMIT_PER_MINUTE: '2',
    };
    cluster = await startAppNodes([environment, environment]);
    [first, second] = cluster.nodes as [TestApp, TestApp];
  });
  afterAll(() => cluster?.close());

  /** Alternates the two apps, as a load balancer would. */
  async function alternate(count: number, send: (app: TestApp) => Promise<LightMyRequestResponse>) {
    const answers = [];
    for (let index = 0; index < count; index += 1) answers.push(await send(index % 2 === 0 ? first : second));
    return answers;
  }

  it.each(['/v1/auth/login', '/v1/auth/forgot-password', '/v1/auth/reset-password'])(
    '%s: the limit per address is reached across both apps, with Retry-After',
    async (url) => {
      const payload = { email: uniqueEmail(), password: 'whatever1', token: 'made-up' };
      const answers = await alternate(4, (app) => app.request({ method: 'POST', url, payload }));
      expect(statusesOf(answers).slice(0, 3)).not.toContain(429);
      const blocked = answers[3];
      expect(blocked?.statusCode).toBe(429);
      expect(blocked?.json()).toEqual({ code: 429, message: API_MESSAGES.tooManyRequests, error: 'too_many_requests' });
      expect(Number(blocked?.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked?.headers['retry-after'])).toBeLessThanOrEqual(60);
    },
  );

  it('limits registrations per address and hour across both apps', async () => {
    const register = (app: TestApp) =>
      app.request({
        method: 'POST',
        url: '/v1/auth/register',
        payload: { firstName: 'Ada', email: uniqueEmail(), password: 'correct1horse' },
      });
    const answers = await alternate(3, register);
    expect(statusesOf(answers)).toEqual([201, 201, 429]);
    expect(answers[2]?.json()).toEqual({
      code: 429,
      message: API_MESSAGES.tooManyRequests,
      error: 'too_many_requests',
    });
    const retryAfter = Number(answers[2]?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(3600);
  });

  it('limits /v1/verify per address across both apps', async () => {
    // Not a multipart form, so each allowed one answers 415; the limit comes before that.
    const answers = await alternate(3, (app) =>
      app.request({ method: 'POST', url: '/v1/verify', payload: { not: 'a form' } }),
    );
    expect(statusesOf(answers)).toEqual([415, 415, 429]);
  });

  it('keeps the counters in the database', async () => {
    const rows = await first.db
      .select()
      .from(throttleCounters)
      .where(like(throttleCounters.key, 'rate:POST /v1/auth/login:%'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]?.hits).toBeGreaterThanOrEqual(4);
  });
});

describe('login limited per e-mail, whatever the address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true', LOGIN_LOCKOUT_AFTER_FAILURES: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The lockout of the e-mail's counter is over, as if its time had passed (its failures are remembered). */
  async function endLockout() {
    await t.db
      .update(throttleCounters)
      .set({ resetAt: sql`now() + make_interval(secs => ${FAILURE_WINDOW_MS / 1000})` })
      .where(like(throttleCounters.key, 'login-account:%'));
  }

  async function failThreeTimes(email: string) {
    const answers = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      answers.push(await login(t, email, 'wrong1horse', `198.51.100.${attempt}`));
    }
    return answers;
  }

  it('locks an e-mail after repeated failures from different addresses, doubling the wait', async () => {
    const { email } = await t.registerAccount();
    expect(statusesOf(await failThreeTimes(email))).toEqual([401, 401, 401]);

    // Even the right password, from yet another address, waits out the lockout.
    const locked = await login(t, email, 'correct1horse', '192.0.2.77');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ code: 429, message: API_MESSAGES.loginLockedOut, error: 'login_locked_out' });
    const firstWait = Number(locked.headers['retry-after']);
    expect(firstWait).toBeGreaterThan(50);
    expect(firstWait).toBeLessThanOrEqual(60);

    // Another account is not affected.
    const other = await t.registerAccount();
    expect((await login(t, other.email, 'correct1horse', '198.51.100.1')).statusCode).toBe(200);

    await endLockout();
    expect((await login(t, email, 'wrong1horse', '192.0.2.78')).statusCode).toBe(401);
    const lockedAgain = await login(t, email, 'correct1horse', '192.0.2.79');
    expect(lockedAgain.statusCode).toBe(429);
    const secondWait = Number(lockedAgain.headers['retry-after']);
    expect(secondWait).toBeGreaterThan(110);
    expect(secondWait).toBeLessThanOrEqual(120);

    await endLockout();
    expect((await login(t, email, 'correct1horse', '192.0.2.80')).statusCode).toBe(200);
    // A sign-in forgets the failures: one more wrong password is just a wrong password.
    expect((await login(t, email, 'wrong1horse', '192.0.2.81')).statusCode).toBe(401);
    expect((await login(t, email, 'correct1horse', '192.0.2.82')).statusCode).toBe(200);
  });

  it('behaves the same for an e-mail without an account, and keeps no e-mail in the database', async () => {
    const nobody = uniqueEmail('nobody');
    expect(statusesOf(await failThreeTimes(nobody))).toEqual([401, 401, 401]);
    const locked = await login(t, nobody, 'correct1horse', '192.0.2.90');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ code: 429, message: API_MESSAGES.loginLockedOut, error: 'login_locked_out' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(50);

    const keys = await t.db.select({ key: throttleCounters.key }).from(throttleCounters);
    expect(keys.some((row) => row.key.includes(nobody))).toBe(false);
  });

  it('checks at most the limit of passwords when attempts arrive together', async () => {
    const { email } = await t.registerAccount();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, attempt) => login(t, email, `wrong-guess-${attempt}`, `198.18.0.${attempt + 1}`)),
    );
    const statuses = statusesOf(answers);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(37);
    for (const answer of answers.filter((each) => each.statusCode === 429)) {
      expect(answer.json()).toEqual({ code: 429, message: API_MESSAGES.loginLockedOut, error: 'login_locked_out' });
    }
    expect((await login(t, email, 'correct1horse', '192.0.2.100')).statusCode).toBe(429);
  });

  it('is ended by a password reset, the owner’s way out', async () => {
    const { email } = await t.registerAccount();
    await failThreeTimes(email);
    expect((await login(t, email, 'correct1horse', '192.0.2.110')).statusCode).toBe(429);

    await t.request({ method: 'POST', url: '/v1/auth/forgot-password', payload: { email } });
    const mail = await t.smtp.waitFor(email, { matching: (each) => each.subject === 'Reset your password' });
    const token = new URL(firstLink(mail)).searchParams.get('token');
    const reset = await t.request({
      method: 'POST',
      url: '/v1/auth/reset-password',
      payload: { token, password: 'brand2new' },
    });
    expect(reset.statusCode).toBe(200);

    expect((await login(t, email, 'brand2new', '192.0.2.111')).statusCode).toBe(200);
  });

  it('forgets failures older than the window', async () => {
    const { email } = await t.registerAccount();
    await login(t, email, 'wrong1horse');
    await login(t, email, 'wrong1horse');
    await t.db
      .update(throttleCounters)
      .set({ resetAt: new Date(Date.now() - 1000) })
      .where(like(throttleCounters.key, 'login-account:%'));
    expect((await login(t, email, 'wrong1horse')).statusCode).toBe(401);
    expect((await login(t, email, 'correct1horse')).statusCode).toBe(200);
  });
});

describe('forgot-password with the mail server down', () => {
  it('answers known and unknown e-mails alike, and the queued mail goes out once SMTP is back', async () => {
    const closed = await startSmtpCatcher();
    const port = closed.port;
    await closed.close();
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const { email } = await t.registerAccount({}, { verified: false });
      const nobody = uniqueEmail('nobody');
      const known = await t.request({ method: 'POST', url: '/v1/auth/forgot-password', payload: { email } });
      const unknown = await t.request({ method: 'POST', url: '/v1/auth/forgot-password', payload: { email: nobody } });
      for (const answer of [known, unknown]) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual({ message: API_MESSAGES.resetRequested });
      }
      const queued = await t.db.select().from(mailJobs).where(eq(mailJobs.subject, 'Reset your password'));
      expect(queued.map((job) => job.to)).toEqual([email]);
      // Both paths wrote in their transaction (the address's counter), so neither commits faster.
      const counters = await t.db
        .select({ hits: throttleCounters.hits })
        .from(throttleCounters)
        .where(like(throttleCounters.key, 'reset-mail:%'));
      expect(counters.map((row) => row.hits)).toEqual([1, 1]);

      const smtp = await startSmtpCatcher(port);
      try {
        // The failed attempts wait out their back-off; make the queued mail due now.
        await t.db.update(mailJobs).set({ nextAttemptAt: sql`now()` });
        const mail = await smtp.waitFor(email, { matching: (each) => each.subject === 'Reset your password' });
        expect(firstLink(mail)).toMatch(/^http:\/\/app\.test\/recover-password\?token=/);
        await expect(smtp.waitFor(nobody, { timeoutMs: 300 })).rejects.toThrow(/no mail/);
      } finally {
        await smtp.close();
      }
    } finally {
      await t.close();
    }
  });
});

describe('forgot-password for one address', () => {
  it('queues at most five reset mails an hour, answering every request alike', async () => {
    const t = await createTestApp({ MAIL_POLL_MS: '3600000' });
    try {
      const { email } = await t.registerAccount({}, { verified: false });
      for (let request = 0; request < 7; request += 1) {
        const answer = await t.request({ method: 'POST', url: '/v1/auth/forgot-password', payload: { email } });
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual({ message: API_MESSAGES.resetRequested });
      }
      const queued = await t.db.select().from(mailJobs).where(eq(mailJobs.subject, 'Reset your password'));
      expect(queued).toHaveLength(5);
    } finally {
      await t.close();
    }
  });
});
