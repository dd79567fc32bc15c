import { signerFieldBodySchema, signerSubmitBodySchema } from '@signflow/contract/signing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { sendPdf } from '../../http/pdf-reply';
import { originOf } from '../../http/request-origin';
import { fieldParams, idParams, tokenQuery } from '../../http/route-params';
import {
  getSignerDocumentFile,
  getSignerEnding,
  getSignerRecord,
  saveSignerResponse,
  submitSigning,
  validateSignerLink,
} from './signer-service';

/** The signer's side (the user-sign calls): no account, only the link token. */
export async function signerRoutes(app: FastifyInstance, context: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;

  routes.get('/v1/documents/user-sign/validate', { schema: { querystring: tokenQuery } }, async (request) =>
    validateSignerLink(db, request.query.token, originOf(request)),
  );

  routes.get('/v1/documents/user-sign/ending', { schema: { querystring: tokenQuery } }, async (request) =>
    getSignerEnding(db, request.query.token),
  );

  routes.get(
    '/v1/documents/user-sign/:id',
    { schema: { params: idParams, querystring: tokenQuery } },
    async (request) => getSignerRecord(db, request.query.token, request.params.id),
  );

  routes.put(
    '/v1/documents/user-sign/:id/coordinate/:coordId',
    { schema: { params: fieldParams, querystring: tokenQuery, body: signerFieldBodySchema } },
    async (request) =>
      saveSignerResponse(
        db,
        request.query.token,
        { documentId: request.params.id, fieldId: request.params.coordId },
        request.body,
      ),
  );

  routes.post(
    '/v1/documents/user-sign/:id/submit',
    { schema: { params: idParams, querystring: tokenQuery, body: signerSubmitBodySchema } },
    async (request) =>
      submitSigning(
        db,
        context.config.appUrl,
        context.signerLinks,
        request.query.token,
        request.params.id,
        originOf(request),
        request.body,
      ),
  );

  routes.get('/user-sign/:id', { schema: { params: idParams, querystring: tokenQuery } }, async (request, reply) => {
    const file = await getSignerDocumentFile(db, request.query.token, request.params.id);
    return sendPdf(reply, context.storage, file, request.headers.range);
  });
}
