import multipart from '@fastify/multipart';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  documentListQuerySchema,
  fieldBodySchema,
  fieldChangesSchema,
  trashListQuerySchema,
  UPLOAD_FILE_FIELD,
  UPLOAD_FLOW_FIELD,
  UPLOAD_SIGNERS_FIELD,
  UPLOAD_SIGNERS_PART_BYTES,
} from '@signflow/contract/documents';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { authenticate } from '../../http/authenticate';
import { receiveUpload } from '../../http/multipart-upload';
import { sendPdf } from '../../http/pdf-reply';
import { originOf, ownerRequestOf } from '../../http/request-origin';
import { fieldParams, idParams } from '../../http/route-params';
import { getAuditTrail } from './audit-trail';
import { applyFieldChanges, changeField, createField, removeField } from './field-changes';
import {
  emptyTrash,
  getDocumentFile,
  getOverview,
  getSigningRecord,
  listActiveDocuments,
  listArchivedDocuments,
  listTrash,
  restoreDocument,
  trashDocument,
  uploadDocument,
} from './service';

/** Documents, their fields, the owner's PDF (DocPath), the audit trail and the Trash. */
export async function documentRoutes(app: FastifyInstance, context: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = context;
  const { storage } = context;
  // Streamed uploads (docs/api.md#uploads), registered here so only these routes read multipart bodies.
  await app.register(multipart, { limits: { fileSize: config.uploadLimitBytes } });
  routes.addHook('onRequest', authenticate(context.tokens));

  routes.post('/v1/fileupload/fileupload', async (request, reply) => {
    if (!request.isMultipart()) throw new AppError(415, API_MESSAGES.unsupportedMediaType);
    const { file, fileName, values } = await receiveUpload(request, storage, {
      limitBytes: config.uploadLimitBytes,
      fileField: UPLOAD_FILE_FIELD,
      valueFields: [UPLOAD_FLOW_FIELD, UPLOAD_SIGNERS_FIELD],
      // Room for the largest list of typed signers ('Just these people').
      valueBytes: UPLOAD_SIGNERS_PART_BYTES,
    });
    const upload = {
      file,
      fileName,
      flowHeaderId: values[UPLOAD_FLOW_FIELD] || undefined,
      signers: values[UPLOAD_SIGNERS_FIELD],
    };
    try {
      const document = await uploadDocument(db, storage, context.pdfWork, request.accountId, upload, originOf(request));
      reply.status(201);
      return { document };
    } finally {
      if (upload.file) await storage.discard(upload.file);
    }
  });

  routes.get('/v1/documents', { schema: { querystring: documentListQuerySchema } }, async (request) =>
    listActiveDocuments(db, request.accountId, request.query),
  );

  routes.get('/v1/documents/overview', async (request) => getOverview(db, request.accountId));

  // The published API path, kept as it is spelt (docs/api.md#published-spellings).
  routes.get('/v1/documents/archieve', { schema: { querystring: documentListQuerySchema } }, async (request) =>
    listArchivedDocuments(db, request.accountId, request.query),
  );

  routes.get('/v1/documents/signing/:id', { schema: { params: idParams } }, async (request) =>
    getSigningRecord(db, request.accountId, request.params.id),
  );

  routes.post(
    '/v1/documents/signing/:id/coordinate',
    { schema: { params: idParams, body: fieldBodySchema } },
    async (request, reply) => {
      const field = await createField(ownerRequestOf(request), db, request.params.id, request.body);
      reply.status(201);
      return field;
    },
  );

  routes.put(
    '/v1/documents/signing/:id/coordinates',
    { schema: { params: idParams, body: fieldChangesSchema } },
    async (request) => applyFieldChanges(ownerRequestOf(request), db, request.params.id, request.body),
  );

  routes.put(
    '/v1/documents/signing/:id/coordinate/:coordId',
    { schema: { params: fieldParams, body: fieldBodySchema } },
    async (request) =>
      changeField(ownerRequestOf(request), db, request.params.id, request.params.coordId, request.body),
  );

  routes.delete('/v1/documents/signing/:id/coordinate/:coordId', { schema: { params: fieldParams } }, async (request) =>
    removeField(ownerRequestOf(request), db, request.params.id, request.params.coordId),
  );

  routes.get('/v1/documents/:id/audit', { schema: { params: idParams } }, async (request) =>
    getAuditTrail(db, request.accountId, request.params.id),
  );

  routes.get('/asset/:id', { schema: { params: idParams } }, async (request, reply) => {
    const file = await getDocumentFile(db, request.accountId, request.params.id);
    return sendPdf(reply, storage, file, request.headers.range);
  });

  routes.get('/v1/documents/trash', { schema: { querystring: trashListQuerySchema } }, async (request) =>
    listTrash(db, request.accountId, request.query),
  );

  routes.delete('/v1/documents/trash', async (request) => emptyTrash(db, storage, request.log, request.accountId));

  routes.delete('/v1/documents/:id', { schema: { params: idParams } }, async (request) => ({
    message: API_MESSAGES.deleted,
    document: await trashDocument(db, request.accountId, request.params.id),
  }));

  routes.post('/v1/documents/:id/restore', { schema: { params: idParams } }, async (request) => ({
    document: await restoreDocument(db, request.accountId, request.params.id),
  }));
}
