import { describe, expect, it } from 'vitest';
import { TEST_DB_ENGINE } from '../support/test-database';
import { type RunningServer, serverDataForThisFile, startCompiledServer } from './compiled-server';

const serverData = serverDataForThisFile('signflow-killed-writes-');
const PASSWORD = 'correct1horse';
/** Registrations answered before the kill; more are on their way when it comes. */
const ACKNOWLEDGED = 16;
const CONCURRENT = 4;

function settings(pgliteThread: string) {
  return {
    ...serverData(),
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    REGISTER_RATE_LIMIT_PER_HOUR: '10000',
    PGLITE_THREAD: pgliteThread,
  };
}

/** On PGlite, in the main thread and in a thread of its own (PGLITE_THREAD). */
const THREAD_SETTINGS = TEST_DB_ENGINE === 'pglite' ? ['false', 'true'] : ['false'];

/**
 * Registers accounts, CONCURRENT at a time, and sends the server SIGKILL in the same tick as the ACKNOWLEDGEDth 201
 * arrives, with others still on their way. Answers the addresses acknowledged.
 */
async function registerUntilKilled(server: RunningServer): Promise<string[]> {
  const acknowledged: string[] = [];
  let sent = 0;
  let killed = false;
  const one = async (): Promise<void> => {
    while (!killed) {
      const email = `durable.${sent++}.${Date.now()}@example.com`;
      const response = await fetch(`${server.baseUrl}/v1/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Dora', lastName: 'Durable', email, password: PASSWORD }),
      }).catch(() => undefined);
      if (killed || !response) return;
      expect(response.status, await response.clone().text()).toBe(201);
      acknowledged.push(email);
      if (acknowledged.length >= ACKNOWLEDGED) {
        killed = true;
        server.child.kill('SIGKILL');
        return;
      }
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT }, one));
  return acknowledged;
}

describe(`SIGKILL right after writes are answered, then a start on the same data (${TEST_DB_ENGINE})`, () => {
  it.each(THREAD_SETTINGS)('keeps every acknowledged write (PGLITE_THREAD=%s)', async (pgliteThread) => {
    const first = await startCompiledServer('node', settings(pgliteThread));
    let second: RunningServer | undefined;
    try {
      const acknowledged = await registerUntilKilled(first);
      if (first.child.exitCode === null && first.child.signalCode === null) {
        await new Promise((resolve) => first.child.once('exit', resolve));
      }
      expect(first.child.signalCode).toBe('SIGKILL');
      expect(acknowledged).toHaveLength(ACKNOWLEDGED);

      second = await startCompiledServer('node', settings(pgliteThread));
      for (const email of acknowledged) {
        const response = await fetch(`${second.baseUrl}/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: PASSWORD }),
        });
        expect(response.status, `${email}: ${await response.text()}\n${second.output()}`).toBe(200);
      }
    } finally {
      first.child.kill('SIGKILL');
      second?.child.kill('SIGKILL');
    }
  });
});
