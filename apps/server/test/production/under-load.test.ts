import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { type RunningServer, serverDataForThisFile, sigterm, startCompiledServer } from './compiled-server';

const serverData = serverDataForThisFile('signflow-under-load-');

const credentials = { email: 'under-load@example.com', password: 'steady1load' };

interface SlowRequest {
  /** Resolves once the server has the request's headers (its body is still coming). */
  accepted: Promise<void>;
  /** Sends the rest of the body. */
  finish(): void;
  answer: Promise<{ status: number; connection: string | undefined }>;
}

/** A login whose body arrives in two parts: in flight on the server from the first byte until `finish`. */
function slowLogin(baseUrl: string): SlowRequest {
  const body = Buffer.from(JSON.stringify(credentials));
  const half = Math.floor(body.length / 2);
  const outgoing = request(`${baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': body.length },
  });
  const answer = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    outgoing.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }));
    });
    outgoing.on('error', reject);
  });
  const accepted = new Promise<void>((resolve) => outgoing.once('socket', (socket) => socket.once('connect', resolve)));
  outgoing.flushHeaders();
  outgoing.write(body.subarray(0, half));
  return { accepted, answer, finish: () => outgoing.end(body.subarray(half)) };
}

async function postJson(server: RunningServer, route: string, body: unknown): Promise<Response> {
  return fetch(`${server.baseUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('SIGTERM under load', () => {
  it('answers every request in flight, then exits 0', async () => {
    const server = await startCompiledServer('node', {
      ...serverData(),
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      LOGIN_LOCKOUT_AFTER_FAILURES: '1000',
      SHUTDOWN_TIMEOUT_MS: '20000',
    });
    const registered = await postJson(server, '/v1/auth/register', { firstName: 'Load', ...credentials });
    expect(registered.status).toBeLessThan(300);

    const inFlight = Array.from({ length: 12 }, () => slowLogin(server.baseUrl));
    await Promise.all(inFlight.map((slow) => slow.accepted));
    // The server has read the headers of every one of them by now.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalledAt = Date.now();
    const exited = sigterm(server.child, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const slow of inFlight) slow.finish();

    const answers = await Promise.all(inFlight.map((slow) => slow.answer));
    expect(answers.map((answer) => answer.status)).toEqual(inFlight.map(() => 200));
    // Each tells its client not to send more on that connection.
    expect(answers.map((answer) => answer.connection)).toEqual(inFlight.map(() => 'close'));
    expect(await exited).toBe(0);
    // As soon as the last answer went: nothing else held the process.
    expect(Date.now() - signalledAt).toBeLessThan(5000);
    // Closing refused new connections at once: nothing was accepted after the signal.
    expect(server.output()).toContain('"msg":"stopped"');
  });

  it('exits within SHUTDOWN_TIMEOUT_MS when a request never finishes', async () => {
    const server = await startCompiledServer('node', {
      ...serverData(),
      SHUTDOWN_TIMEOUT_MS: '3000',
    });
    const stuck = slowLogin(server.baseUrl);
    stuck.answer.catch(() => {});
    await stuck.accepted;
    await new Promise((resolve) => setTimeout(resolve, 300));

    const startedAt = Date.now();
    const code = await sigterm(server.child, 10_000);

    expect(code).toBe(1);
    expect(Date.now() - startedAt).toBeLessThan(6000);
    expect(server.output()).toContain('shutdown took longer than SHUTDOWN_TIMEOUT_MS');
  });
});
