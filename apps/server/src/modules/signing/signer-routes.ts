import { signerVerificationCodeSchema } from '@signflow/contract/signer-verification';
import { signerFieldBodySchema, signerSubmitBodySchema } from '@signflow/contract/signing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { bodyLimitOf, limitRouteBodies, PUBLIC_FORM_BODY_BYTES, SIGNER_SAVE_BODY_BYTES } from '../../http/body-limits';
import { sendPdf } from '../../http/pdf-reply';
import { originOf } from '../../http/request-origin';
import { contractAnswer, ok, routeDocs } from '../../http/route-doc';
import { fieldParams, idParams, signerFileQuery, tokenQuery } from '../../http/route-params';
import { toField } from '../documents/wire';
import { sendSignerCode } from './send-signer-code';
import { documentOfAnyLink } from './signer-access';
import { perSignerLinkLimit } from './signer-link-limit';
import {
  getSignerDocumentFile,
  getSignerEnding,
  getSignerFieldImage,
  getSignerRecord,
  saveSignerResponse,
  submitSigning,
  validateSignerLink,
} from './signer-service';
import { toSignerEnding, toSignerRecordResponse, toSignerValidation } from './signer-wire';
import { signerCredentialsOf } from './signing-sessions';
import { verifySigner } from './verify-signer';

const signerDoc = routeDocs('signer', 'signer');

/** The signer's side (the user-sign calls): no account, only the link token. */
export async function signerRoutes(app: FastifyInstance, context: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = context;
  routes.addHook('onRequest', perSignerLinkLimit(app, config.signerRateLimitPerMinute));
  limitRouteBodies(app, PUBLIC_FORM_BODY_BYTES);

  routes.get(
    '/v1/documents/user-sign/validate',
    {
      schema: { querystring: tokenQuery },
      config: {
        doc: signerDoc({
          summary: "Check a signer link's token: which document and signer it names",
          success: ok(contractAnswer('SignerValidation', 'signing')),
        }),
      },
    },
    async (request) => toSignerValidation(await validateSignerLink(db, request.query.token, originOf(request))),
  );

  routes.get(
    '/v1/documents/user-sign/embedding',
    {
      schema: { querystring: tokenQuery },
      config: {
        doc: signerDoc({
          summary:
            "The sites allowed to embed this signer's page (docs/embedding.md), also for a link that expired or whose signing ended; empty for a token that names no signer",
          success: ok(contractAnswer('SignerEmbedding', 'embedding')),
        }),
      },
    },
    async (request) => {
      const document = await documentOfAnyLink(db, request.query.token);
      return { embedOrigins: document ? await context.embedOrigins.ofAccount(document.accountId) : [] };
    },
  );

  routes.get(
    '/v1/documents/user-sign/ending',
    {
      schema: { querystring: tokenQuery },
      config: {
        doc: signerDoc({
          summary:
            "Where a signer stands once they submitted: their decision and reason, the document's status, who signs next",
          success: ok(contractAnswer('SignerEnding', 'signing')),
          errors: [409],
        }),
      },
    },
    async (request) => toSignerEnding(await getSignerEnding(db, signerCredentialsOf(request))),
  );

  routes.post(
    '/v1/documents/user-sign/:id/verification/send',
    {
      schema: { params: idParams, querystring: tokenQuery },
      config: {
        doc: signerDoc({
          summary:
            'Mail a signer who proves who they are with a mailed code a new code (docs/domain.md#signer-verification); it works once, for a few minutes',
          success: ok(contractAnswer('SignerCodeSent', 'signer-verification')),
          errors: [409, 429],
        }),
      },
    },
    async (request) => sendSignerCode({ db, token: request.query.token, documentId: request.params.id }),
  );

  routes.post(
    '/v1/documents/user-sign/:id/verification',
    {
      schema: { params: idParams, querystring: tokenQuery, body: signerVerificationCodeSchema },
      config: {
        doc: signerDoc({
          summary:
            "Pass the signer's check with the mailed code or the access code: answers a session token for this browser, which the signer's later calls carry in the X-Signing-Session header",
          success: ok(contractAnswer('SignerVerificationPassed', 'signer-verification')),
          errors: [400, 409, 429],
        }),
      },
    },
    async (request) =>
      verifySigner({
        db,
        token: request.query.token,
        documentId: request.params.id,
        code: request.body.code,
        origin: originOf(request),
      }),
  );

  routes.get(
    '/v1/documents/user-sign/:id',
    {
      schema: { params: idParams, querystring: tokenQuery },
      config: {
        doc: signerDoc({
          summary:
            "The signer's view of the document: who asks (the sender) and their message, its signers and fields (their own editable; other signers' images by path), what follows their signature",
          success: ok(contractAnswer('SignerRecordResponse', 'signing')),
        }),
      },
    },
    async (request) =>
      toSignerRecordResponse(
        await getSignerRecord(db, context.embedOrigins, signerCredentialsOf(request), request.params.id),
      ),
  );

  routes.put(
    '/v1/documents/user-sign/:id/coordinate/:coordId',
    {
      schema: { params: fieldParams, querystring: tokenQuery, body: signerFieldBodySchema },
      bodyLimit: bodyLimitOf(app, SIGNER_SAVE_BODY_BYTES),
      config: {
        doc: signerDoc({
          summary: "Save the signer's response to one of their fields (image, approve, reject, revise)",
          success: ok(contractAnswer('DocumentField', 'documents')),
          errors: [409],
        }),
      },
    },
    async (request) =>
      toField(
        await saveSignerResponse(
          { db, isDrawablePng: (bytes) => context.pdfWork.isDrawablePng(bytes) },
          signerCredentialsOf(request),
          { documentId: request.params.id, fieldId: request.params.coordId },
          request.body,
        ),
      ),
  );

  routes.get(
    '/v1/documents/user-sign/:id/coordinate/:coordId/image',
    {
      schema: { params: fieldParams, querystring: signerFileQuery },
      config: {
        doc: signerDoc({
          summary:
            "The PNG of a field's answered image, which the signer record names by this path for other signers' fields: the signer's own, or another's once submitted. A signer who passed a check sends its session as `?session=` (an image sends no header)",
          success: ok('The PNG'),
          png: true,
        }),
      },
    },
    async (request, reply) => {
      const png = await getSignerFieldImage(db, signerCredentialsOf(request), {
        documentId: request.params.id,
        fieldId: request.params.coordId,
      });
      return reply.header('Content-Type', 'image/png').header('Cache-Control', 'private, no-store').send(png);
    },
  );

  routes.post(
    '/v1/documents/user-sign/:id/submit',
    {
      schema: { params: idParams, querystring: tokenQuery, body: signerSubmitBodySchema },
      config: {
        doc: signerDoc({
          summary:
            "Submit the signer's decision once every field of theirs has a response: an approval with their consent to sign electronically, a decline with an optional reason (required for a revision)",
          success: ok(contractAnswer('SignerSubmitResponse', 'signing')),
          errors: [400, 409],
        }),
      },
    },
    async (request) =>
      submitSigning(
        db,
        config.appUrl,
        context.signerLinks,
        signerCredentialsOf(request),
        request.params.id,
        originOf(request),
        request.body,
      ),
  );

  routes.get(
    '/user-sign/:id',
    {
      schema: { params: idParams, querystring: tokenQuery },
      config: {
        doc: signerDoc({
          summary: 'The uploaded PDF, as the signer sees it while signing',
          success: ok('The PDF'),
          pdf: true,
        }),
      },
    },
    async (request, reply) => {
      const file = await getSignerDocumentFile(db, signerCredentialsOf(request), request.params.id);
      return sendPdf(reply, context.storage, file, request.headers.range);
    },
  );
}
