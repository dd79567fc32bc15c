import multipart from '@fastify/multipart';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import { VERIFY_FILE_FIELD } from '@signflow/contract/verify';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../http/app-error';
import { ownerRoutes } from '../../http/authenticate';
import { receiveUpload } from '../../http/multipart-upload';
import { sendPdf } from '../../http/pdf-reply';
import { originOf, ownerRequestOf } from '../../http/request-origin';
import { contractAnswer, DOCUMENT_ANSWER, ok, routeDocs } from '../../http/route-doc';
import { idParams, signerFileQuery } from '../../http/route-params';
import { settleUnreadBody } from '../../http/unread-body';
import { toDocumentSummary } from '../documents/wire';
import { perSignerLinkLimit } from '../signing/signer-link-limit';
import { signerCredentialsOf } from '../signing/signing-sessions';
import { downloadForOwner, downloadForSigner } from './download-service';
import { resealForOwner } from './reseal-service';
import { checkUploadedFile } from './verify-service';

const ownerDoc = routeDocs('sealing', 'owner');
const signerDoc = routeDocs('sealing', 'signer');
const publicDoc = routeDocs('sealing', 'anyone');

/**
 * The owner's download of the sealed or latest PDF, and their retry of a
 * sealing that failed.
 */
export async function ownerDownloadRoutes(app: FastifyInstance, context: AppContext) {
  const routes = ownerRoutes(app, context.tokens);
  routes.get(
    '/v1/documents/:id/download',
    {
      schema: { params: idParams },
      config: {
        doc: ownerDoc({
          summary: 'The latest PDF of a document: the sealed one once it is completed',
          success: ok('The PDF'),
          pdf: true,
          errors: [409],
        }),
      },
    },
    async (request, reply) => {
      const file = await downloadForOwner(context.db, ownerRequestOf(request), request.params.id);
      return sendPdf(reply, context.storage, file, request.headers.range, 'attachment');
    },
  );
  routes.post(
    '/v1/documents/:id/reseal',
    {
      schema: { params: idParams },
      config: {
        doc: ownerDoc({
          summary: 'Retry sealing a document whose sealing failed',
          success: ok(DOCUMENT_ANSWER),
          errors: [409],
        }),
      },
    },
    async (request) => {
      const document = await resealForOwner(context.db, request.accountId, request.params.id);
      context.wakeSealing();
      return { document: toDocumentSummary(document) };
    },
  );
}

/** A signer's copy of the sealed PDF, and verification: both without an account. */
export async function publicSealingRoutes(app: FastifyInstance, context: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, storage, config } = context;
  await app.register(multipart, { limits: { fileSize: config.uploadLimitBytes } });

  routes.get(
    '/v1/documents/user-sign/:id/download',
    {
      schema: { params: idParams, querystring: signerFileQuery },
      onRequest: perSignerLinkLimit(app, config.signerRateLimitPerMinute),
      config: {
        doc: signerDoc({
          summary:
            "The sealed PDF, downloaded with a signer's link: the sealed mail's, or the signing link with the session of a passed check (`?session=`, as a download sends no header)",
          success: ok('The sealed PDF'),
          pdf: true,
          errors: [409],
        }),
      },
    },
    async (request, reply) => {
      const file = await downloadForSigner(db, signerCredentialsOf(request), request.params.id, originOf(request));
      return sendPdf(reply, storage, file, request.headers.range, 'attachment');
    },
  );

  // Anyone may ask, so it is limited per client address: hashing 50 MB is not free.
  const rateLimit = { max: config.verifyRateLimitPerMinute, timeWindow: '1 minute' };
  // Its file takes room in the temporary area like an upload's, and a body declared too large is refused unread.
  const onSend = settleUnreadBody(context.uploads.largestFormBytes);
  routes.post(
    '/v1/verify',
    {
      config: {
        rateLimit,
        doc: publicDoc({
          summary:
            "Verify a PDF: what its own seal shows (valid, unchanged, signer, trusted time, long-term validation) and whether this installation's register knows it",
          success: ok(contractAnswer('VerifyResponse', 'verify')),
          multipart: { file: VERIFY_FILE_FIELD },
          errors: [413, 415, 422, 429, 503],
        }),
      },
      onSend,
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError(415, API_MESSAGES.unsupportedMediaType);
      const ticket = context.uploads.admit(request);
      try {
        const { file } = await receiveUpload(request, storage, {
          limitBytes: config.uploadLimitBytes,
          formLimitBytes: context.uploads.largestFormBytes,
          fileField: VERIFY_FILE_FIELD,
          space: ticket.space,
        });
        if (!file) throw badRequest(API_MESSAGES.uploadNoFile);
        try {
          return await checkUploadedFile(context, file, request.ip);
        } finally {
          await storage.discard(file);
        }
      } finally {
        ticket.release();
      }
    },
  );
}
