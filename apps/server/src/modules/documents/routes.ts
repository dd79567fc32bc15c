import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  documentListQuerySchema,
  fieldBodySchema,
  UPLOAD_FILE_FIELD,
  UPLOAD_FLOW_FIELD,
} from '@signflow/contract/documents';
import { pageQuerySchema } from '@signflow/contract/paging';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../http/app-error';
import { authenticate } from '../../http/authenticate';
import { sendPdf } from '../../http/pdf-reply';
import { originOf, ownerRequestOf } from '../../http/request-origin';
import type { FileStorage, ReceivedFile } from '../../platform/storage';
import {
  changeField,
  createField,
  emptyTrash,
  getDocumentFile,
  getSigningRecord,
  listActiveDocuments,
  listArchivedDocuments,
  listTrash,
  removeField,
  restoreDocument,
  trashDocument,
  uploadDocument,
} from './service';

const documentParams = z.object({ id: z.uuid() });
const fieldParams = z.object({ id: z.uuid(), coordId: z.uuid() });

/** The limit as people read it: megabytes, to three significant digits. */
function fileTooLarge(limitBytes: number) {
  return new AppError(413, API_MESSAGES.fileTooLarge, { limit: Number((limitBytes / 2 ** 20).toPrecision(3)) });
}

/** Did the multipart parser (busboy) reject the body, rather than the disk failing us? */
function isMalformedMultipart(error: unknown): boolean {
  return error instanceof Error && !(error instanceof AppError) && !('syscall' in error) && !('statusCode' in error);
}

/**
 * Reads the upload form in whatever order its parts come (flowHeaderId may follow the file), streaming the
 * file part to storage's temporary area; busboy stops it at the size limit. Then the service decides.
 */
async function receiveUpload(request: FastifyRequest, storage: FileStorage, limitBytes: number) {
  let file: ReceivedFile | null = null;
  let fileName: string | undefined;
  let flowHeaderId: string | undefined;
  let truncated = false;
  const discardAndThrow = async (error: unknown): Promise<never> => {
    if (file) await storage.discard(file);
    throw error;
  };
  try {
    const parts = request.parts({ limits: { fileSize: limitBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 } });
    for await (const part of parts as AsyncIterable<MultipartFile | MultipartValue>) {
      if (part.type === 'file') {
        if (part.fieldname !== UPLOAD_FILE_FIELD) {
          part.file.resume();
          continue;
        }
        file = await storage.receive(part.file);
        fileName = part.filename;
        truncated = part.file.truncated;
      } else if (part.fieldname === UPLOAD_FLOW_FIELD && typeof part.value === 'string') {
        flowHeaderId = part.value.trim();
      }
    }
  } catch (error) {
    // Past the limit the parser reads the rest of the body and then reports it: the client gets the answer.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      return discardAndThrow(fileTooLarge(limitBytes));
    return discardAndThrow(isMalformedMultipart(error) ? badRequest(API_MESSAGES.invalidRequest) : error);
  }
  if (truncated) return discardAndThrow(fileTooLarge(limitBytes));
  return { file, fileName, flowHeaderId };
}

/** SPEC §7 Documents, the owner's PDF (DocPath), and the Trash (DESIGN §5 calls beyond SPEC §7). */
export async function documentRoutes(app: FastifyInstance, context: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, config } = context;
  const { storage } = context;
  // Streamed uploads (DESIGN §3), registered here so only these routes read multipart bodies.
  await app.register(multipart, { limits: { fileSize: config.uploadLimitBytes } });
  routes.addHook('onRequest', authenticate(context.tokens));

  routes.post('/v1/fileupload/fileupload', async (request, reply) => {
    if (!request.isMultipart()) throw new AppError(415, API_MESSAGES.unsupportedMediaType);
    const upload = await receiveUpload(request, storage, config.uploadLimitBytes);
    try {
      const document = await uploadDocument(db, storage, request.accountId, upload, originOf(request));
      reply.status(201);
      return { document };
    } finally {
      if (upload.file) await storage.discard(upload.file);
    }
  });

  routes.get('/v1/documents', { schema: { querystring: documentListQuerySchema } }, async (request) =>
    listActiveDocuments(db, request.accountId, request.query),
  );

  // SPEC §7 spells it so.
  routes.get('/v1/documents/archieve', { schema: { querystring: documentListQuerySchema } }, async (request) =>
    listArchivedDocuments(db, request.accountId, request.query),
  );

  routes.get('/v1/documents/signing/:id', { schema: { params: documentParams } }, async (request) =>
    getSigningRecord(db, request.accountId, request.params.id),
  );

  routes.post(
    '/v1/documents/signing/:id/coordinate',
    { schema: { params: documentParams, body: fieldBodySchema } },
    async (request, reply) => {
      const field = await createField(ownerRequestOf(request), db, request.params.id, request.body);
      reply.status(201);
      return field;
    },
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

  routes.get('/asset/:id', { schema: { params: documentParams } }, async (request, reply) => {
    const file = await getDocumentFile(db, request.accountId, request.params.id);
    return sendPdf(reply, storage, file, request.headers.range);
  });

  routes.get('/v1/documents/trash', { schema: { querystring: pageQuerySchema } }, async (request) =>
    listTrash(db, request.accountId, request.query),
  );

  routes.delete('/v1/documents/trash', async (request) => emptyTrash(db, storage, request.log, request.accountId));

  routes.delete('/v1/documents/:id', { schema: { params: documentParams } }, async (request) => ({
    message: API_MESSAGES.deleted,
    document: await trashDocument(db, request.accountId, request.params.id),
  }));

  routes.post('/v1/documents/:id/restore', { schema: { params: documentParams } }, async (request) => ({
    document: await restoreDocument(db, request.accountId, request.params.id),
  }));
}
