import type { IncomingMessage } from 'node:http';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enforceBodyDeadline } from './body-deadline';
import { registerErrorHandler } from './error-handler';

const TIMEOUT_MS = 300;
const BODY = Buffer.alloc(8 * 1024 * 1024, 'x');

/** Reads a request's body, stopping for `pauseMs` after its first chunk, as a reader behind would. */
function readWithPause(raw: IncomingMessage, pauseMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let length = 0;
    let paused = false;
    raw.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (paused) return;
      paused = true;
      raw.pause();
      setTimeout(() => raw.resume(), pauseMs);
    });
    raw.on('end', () => resolve(length));
    raw.on('error', reject);
  });
}

/** Over a real socket: only the client's delay counts against a body (README, Security, "Connections and bodies"). */
describe('the body deadline', () => {
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app);
    enforceBodyDeadline(app, { timeoutMs: TIMEOUT_MS, minBytesPerSecond: 1024 * 1024 });
    app.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null));
    app.post('/read-slowly', async (request) => ({ length: await readWithPause(request.raw, 4 * TIMEOUT_MS) }));
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app.close();
  });

  it('does not count the time the server pauses its reading', async () => {
    const response = await fetch(`${base}/read-slowly`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: BODY,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ length: BODY.length });
  });

  it('cuts a body the client sends too slowly, with 408 and its connection closed', async () => {
    const response = await fetch(`${base}/read-slowly`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      duplex: 'half',
      body: new ReadableStream({
        async pull(controller) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          controller.enqueue(new Uint8Array(16));
        },
      }),
    } as RequestInit);
    expect(response.status).toBe(408);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({
      code: 408,
      message: API_MESSAGES.requestTimedOut,
      error: 'request_timed_out',
    });
  });

  it('gives no credit for bytes sent early: a body that then stops is cut once a window brings too little', async () => {
    // 4 MB at once would buy four seconds of silence from an average of 1 MB/s; each 300 ms window must bring some.
    const startedAt = performance.now();
    let sent = false;
    const response = await fetch(`${base}/read-slowly`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      duplex: 'half',
      body: new ReadableStream({
        pull(controller) {
          if (!sent) {
            sent = true;
            controller.enqueue(new Uint8Array(4 * 1024 * 1024));
            return;
          }
          return new Promise<void>(() => {});
        },
      }),
    } as RequestInit);
    const afterMs = performance.now() - startedAt;
    expect(response.status).toBe(408);
    // Cut in the second window (the first's read pause of 1.2 s aside), long before the average's four seconds.
    expect(afterMs).toBeLessThan(3500);
  });
});
