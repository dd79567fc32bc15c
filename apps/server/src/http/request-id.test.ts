import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentRequestId } from '../platform/request-context';
import { registerRequestId, requestIdOf } from './request-id';

/** Over a real socket: a JSON body is read in the socket's async context, not the request's. */
describe('the current request id, over HTTP', () => {
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    app = Fastify({ genReqId: requestIdOf });
    registerRequestId(app);
    app.post('/echo', async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { current: currentRequestId(), body: request.body };
    });
    app.get('/echo', async () => ({ current: currentRequestId() }));
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app.close();
  });

  it('is the request’s own in a handler that read a JSON body, and in one that read none', async () => {
    const posted = await fetch(`${base}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'posted-1' },
      body: JSON.stringify({ big: 'x'.repeat(200_000) }),
    });
    expect(posted.headers.get('x-request-id')).toBe('posted-1');
    expect(((await posted.json()) as { current: string }).current).toBe('posted-1');
    const got = await fetch(`${base}/echo`, { headers: { 'x-request-id': 'got-1' } });
    expect(await got.json()).toEqual({ current: 'got-1' });
  });

  it('is not there outside a request', () => {
    expect(currentRequestId()).toBeNull();
  });
});
