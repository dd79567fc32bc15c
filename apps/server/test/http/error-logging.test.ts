import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema';
import { registerErrorHandler } from '../../src/http/error-handler';
import { loggerOptions } from '../../src/http/logger-options';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** A Fastify app with the app's logger options and error handler, and routes whose queries fail. */
let test: TestDatabase;
let app: FastifyInstance;
let logged = '';
// Starts with a letter: a value opening with ten or more digits would overflow the integer cast (SQLSTATE 22003)
// before PostgreSQL noticed it is not a number at all (22P02), which the tests below expect.
const secret = `s${randomBytes(24).toString('hex')}`;
const email = `secret.${secret}@example.com`;

beforeAll(async () => {
  test = await createTestDatabase();
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    logged += chunk.toString();
  });
  app = Fastify({ logger: loggerOptions('info', stream) });
  registerErrorHandler(app);
  const db = test.database.db;
  // The driver repeats the bad value in its own message.
  app.get('/cast', async () => db.execute(sql`select ${secret}::integer as n`));
  // The driver repeats the duplicate value in its detail.
  app.get('/duplicate', async () => {
    await db.insert(accounts).values({ email, passwordHash: `hash-${secret}` });
    return {};
  });
  // Drizzle puts every parameter in its message ("params: …").
  app.get('/transaction', async () =>
    db.transaction(async (tx) => tx.execute(sql`select ${secret}::uuid, ${email}::integer`)),
  );
  // An error logged under a name of its own, as a worker does.
  app.get('/logged', async (request) => {
    await db.execute(sql`select ${secret}::integer`).catch((error: unknown) => {
      request.log.warn({ recordingError: error, also: new Error(`see /x?token=${secret}`) }, 'recording failed');
    });
    return {};
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await test.dispose();
});

function errorLines() {
  return logged
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg: string; err?: Record<string, unknown> })
    .filter((line) => line.msg === 'request failed');
}

describe('a 500 is logged without its SQL parameters', () => {
  it('logs a failed query by its kind, SQL state and query text, never its values', async () => {
    for (const url of ['/cast', '/duplicate', '/duplicate', '/transaction']) {
      const response = await app.inject({ method: 'GET', url });
      if (url === '/duplicate' && response.statusCode === 200) continue; // the first insert succeeds
      expect(response.statusCode, url).toBe(500);
      expect(response.body).not.toContain(secret);
    }
    const lines = errorLines();
    expect(lines).toHaveLength(3);
    expect(logged).not.toContain(secret);
    for (const { err } of lines) {
      expect(err).toMatchObject({ message: expect.stringMatching(/^database query failed \(SQLSTATE \w{5}\)$/) });
      expect(err?.stack).toMatch(/\n\s+at /);
    }
    const [cast, duplicate] = lines.map((line) => line.err);
    expect(cast).toMatchObject({ code: '22P02', query: 'select $1::integer as n' });
    expect(duplicate).toMatchObject({ code: '23505', table: 'accounts', constraint: 'accounts_email_unique' });
    expect(String(duplicate?.query)).toMatch(/^insert into "accounts"/);
  });

  it('logs an error under any name the same way', async () => {
    expect((await app.inject({ method: 'GET', url: '/logged' })).statusCode).toBe(200);
    const line = logged
      .split('\n')
      .filter(Boolean)
      .map((each) => JSON.parse(each) as { msg: string; recordingError?: unknown; also?: { message: string } })
      .find((each) => each.msg === 'recording failed');
    expect(line?.recordingError).toMatchObject({ code: '22P02', message: 'database query failed (SQLSTATE 22P02)' });
    expect(line?.also?.message).toBe('see /x?token=[redacted]');
    expect(logged).not.toContain(secret);
  });
});
