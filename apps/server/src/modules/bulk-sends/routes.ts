import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  BULK_SEND_FILE_FIELD,
  BULK_SEND_SEND_FIELD,
  bulkSendSendSchema,
  MAX_BULK_SEND_BYTES,
  MAX_BULK_SEND_MB,
} from '@signflow/contract/bulk-sends';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError, badRequest } from '../../http/app-error';
import { ownerRoutes } from '../../http/authenticate';
import { errorAnswer } from '../../http/error-handler';
import { ownerRequestOf } from '../../http/request-origin';
import { accepted, contractAnswer, ok, routeDocs } from '../../http/route-doc';
import { idParams } from '../../http/route-params';
import { settleUnreadBody } from '../../http/unread-body';
import { BulkRowsRefused } from './bulk-rows';
import { readCsvTable } from './csv-file';
import { queueBulkSend } from './queue-bulk-send';
import { getBulkSendProgress, sampleCsv } from './service';

const bulkSendDoc = routeDocs('bulkSends', 'owner');

/** Files an account may post in an hour, taken or refused (docs/api.md#bulk-send). */
const BULK_SENDS_PER_ACCOUNT_PER_HOUR = 30;

/** The form's text parts and file, past which a body is not a bulk send's. */
const FORM_LIMITS = { fileSize: MAX_BULK_SEND_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 };

/**
 * The multipart form of a bulk send, read whole (the file is at most MAX_BULK_SEND_BYTES): the CSV file's bytes and
 * the `send` part. 400 for a body that is not such a form or has no file, 413 for a file past the limit.
 */
async function readBulkSendForm(request: FastifyRequest): Promise<{ file: Buffer; send: boolean }> {
  if (!request.isMultipart()) throw badRequest(API_MESSAGES.bulkSendNoFile);
  let file: Buffer | null = null;
  let sendText: string | undefined;
  try {
    for await (const part of request.parts({ limits: FORM_LIMITS }) as AsyncIterable<MultipartFile | MultipartValue>) {
      if (part.type === 'file') {
        if (part.fieldname === BULK_SEND_FILE_FIELD) file = await part.toBuffer();
        else part.file.resume();
      } else if (part.fieldname === BULK_SEND_SEND_FIELD) {
        if (part.valueTruncated) throw badRequest(API_MESSAGES.sendInvalid);
        sendText = String(part.value).trim();
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, API_MESSAGES.bulkSendTooLarge, { limit: MAX_BULK_SEND_MB });
    }
    // A body the multipart parser refuses (its shape, its limits) is not a bulk send's form.
    if (error instanceof Error && !('syscall' in error)) throw badRequest(API_MESSAGES.invalidRequest);
    throw error;
  }
  const send = bulkSendSendSchema.safeParse(sendText === '' ? undefined : sendText);
  if (!send.success) throw badRequest(API_MESSAGES.sendInvalid);
  if (!file) throw badRequest(API_MESSAGES.bulkSendNoFile);
  return { file, send: send.data };
}

/** Bulk send: a template's sample CSV, a CSV file queued as one document per row, and its progress (docs/api.md#bulk-send). */
export async function bulkSendRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  await app.register(multipart, { limits: { fileSize: MAX_BULK_SEND_BYTES } });
  const routes = ownerRoutes(app, context.tokens);

  routes.get(
    '/v1/templates/:id/bulk-sends/sample.csv',
    {
      schema: { params: idParams },
      config: {
        doc: bulkSendDoc({
          summary:
            "A sample CSV file for the template's bulk send: the header ('<Role> name' and '<Role> email' for each role in order, then one column per field the sender fills in, by its label) and one example row",
          success: ok('The CSV file (UTF-8 with a byte order mark)'),
          csv: true,
        }),
      },
    },
    async (request, reply) => {
      const csv = await sampleCsv(db, request.accountId, request.params.id);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="bulk-send-sample.csv"');
      return csv;
    },
  );

  routes.post(
    '/v1/templates/:id/bulk-sends',
    {
      onSend: settleUnreadBody(MAX_BULK_SEND_BYTES + 64 * 1024),
      config: {
        // Each file is read and every row checked as it comes, refused or not: an account sends a few an hour.
        rateLimit: {
          max: BULK_SENDS_PER_ACCOUNT_PER_HOUR,
          timeWindow: '1 hour',
          keyGenerator: (request: FastifyRequest) => `bulk-send:${request.accountId}`,
        },
        doc: bulkSendDoc({
          summary:
            "Queue a bulk send: the CSV file in `file` (the sample's columns, one row per document), with `send` 'false' to leave each document a Draft ('true' by default). Every row is checked first: one bad row (its e-mail, a value that breaks its field's rules, a column unknown or missing, past the plan's documents) refuses the file with 400 and `errors: [{row, column, message}]` (row 1 is the first under the header, 0 the header), and nothing is made. Otherwise 202: a job makes (and sends) one document per row; read its progress at GET /v1/bulk-sends/{id}",
          success: accepted(contractAnswer('BulkSendQueued', 'bulk-sends')),
          multipart: { file: BULK_SEND_FILE_FIELD, values: [BULK_SEND_SEND_FIELD] },
          errors: [403, 413, 415, 429],
        }),
      },
      schema: { params: idParams },
    },
    async (request, reply) => {
      const owner = ownerRequestOf(request);
      const { file, send } = await readBulkSendForm(request);
      try {
        const table = readCsvTable(file);
        const queued = await queueBulkSend({ db, owner, templateId: request.params.id, table, send });
        context.wakeBulkSends();
        reply.status(202);
        return queued;
      } catch (error) {
        if (!(error instanceof BulkRowsRefused)) throw error;
        reply.status(400);
        return { ...errorAnswer(400, error.message), errors: error.errors };
      }
    },
  );

  routes.get(
    '/v1/bulk-sends/:id',
    {
      schema: { params: idParams },
      config: {
        doc: bulkSendDoc({
          summary:
            "A bulk send's progress: its status ('Queued', 'Running', 'Finished'), how many rows it holds (`total`), how many documents were made (`created`) and how many rows failed (`failed`, each in `errors` with why)",
          success: ok(contractAnswer('BulkSendProgress', 'bulk-sends')),
        }),
      },
    },
    async (request) => getBulkSendProgress(db, request.accountId, request.params.id),
  );
}
