import { AsyncResource } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runForRequest } from '../platform/request-context';

export const REQUEST_ID_HEADER = 'x-request-id';
/** The name of the id in every log line of a request, and of the jobs it started. */
export { REQUEST_ID_LOG_LABEL } from '../platform/request-context';

/**
 * An id a load balancer or client gave is kept when it is plain enough to log and store (letters, digits,
 * `.`, `_`, `:`, `-`, at most 128): one id then follows a request from the balancer's log into ours.
 */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the caller's well-formed X-Request-Id, else a fresh UUID (unique across nodes and restarts). */
export function requestIdOf(request: { headers: FastifyRequest['headers'] }): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}

const scopeOfRequest = new WeakMap<FastifyRequest, AsyncResource>();

/**
 * Echoes the id in every answer, and makes it the current request id (platform/request-context.ts) for all
 * the request's work. A body arrives through the socket's events, which some Node versions run outside the
 * hook's async context: the route's part is entered again through the scope the first hook made.
 */
export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    runForRequest(request.id, () => {
      const scope = new AsyncResource('signflow-request');
      scopeOfRequest.set(request, scope);
      scope.runInAsyncScope(done);
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const scope = scopeOfRequest.get(request);
    if (scope) scope.runInAsyncScope(done);
    else done();
  });
}
