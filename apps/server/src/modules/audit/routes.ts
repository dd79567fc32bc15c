import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authenticate } from '../../http/authenticate';
import { idParams } from '../../http/route-params';
import { getAuditTrail } from './service';

/** GET /v1/documents/{id}/audit (DESIGN §5 calls beyond SPEC §7). */
export async function auditRoutes(app: FastifyInstance, context: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', authenticate(context.tokens));
  routes.get('/v1/documents/:id/audit', { schema: { params: idParams } }, async (request) =>
    getAuditTrail(context.db, request.accountId, request.params.id),
  );
}
