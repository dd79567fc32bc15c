import { inviteBodySchema } from '@signflow/contract/sender-controls';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authenticate } from '../../http/authenticate';
import { ownerRequestOf } from '../../http/request-origin';
import { idParams } from '../../http/route-params';
import { inviteSigners } from './invite-signers';
import { prepareAgain } from './prepare-again';

/** The owner's side of signing: Invite Sign and Prepare again. */
export async function signingRoutes(app: FastifyInstance, context: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', authenticate(context.tokens));
  routes.post(
    '/v1/documents/signing/:id/invite',
    { schema: { params: idParams, body: inviteBodySchema } },
    async (request) =>
      inviteSigners(context.db, context.signerLinks, ownerRequestOf(request), request.params.id, request.body),
  );
  routes.post('/v1/documents/signing/:id/prepare-again', { schema: { params: idParams } }, async (request) => ({
    document: await prepareAgain(context.db, ownerRequestOf(request), request.params.id),
  }));
}
