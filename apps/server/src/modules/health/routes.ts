import { API_MESSAGES } from '@signflow/contract/api-errors';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { errorAnswer } from '../../http/error-handler';
import { ok, routeDocs } from '../../http/route-doc';

const healthDoc = routeDocs('health', 'anyone');

/** GET /healthz: 200 when the database answers, 503 otherwise. */
export async function healthRoutes(app: FastifyInstance, context: AppContext) {
  app.get(
    '/healthz',
    {
      config: {
        doc: healthDoc({
          summary: 'Whether the app and its database answer',
          success: ok('`{status: "ok"}`'),
          errors: [503],
        }),
      },
    },
    async (request, reply) => {
      try {
        await context.db.execute(sql`select 1`);
        return { status: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'health check failed');
        return reply.status(503).send(errorAnswer(503, API_MESSAGES.databaseUnavailable));
      }
    },
  );
}
