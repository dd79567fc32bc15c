import multipart from '@fastify/multipart';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import { VERIFY_FILE_FIELD } from '@signflow/contract/verify';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../http/app-error';
import { authenticate } from '../../http/authenticate';
import { receiveUpload } from '../../http/multipart-upload';
import { sendPdf } from '../../http/pdf-reply';
import { originOf, ownerRequestOf } from '../../http/request-origin';
import { idParams, tokenQuery } from '../../http/route-params';
import { toDocumentSummary } from '../documents/wire';
import { downloadForOwner, downloadForSigner } from './download-service';
import { resealForOwner } from './reseal';
import { verifySealedFile } from './verify-service';

/**
 * The owner's download of the sealed or latest PDF, and their retry of a
 * sealing that failed.
 */
export async function ownerDownloadRoutes(app: FastifyInstance, context: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', authenticate(context.tokens));
  routes.get('/v1/documents/:id/download', { schema: { params: idParams } }, async (request, reply) => {
    const file = await downloadForOwner(context.db, ownerRequestOf(request), request.params.id);
    return sendPdf(reply, context.storage, file, request.headers.range, 'attachment');
  });
  routes.post('/v1/documents/:id/reseal', { schema: { params: idParams } }, async (request) => {
    const document = await resealForOwner(context.db, request.accountId, request.params.id);
    context.wakeSealing();
    return { document: toDocumentSummary(document) };
  });
}

/** A signer's copy of the sealed PDF, and verification: both without an account. */
export async function publicSealingRoutes(app: FastifyInstance, context: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage, config } = context;
  await app.register(multipart, { limits: { fileSize: config.uploadLimitBytes } });

  routes.get(
    '/v1/documents/user-sign/:id/download',
    { schema: { params: idParams, querystring: tokenQuery } },
    async (request, reply) => {
      const file = await downloadForSigner(db, request.query.token, request.params.id, originOf(request));
      return sendPdf(reply, storage, file, request.headers.range, 'attachment');
    },
  );

  // Anyone may ask, so it is limited per client address: hashing 50 MB is not free.
  const rateLimit = { max: config.verifyRateLimitPerMinute, timeWindow: '1 minute' };
  routes.post('/v1/verify', { config: { rateLimit } }, async (request) => {
    if (!request.isMultipart()) throw new AppError(415, API_MESSAGES.unsupportedMediaType);
    const { file } = await receiveUpload(request, storage, {
      limitBytes: config.uploadLimitBytes,
      fileField: VERIFY_FILE_FIELD,
    });
    if (!file) throw badRequest(API_MESSAGES.uploadNoFile);
    try {
      return await verifySealedFile(db, file.sha256);
    } finally {
      await storage.discard(file);
    }
  });
}
