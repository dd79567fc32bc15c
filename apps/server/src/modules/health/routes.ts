import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** GET /healthz: 200 when the database answers, 503 otherwise. */
export async function healthRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/healthz', async (request, reply) => {
    try {
      await context.db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ code: 503, message: 'Database unavailable' });
    }
  });
}
