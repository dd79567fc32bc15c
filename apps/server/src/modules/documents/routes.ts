import multipart from '@fastify/multipart';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  documentListQuerySchema,
  fieldBodySchema,
  fieldChangesSchema,
  trashListQuerySchema,
  UPLOAD_FILE_FIELD,
  UPLOAD_FLOW_FIELD,
  UPLOAD_SAVE_AS_FLOW_FIELD,
  UPLOAD_SIGNERS_FIELD,
  UPLOAD_SIGNERS_PART_BYTES,
} from '@signflow/contract/documents';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { withAdmittedUpload } from '../../http/admitted-upload';
import { ownerRoutes } from '../../http/authenticate';
import { sendPdf } from '../../http/pdf-reply';
import { originOf, ownerRequestOf } from '../../http/request-origin';
import {
  contractAnswer,
  created,
  DOCUMENT_ANSWER,
  MESSAGE_ANSWER,
  ok,
  pagedAnswer,
  routeDocs,
} from '../../http/route-doc';
import { fieldParams, idParams } from '../../http/route-params';
import { settleUnreadBody } from '../../http/unread-body';
import { applyFieldChanges } from './apply-field-changes';
import { getAuditTrail } from './audit-trail';
import { changeField } from './change-field';
import type { FieldChange } from './field-changes';
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
  type UploadDocumentInput,
  uploadDocument,
} from './service';
import { assertPlanAllowsDocument, uploadPartChecks } from './upload-checks';
import { fromFieldBody, fromFieldChanges, toField, toSigningRecordResponse } from './wire';

const documentDoc = routeDocs('documents', 'owner');
const fieldDoc = routeDocs('fields', 'owner');
const auditDoc = routeDocs('audit', 'owner');

const FIELD_ANSWER = contractAnswer('DocumentField', 'documents');
const SIGNING_RECORD_ANSWER = contractAnswer('SigningRecordResponse', 'documents');

/** Documents, their fields, the owner's PDF (DocPath), the audit trail and the Trash. */
export async function documentRoutes(app: FastifyInstance, context: AppContext) {
  const { db, config } = context;
  const { storage } = context;
  // Streamed uploads (docs/api.md#uploads), registered here so only these routes read multipart bodies.
  await app.register(multipart, { limits: { fileSize: config.uploadLimitBytes } });
  const routes = ownerRoutes(app, context.tokens);

  // An upload is refused as early as it can be (docs/api.md#uploads): before its body is read (the declared size,
  // the account's uploads in flight, the plan, the temporary area's room), then as each part before the file
  // is read (the flow, the typed signers, saving them as a flow); the rest of a refused body is not kept.
  const settleRefusedBody = settleUnreadBody(context.uploads.largestFormBytes);
  routes.post(
    '/v1/fileupload/fileupload',
    {
      onSend: settleRefusedBody,
      config: {
        doc: documentDoc({
          summary:
            "Upload a PDF for a flow: a Draft document whose signers are the flow's approvers; or, instead of `flowHeaderId`, `signers` (a JSON array of approvers): the document's own signers, no flow made, unless `saveAsFlow` is 'true', which also keeps them as a flow named after the document (counted against the plan's flows). Put the flow (or the signers) before the file: it is checked as soon as it is read, so a refusal comes before the file is sent",
          success: created(DOCUMENT_ANSWER),
          multipart: {
            file: UPLOAD_FILE_FIELD,
            values: [UPLOAD_FLOW_FIELD, UPLOAD_SIGNERS_FIELD, UPLOAD_SAVE_AS_FLOW_FIELD],
          },
          errors: [403, 404, 413, 415, 429, 503],
        }),
      },
    },
    async (request, reply) => {
      const { accountId } = request;
      const form = {
        accountId,
        fileField: UPLOAD_FILE_FIELD,
        valueFields: [UPLOAD_FLOW_FIELD, UPLOAD_SIGNERS_FIELD, UPLOAD_SAVE_AS_FLOW_FIELD],
        // Room for the largest list of typed signers ('Just these people').
        valueBytes: UPLOAD_SIGNERS_PART_BYTES,
        onValue: uploadPartChecks(db, accountId),
        beforeBody: () => assertPlanAllowsDocument(db, accountId),
      };
      const document = await withAdmittedUpload(request, context, form, ({ file, fileName, values }) => {
        const upload: UploadDocumentInput = {
          file,
          fileName,
          flowHeaderId: values[UPLOAD_FLOW_FIELD] || undefined,
          signers: values[UPLOAD_SIGNERS_FIELD],
          saveAsFlow: values[UPLOAD_SAVE_AS_FLOW_FIELD],
        };
        return uploadDocument(db, storage, context.pdfWork, accountId, upload, originOf(request));
      });
      reply.status(201);
      return { document };
    },
  );

  routes.get(
    '/v1/documents',
    {
      schema: { querystring: documentListQuerySchema },
      config: {
        doc: documentDoc({
          summary:
            "A page of the Draft, Sent and Revision documents, each with its signers' progress; `search` (name, signer name or e-mail) and `status` filter it",
          success: ok(pagedAnswer('DocumentListItem', 'documents')),
        }),
      },
    },
    async (request) => listActiveDocuments(db, request.accountId, request.query),
  );

  routes.get(
    '/v1/documents/overview',
    {
      config: {
        doc: documentDoc({
          summary:
            'The counts at the top of Documents: Draft, waiting for others, completed this month, needs attention',
          success: ok(contractAnswer('DocumentOverview', 'documents')),
        }),
      },
    },
    async (request) => getOverview(db, request.accountId),
  );

  // The published API path, kept as it is spelt (docs/api.md#published-spellings).
  routes.get(
    '/v1/documents/archieve',
    {
      schema: { querystring: documentListQuerySchema },
      config: {
        doc: documentDoc({
          summary:
            'A page of the Completed, Rejected, Revision and Cancelled documents (Archives; the published spelling), with `search` and `status`',
          success: ok(pagedAnswer('DocumentListItem', 'documents')),
        }),
      },
    },
    async (request) => listArchivedDocuments(db, request.accountId, request.query),
  );

  routes.get(
    '/v1/documents/signing/:id',
    {
      schema: { params: idParams },
      config: {
        doc: fieldDoc({
          summary: 'The signing record: the document, its signers and their fields',
          success: ok(SIGNING_RECORD_ANSWER),
        }),
      },
    },
    async (request) => toSigningRecordResponse(await getSigningRecord(db, request.accountId, request.params.id)),
  );

  /** A change to one field of the document the path names, by the signed-in owner, answered as the field. */
  const changeFieldOf = async (request: FastifyRequest & { params: { id: string } }, change: FieldChange) =>
    toField(await changeField({ db, owner: ownerRequestOf(request), documentId: request.params.id, change }));

  routes.post(
    '/v1/documents/signing/:id/coordinate',
    {
      schema: { params: idParams, body: fieldBodySchema },
      config: {
        doc: fieldDoc({
          summary: 'Place a field for a signer (Draft only)',
          success: created(FIELD_ANSWER),
          errors: [409],
        }),
      },
    },
    async (request, reply) => {
      const field = await changeFieldOf(request, { action: 'created', field: fromFieldBody(request.body) });
      reply.status(201);
      return field;
    },
  );

  routes.put(
    '/v1/documents/signing/:id/coordinates',
    {
      schema: { params: idParams, body: fieldChangesSchema },
      config: {
        doc: fieldDoc({
          summary:
            'Apply a batch of field creations, changes and removals in one transaction, all or nothing (Draft only)',
          success: ok(SIGNING_RECORD_ANSWER),
          errors: [409],
        }),
      },
    },
    async (request) => {
      const changes = fromFieldChanges(request.body);
      const record = await applyFieldChanges({
        db,
        owner: ownerRequestOf(request),
        documentId: request.params.id,
        changes,
      });
      return toSigningRecordResponse(record);
    },
  );

  routes.put(
    '/v1/documents/signing/:id/coordinate/:coordId',
    {
      schema: { params: fieldParams, body: fieldBodySchema },
      config: {
        doc: fieldDoc({
          summary: 'Move, resize or reassign a field (Draft only)',
          success: ok(FIELD_ANSWER),
          errors: [409],
        }),
      },
    },
    async (request) =>
      changeFieldOf(request, {
        action: 'changed',
        fieldId: request.params.coordId,
        field: fromFieldBody(request.body),
      }),
  );

  routes.delete(
    '/v1/documents/signing/:id/coordinate/:coordId',
    {
      schema: { params: fieldParams },
      config: {
        doc: fieldDoc({
          summary: 'Remove a field (Draft only)',
          success: ok(FIELD_ANSWER),
          errors: [409],
        }),
      },
    },
    async (request) => changeFieldOf(request, { action: 'removed', fieldId: request.params.coordId }),
  );

  routes.get(
    '/v1/documents/:id/audit',
    {
      schema: { params: idParams },
      config: {
        doc: auditDoc({
          summary: "A document's audit trail (History), each signer's own dates and its automatic reminders",
          success: ok(contractAnswer('AuditTrailResponse', 'audit')),
        }),
      },
    },
    async (request) => getAuditTrail({ db, accountId: request.accountId, documentId: request.params.id }),
  );

  routes.get(
    '/asset/:id',
    {
      schema: { params: idParams },
      config: {
        doc: documentDoc({
          summary: "The owner's uploaded PDF (DocPath)",
          success: ok('The PDF'),
          pdf: true,
        }),
      },
    },
    async (request, reply) => {
      const file = await getDocumentFile(db, request.accountId, request.params.id);
      return sendPdf(reply, storage, file, request.headers.range);
    },
  );

  routes.get(
    '/v1/documents/trash',
    {
      schema: { querystring: trashListQuerySchema },
      config: {
        doc: documentDoc({
          summary: 'A page of the documents in the Trash, with `search` and `status`',
          success: ok(pagedAnswer('DocumentListItem', 'documents')),
        }),
      },
    },
    async (request) => listTrash(db, request.accountId, request.query),
  );

  routes.delete(
    '/v1/documents/trash',
    {
      config: {
        doc: documentDoc({
          summary: 'Empty the Trash: purge its documents (their files go, their evidence stays)',
          success: ok(contractAnswer('EmptyTrashResponse', 'documents')),
        }),
      },
    },
    async (request) => emptyTrash(db, storage, request.log, request.accountId),
  );

  routes.delete(
    '/v1/documents/:id',
    {
      schema: { params: idParams },
      config: {
        doc: documentDoc({
          summary: 'Move a document to the Trash',
          success: ok(`${MESSAGE_ANSWER} with \`document\``),
          errors: [409],
        }),
      },
    },
    async (request) => ({
      message: API_MESSAGES.deleted,
      document: await trashDocument(db, request.accountId, request.params.id),
    }),
  );

  routes.post(
    '/v1/documents/:id/restore',
    {
      schema: { params: idParams },
      config: {
        doc: documentDoc({
          summary: 'Restore a document from the Trash',
          success: ok(DOCUMENT_ANSWER),
        }),
      },
    },
    async (request) => ({
      document: await restoreDocument(db, request.accountId, request.params.id),
    }),
  );
}
