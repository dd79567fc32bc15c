import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AuthResponse } from '@signflow/contract/auth';
import type { Plan } from '@signflow/contract/plans';
import { type CaughtMail, type SmtpCatcher, startSmtpCatcher } from '@signflow/test-mail/smtp-catcher';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database, Db } from '../../src/db/client';
import { subscriptions } from '../../src/db/schema';
import type { LogStream } from '../../src/http/logger-options';
import type { PaymentGateway } from '../../src/platform/payments/gateway';
import { createTestDatabase } from './test-database';

/** The password of every account `registerAccount` makes. */
export const TEST_PASSWORD = 'correct1horse';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** Real SMTP: the app sends through nodemailer to this local server. */
  smtp: SmtpCatcher;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  /**
   * Registers a fresh account and answers its token and e-mail. The account's e-mail is then verified by
   * opening the link of its verification mail, as its owner would, unless `verified: false` is given.
   */
  registerAccount(
    overrides?: Record<string, unknown>,
    options?: { verified?: boolean },
  ): Promise<{ token: string; email: string; body: AuthResponse }>;
  close(): Promise<void>;
}

let accountCounter = 0;

/** Test apps started and not yet closed, by the test file that started them (every-app-closed.ts). */
const openApps = new Set<TestApp>();

export function openTestAppCount(): number {
  return openApps.size;
}

export function uniqueEmail(prefix = 'owner'): string {
  accountCounter += 1;
  return `${prefix}.${process.pid}.${Date.now()}.${accountCounter}@example.com`;
}

/**
 * An app on a database of its own, or on `options.database` (several apps sharing one database, as several
 * processes would; its owner closes it). `options.logStream` receives every log line at LOG_LEVEL.
 */
export async function createTestApp(
  environment: Record<string, string> = {},
  options: { database?: Database; logStream?: LogStream; payments?: PaymentGateway; clock?: () => Date } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'signflow-test-'));
  const smtp = await startSmtpCatcher();
  const { database, dispose } = options.database
    ? { database: options.database, dispose: async () => {} }
    : await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    APP_URL: 'http://app.test',
    SMTP_URL: smtp.url,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    REGISTER_RATE_LIMIT_PER_HOUR: '1000',
    VERIFY_RATE_LIMIT_PER_MINUTE: '1000',
    LOG_LEVEL: 'silent',
    MAIL_POLL_MS: '100',
    // A completed document is sealed within a tenth of a second, not the default two: tests wait for it.
    SEAL_POLL_MS: '100',
    // Test files run side by side on few cores: an ordinary PDF must not run out of time. Tests of the
    // budget itself set their own.
    PDF_INSPECTION_TIMEOUT_MS: '90000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...environment,
  });
  const app = await buildApp(config, {
    database,
    logStream: options.logStream,
    payments: options.payments,
    clock: options.clock,
  });
  await app.ready();

  const request = (options: InjectOptions) => app.inject(options);
  const testApp: TestApp = {
    app,
    db: database.db,
    smtp,
    request,
    async registerAccount(overrides = {}, options = {}) {
      const email = uniqueEmail();
      const response = await request({
        method: 'POST',
        url: '/v1/auth/register',
        payload: { firstName: 'Ada', lastName: 'Lovelace', email, password: TEST_PASSWORD, ...overrides },
      });
      if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
      const body = response.json<AuthResponse>();
      if (options.verified !== false) await verifyEmailByMail(request, smtp, body.user.email);
      return { token: body.tokens.access.token, email: body.user.email, body };
    },
    async close() {
      openApps.delete(testApp);
      await app.close();
      await smtp.close();
      await dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  openApps.add(testApp);
  return testApp;
}

/** The token of the verification link in a mail, or null when the mail has none. */
export function verificationTokenOf(mail: CaughtMail): string | null {
  const link = mail.text.match(/https?:\/\/\S+\/verify-email\?\S+/)?.[0];
  return link ? new URL(link).searchParams.get('token') : null;
}

/**
 * Opens the link of the account's verification mail through POST /v1/auth/verify-email, then takes that
 * mail out of the catcher, so a test's own `waitFor` sees only the mails it caused.
 */
async function verifyEmailByMail(request: TestApp['request'], smtp: SmtpCatcher, email: string) {
  const mail = await smtp.waitFor(email, { matching: (each) => verificationTokenOf(each) !== null });
  const verified = await request({
    method: 'POST',
    url: '/v1/auth/verify-email',
    payload: { token: verificationTokenOf(mail) },
  });
  if (verified.statusCode !== 200) throw new Error(`verify-email failed: ${verified.statusCode} ${verified.body}`);
  smtp.mails.splice(smtp.mails.indexOf(mail), 1);
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** Puts an account on a plan until `endDate` (default: a month from now), as a paid billing would. */
export async function setPlan(db: Db, accountId: string, plan: Plan, endDate = new Date(Date.now() + 30 * 86_400_000)) {
  await db.update(subscriptions).set({ plan, endDate }).where(eq(subscriptions.accountId, accountId));
}
