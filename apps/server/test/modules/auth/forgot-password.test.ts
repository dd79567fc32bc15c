import { createServer, type Socket } from 'node:net';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import { eq, getTableName, type SQL, type Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/client';
import { mailJobs } from '../../../src/db/schema';
import { createLoginLockout } from '../../../src/modules/auth/login-lockout';
import { requestPasswordReset } from '../../../src/modules/auth/service';
import { createAccessTokens } from '../../../src/platform/access-tokens';
import { createTestApp, TEST_JWT_SECRET, type TestApp, uniqueEmail } from '../../support/test-app';

/** An SMTP server that takes connections and never says a word: a mail sent to it waits for minutes. */
async function startSilentMailServer() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** How many connections the app opened to send mail. */
    connections: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The answer as the client reads it, less what differs from one request to the next by design. */
function answerOf(response: LightMyRequestResponse) {
  const { date: _date, 'x-request-id': _requestId, ...headers } = response.headers;
  return { status: response.statusCode, headers, body: response.body };
}

describe('forgot-password tells nobody which addresses have an account', () => {
  let silent: Awaited<ReturnType<typeof startSilentMailServer>>;
  let t: TestApp;
  beforeAll(async () => {
    silent = await startSilentMailServer();
    t = await createTestApp({ SMTP_URL: silent.url, SHUTDOWN_TIMEOUT_MS: '1000' });
  });
  afterAll(async () => {
    await silent?.close();
    await t?.close();
  });

  it('answers a known and an unknown address alike, at once, while the mail server does not answer', async () => {
    const { email } = await t.registerAccount({}, { verified: false });
    const nobody = uniqueEmail('nobody');
    const ask = (address: string, from: string) =>
      t.request({
        method: 'POST',
        url: '/v1/auth/forgot-password',
        payload: { email: address },
        // Each from its own client address, so their rate-limit counts read the same.
        remoteAddress: from,
      });
    const started = Date.now();
    const [known, unknown] = await Promise.all([ask(email, '203.0.113.1'), ask(nobody, '203.0.113.2')]);
    // The mail server would hold a delivery for tens of seconds: neither answer waited for one.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(answerOf(known)).toEqual(answerOf(unknown));
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: API_MESSAGES.resetRequested });

    // The known address's mail waits in the queue, which the worker is trying to deliver meanwhile.
    const queued = await t.db.select().from(mailJobs).where(eq(mailJobs.subject, 'Reset your password'));
    expect(queued.map((job) => ({ to: job.to, status: job.status, sentAt: job.sentAt }))).toEqual([
      { to: email, status: 'pending', sentAt: null },
    ]);
    await expect.poll(() => silent.connections(), { timeout: 5_000 }).toBeGreaterThan(0);
  });

  it('does the same database work for a known and an unknown address: the same statements, in the same order', async () => {
    const { email } = await t.registerAccount({}, { verified: false });
    const statementsFor = async (address: string) => {
      const statements: string[] = [];
      const db = recordingStatements(t.db, statements);
      const deps = {
        db,
        tokens: createAccessTokens(db, TEST_JWT_SECRET, 60),
        appUrl: 'http://app.test',
        loginLockout: createLoginLockout(db, 5),
      };
      await requestPasswordReset(deps, address);
      return statements;
    };
    const known = await statementsFor(email);
    const unknown = await statementsFor(uniqueEmail('nobody'));
    expect(known.length).toBeGreaterThan(0);
    expect(unknown).toEqual(known);
  });
});

/**
 * The database handle `requestPasswordReset` is given, recording each statement its transactions run: the SQL of
 * a raw statement, the kind and table of a built one.
 */
function recordingStatements(db: Db, statements: string[]): Db {
  const dialect = new PgDialect();
  const recorded = <T extends object>(handle: T): T =>
    new Proxy(handle, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== 'function') return value;
        if (property === 'execute') {
          return (query: SQL) => {
            statements.push(dialect.sqlToQuery(query).sql);
            return value.call(target, query);
          };
        }
        if (property === 'insert' || property === 'update' || property === 'delete') {
          return (table: Table) => {
            statements.push(`${property} ${getTableName(table)}`);
            return value.call(target, table);
          };
        }
        if (property === 'select') {
          return (...args: unknown[]) => {
            statements.push('select');
            return value.apply(target, args);
          };
        }
        if (property === 'transaction') {
          return (work: (tx: object) => unknown) => value.call(target, (tx: object) => work(recorded(tx)));
        }
        return value.bind(target);
      },
    });
  return recorded(db);
}
