import { createHash, timingSafeEqual } from 'node:crypto';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { FastifyInstance } from 'fastify';
import { type AppMetrics, UNMATCHED_ROUTE } from '../platform/metrics';
import { errorAnswer } from './error-handler';
import { ok, routeDocs } from './route-doc';

const healthDoc = routeDocs('health', 'anyone');

export const METRICS_PATH = '/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compared as digests, in constant time: the answer's timing tells nothing about the token. */
function isToken(authorization: string | undefined, token: string): boolean {
  const given = authorization?.match(/^Bearer (.+)$/)?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN as its bearer token. Without
 * the setting the route answers 404 like any unknown path and nothing is counted; it is registered all the
 * same, so the API document and the route tests know it.
 */
export function registerMetrics(app: FastifyInstance, metrics: AppMetrics, token: string | undefined) {
  if (token) {
    app.addHook('onResponse', async (request, reply) => {
      metrics.requestAnswered({
        method: request.method,
        // The template (`/v1/documents/:id`), never the path itself: one series per route, not per id.
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status: reply.statusCode,
        seconds: reply.elapsedTime / 1000,
      });
    });
  }
  app.get(
    METRICS_PATH,
    {
      config: {
        doc: healthDoc({
          summary:
            'Prometheus metrics (text format) for a scraper sending METRICS_TOKEN as its bearer token; 404 while METRICS_TOKEN is unset',
          success: ok('Prometheus text exposition format'),
          text: true,
          errors: [401, 404],
        }),
      },
    },
    async (request, reply) => {
      if (!token) return reply.status(404).send(errorAnswer(404, API_MESSAGES.notFound));
      if (!isToken(request.headers.authorization, token)) {
        return reply.status(401).send(errorAnswer(401, API_MESSAGES.unauthorized));
      }
      const { contentType, text } = await metrics.exposition();
      return reply.header('content-type', contentType).header('cache-control', 'no-store').send(text);
    },
  );
}
