import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { startSmtpCatcher } from '@signflow/test-mail/smtp-catcher';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { devOutbox, mailJobs } from '../../../src/db/schema';
import { enqueueMail } from '../../../src/platform/mail-queue';
import { TEST_JWT_SECRET } from '../../support/test-app';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';

/** Apps without SMTP (the dev outbox), started one after another on one database, as restarts would be. */
let test: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  test = await createTestDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), 'signflow-dev-mail-'));
});
afterAll(async () => {
  await test.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

async function startApp(environment: Record<string, string>): Promise<{ app: FastifyInstance; log: () => string }> {
  let logged = '';
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    logged += chunk.toString();
  });
  const config = loadConfig({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    APP_URL: 'http://app.test',
    LOG_LEVEL: 'info',
    MAIL_POLL_MS: '50',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...environment,
  });
  const app = await buildApp(config, { database: test.database, logStream: stream });
  await app.ready();
  return { app, log: () => logged };
}

/** Queues a mail with a secret link and waits until the app's worker has handed it to its mailer. */
async function mailWithLink(to: string): Promise<string> {
  const secret = `secret${Date.now()}${Math.random().toString(36).slice(2)}`;
  await enqueueMail(test.database.db, {
    to,
    subject: 'Your link',
    text: `Open http://app.test/user-sign?templateId=1&userId=2&token=${secret}`,
  });
  for (let waited = 0; waited < 10_000; waited += 25) {
    const [job] = await test.database.db.select().from(mailJobs).where(eq(mailJobs.to, to));
    if (job?.status === 'sent') return secret;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`mail to ${to} was not sent`);
}

const outboxText = async () =>
  (await test.database.db.select().from(devOutbox)).map((mail) => `${mail.text} ${mail.html}`).join('\n');

describe('/dev/mail and the dev outbox', () => {
  let secretFromDevelopment = '';

  it('in development without SMTP, keeps and prints the links, and shows them to this machine only, not through a proxy', async () => {
    const { app, log } = await startApp({ TRUST_PROXY: 'true' });
    try {
      secretFromDevelopment = await mailWithLink('dev@example.com');
      expect(await outboxText()).toContain(secretFromDevelopment);
      expect(log()).toContain(secretFromDevelopment);

      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        const page = await app.inject({ method: 'GET', url: '/dev/mail', remoteAddress });
        expect(page.statusCode, remoteAddress).toBe(200);
        expect(page.body).toContain(secretFromDevelopment);
      }
      for (const remoteAddress of ['203.0.113.9', '10.0.0.5', '::ffff:10.0.0.5', '2001:db8::1']) {
        const page = await app.inject({ method: 'GET', url: '/dev/mail', remoteAddress });
        expect(page.statusCode, remoteAddress).toBe(404);
        expect(page.json()).toEqual({ code: 404, message: expect.any(String), error: 'not_found' });
      }
      // Through a trusted proxy request.ip is what X-Forwarded-For says; the page still looks at the peer.
      const forged = await app.inject({
        method: 'GET',
        url: '/dev/mail',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(forged.statusCode).toBe(404);
      expect(forged.body).not.toContain(secretFromDevelopment);
      // A proxy on this machine makes every client loopback to us: what it forwards is refused too.
      for (const headers of [{ 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }]) {
        const proxied = await app.inject({ method: 'GET', url: '/dev/mail', remoteAddress: '127.0.0.1', headers });
        expect(proxied.statusCode, JSON.stringify(headers)).toBe(404);
        expect(proxied.body).not.toContain(secretFromDevelopment);
      }
    } finally {
      await app.close();
    }
  });

  it('in production, empties the outbox at start, keeps and prints no link, and serves no /dev/mail', async () => {
    const { app, log } = await startApp({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' });
    try {
      expect(await outboxText()).not.toContain(secretFromDevelopment);
      const secret = await mailWithLink('prod@example.com');
      const [kept] = await test.database.db.select().from(devOutbox).where(eq(devOutbox.to, 'prod@example.com'));
      expect(kept?.subject).toBe('Your link');
      expect(await outboxText()).not.toContain(secret);
      expect(log()).toContain('prod@example.com');
      expect(log()).not.toContain(secret);
      expect(log()).not.toContain('http://app.test/user-sign');
      const page = await app.inject({ method: 'GET', url: '/dev/mail' });
      expect(page.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('with SMTP_URL set, empties the outbox at start and serves no /dev/mail', async () => {
    const { app: development } = await startApp({});
    await mailWithLink('before-smtp@example.com').finally(() => development.close());
    expect(await outboxText()).toContain('token=');

    const smtp = await startSmtpCatcher();
    const { app } = await startApp({ SMTP_URL: smtp.url });
    try {
      expect(await test.database.db.select().from(devOutbox)).toEqual([]);
      expect((await app.inject({ method: 'GET', url: '/dev/mail' })).statusCode).toBe(404);
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});
