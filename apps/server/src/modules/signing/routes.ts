import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { authenticate } from '../../http/authenticate';
import { inviteSigners } from './invite-service';

const documentParams = z.object({ id: z.uuid() });

/** The owner's side of signing: POST /v1/documents/signing/{id}/invite (SPEC §7). */
export async function signingRoutes(app: FastifyInstance, context: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', authenticate(context.tokens));
  routes.post('/v1/documents/signing/:id/invite', { schema: { params: documentParams } }, async (request) =>
    inviteSigners(context.db, context.config.appUrl, request.accountId, request.params.id),
  );
}
