import multipart from '@fastify/multipart';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  saveAsTemplateSchema,
  TEMPLATE_FILE_FIELD,
  TEMPLATE_NAME_FIELD,
  TEMPLATE_ROLES_FIELD,
  TEMPLATE_ROLES_PART_BYTES,
  templateChangeSchema,
  templateDuplicateSchema,
  templateFieldChangesSchema,
  templateListQuerySchema,
  templateUseSchema,
} from '@signflow/contract/templates';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { withAdmittedUpload } from '../../http/admitted-upload';
import { ownerRoutes } from '../../http/authenticate';
import { sendPdf } from '../../http/pdf-reply';
import { ownerRequestOf } from '../../http/request-origin';
import { contractAnswer, created, MESSAGE_ANSWER, ok, pagedAnswer, routeDocs } from '../../http/route-doc';
import { idParams } from '../../http/route-params';
import { settleUnreadBody } from '../../http/unread-body';
import { changeTemplate } from './change-template';
import { changeTemplateFields } from './change-template-fields';
import { createTemplate } from './create-template';
import { duplicateTemplate } from './duplicate-template';
import { makeDocument } from './make-document';
import { removeTemplate } from './remove-template';
import { saveAsTemplate } from './save-as-template';
import { assertPlanAllowsTemplate, getTemplate, getTemplateFile, listTemplates } from './service';
import { checkTemplatePart, templatePartsOf } from './template-form';

const templateDoc = routeDocs('templates', 'owner');

const TEMPLATE_ANSWER = contractAnswer('TemplateDetail', 'templates');

/** Templates: reusable documents, their roles and fields, and the documents made from them (docs/api.md#templates). */
export async function templateRoutes(app: FastifyInstance, context: AppContext) {
  const { db, storage, config } = context;
  // A template's PDF is a streamed upload like a document's (docs/api.md#uploads).
  await app.register(multipart, { limits: { fileSize: config.uploadLimitBytes } });
  const routes = ownerRoutes(app, context.tokens);

  routes.post(
    '/v1/templates',
    {
      onSend: settleUnreadBody(context.uploads.largestFormBytes),
      config: {
        doc: templateDoc({
          summary:
            'Make a template from a PDF: `name`, `roles` (a JSON array of `{name, level}`, in their order) and the PDF in `file`, checked and bounded as an upload is. Put the name and roles before the file: they are checked as soon as they are read, so a refusal comes before the file is sent',
          success: created(TEMPLATE_ANSWER),
          multipart: { file: TEMPLATE_FILE_FIELD, values: [TEMPLATE_NAME_FIELD, TEMPLATE_ROLES_FIELD] },
          errors: [403, 413, 415, 429, 503],
        }),
      },
    },
    async (request, reply) => {
      const owner = ownerRequestOf(request);
      const form = {
        accountId: owner.accountId,
        fileField: TEMPLATE_FILE_FIELD,
        valueFields: [TEMPLATE_NAME_FIELD, TEMPLATE_ROLES_FIELD],
        valueBytes: TEMPLATE_ROLES_PART_BYTES,
        onValue: checkTemplatePart,
        beforeBody: () => assertPlanAllowsTemplate(db, owner.accountId),
      };
      const template = await withAdmittedUpload(request, context, form, ({ file, values }) =>
        createTemplate({ db, storage, pdfWork: context.pdfWork, owner, file, parts: templatePartsOf(values) }),
      );
      reply.status(201);
      return template;
    },
  );

  routes.get(
    '/v1/templates',
    {
      schema: { querystring: templateListQuerySchema },
      config: {
        doc: templateDoc({
          summary:
            "A page of the account's templates, newest first, each with its roles and how many documents were made from it; `search` finds any part of a name",
          success: ok(pagedAnswer('TemplateListItem', 'templates')),
        }),
      },
    },
    async (request) => listTemplates(db, request.accountId, request.query),
  );

  routes.get(
    '/v1/templates/:id',
    {
      schema: { params: idParams },
      config: {
        doc: templateDoc({
          summary: 'One template: its roles, its fields (each with its id) and how many documents were made from it',
          success: ok(TEMPLATE_ANSWER),
        }),
      },
    },
    async (request) => getTemplate(db, request.accountId, request.params.id),
  );

  routes.get(
    '/v1/templates/:id/pdf',
    {
      schema: { params: idParams },
      config: {
        doc: templateDoc({
          summary: "The template's PDF (its `pdfPath`), for the field editor",
          success: ok('The PDF'),
          pdf: true,
        }),
      },
    },
    async (request, reply) => {
      const file = await getTemplateFile(db, request.accountId, request.params.id);
      return sendPdf(reply, storage, file, request.headers.range);
    },
  );

  routes.put(
    '/v1/templates/:id/fields',
    {
      schema: { params: idParams, body: templateFieldChangesSchema },
      config: {
        doc: templateDoc({
          summary:
            "Save the template's fields: a batch of creations, changes and removals in one transaction, all or nothing, in the shape and with the rules of a document's field batch, each field for a `roleId`; `senderFilled` on a text, date or checkbox field leaves its value to the sender, when a document is made. Documents already made keep their fields",
          success: ok(TEMPLATE_ANSWER),
        }),
      },
    },
    async (request) =>
      changeTemplateFields({
        db,
        owner: ownerRequestOf(request),
        templateId: request.params.id,
        changes: request.body,
      }),
  );

  routes.patch(
    '/v1/templates/:id',
    {
      schema: { params: idParams, body: templateChangeSchema },
      config: {
        doc: templateDoc({
          summary:
            'Rename a template and, with `roles`, set its whole list of roles in their order, in one change: a row with the `id` of one of its roles renames it or moves it to another level (keeping its fields), a row without adds one, a role left out is removed, which only a role without fields may be (409 naming it otherwise). Documents already made keep theirs',
          success: ok(TEMPLATE_ANSWER),
          errors: [409],
        }),
      },
    },
    async (request) =>
      changeTemplate({ db, owner: ownerRequestOf(request), templateId: request.params.id, change: request.body }),
  );

  routes.delete(
    '/v1/templates/:id',
    {
      schema: { params: idParams },
      config: {
        doc: templateDoc({
          summary:
            'Delete a template with its roles, fields and PDF; documents made from it keep everything (their own PDF, signers and fields)',
          success: ok(MESSAGE_ANSWER),
        }),
      },
    },
    async (request) => {
      await removeTemplate({
        db,
        storage,
        owner: ownerRequestOf(request),
        templateId: request.params.id,
        log: request.log,
      });
      return { message: API_MESSAGES.deleted };
    },
  );

  routes.post(
    '/v1/templates/:id/duplicate',
    {
      schema: { params: idParams, body: templateDuplicateSchema },
      config: {
        doc: templateDoc({
          summary:
            "Duplicate a template: a template of its own (counted against the plan's templates), with a copy of the PDF, the roles and the fields, named `name` or 'Copy of …' in the account's language",
          success: created(TEMPLATE_ANSWER),
          errors: [403],
        }),
      },
    },
    async (request, reply) => {
      const copy = await duplicateTemplate({
        db,
        storage,
        owner: ownerRequestOf(request),
        templateId: request.params.id,
        name: request.body.name,
      });
      reply.status(201);
      return copy;
    },
  );

  routes.post(
    '/v1/templates/:id/documents',
    {
      schema: { params: idParams, body: templateUseSchema },
      config: {
        doc: templateDoc({
          summary:
            "Make a document from a template: a copy of its PDF, each role given one recipient (`recipients`: `{roleId, name, email}`, who signs at the role's level), its fields theirs, the values of the fields the sender fills in given in `values` (`{fieldId, value}`: text; 'true' or 'false' for a checkbox; YYYY-MM-DD for a date), read-only for the signer. A Draft, or with `send: true` sent for signing at once through Invite Sign (its checks, `message` and `reminders`). Counted against the plan's documents",
          success: created(contractAnswer('TemplateUseResponse', 'templates')),
          errors: [403, 409],
        }),
      },
    },
    async (request, reply) => {
      const made = await makeDocument({
        db,
        storage,
        links: context.signerLinks,
        owner: ownerRequestOf(request),
        templateId: request.params.id,
        use: request.body,
      });
      reply.status(201);
      return made;
    },
  );

  routes.post(
    '/v1/documents/:id/save-as-template',
    {
      schema: { params: idParams, body: saveAsTemplateSchema },
      config: {
        doc: templateDoc({
          summary:
            "Save a document (any status, outside the Trash) as a template named `name`: a copy of its original PDF, its signers as roles (each signer's name, or 'Signer N' for one without a name of its own, and their levels) and its fields for those roles, without any answer. Counted against the plan's templates; the document is left as it is",
          success: created(TEMPLATE_ANSWER),
          errors: [403],
        }),
      },
    },
    async (request, reply) => {
      const template = await saveAsTemplate({
        db,
        storage,
        owner: ownerRequestOf(request),
        documentId: request.params.id,
        name: request.body.name,
      });
      reply.status(201);
      return template;
    },
  );
}
