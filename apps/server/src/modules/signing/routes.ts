import multipart from '@fastify/multipart';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import { UPLOAD_SIGNERS_PART_BYTES } from '@signflow/contract/documents';
import {
  documentSignersSchema,
  PREPARE_AGAIN_FILE_FIELD,
  PREPARE_AGAIN_SIGNERS_FIELD,
  prepareAgainBodySchema,
} from '@signflow/contract/prepare-again';
import { inviteBodySchema } from '@signflow/contract/sender-controls';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { withAdmittedUpload } from '../../http/admitted-upload';
import { badRequest } from '../../http/app-error';
import { ownerRoutes } from '../../http/authenticate';
import { parseJsonPart } from '../../http/json-part';
import { ownerRequestOf } from '../../http/request-origin';
import { contractAnswer, MESSAGE_ANSWER, ok, routeDocs } from '../../http/route-doc';
import { idParams } from '../../http/route-params';
import { settleUnreadBody } from '../../http/unread-body';
import { inviteSigners } from './invite-signers';
import { assertPreparable } from './preparable';
import { prepareAgain } from './prepare-again';

const signingDoc = routeDocs('signing', 'owner');

/** The owner's side of signing: Invite Sign and Prepare again. */
export async function signingRoutes(app: FastifyInstance, context: AppContext) {
  const { db, storage, config } = context;
  // Prepare again may carry a new PDF: a streamed upload like POST /v1/fileupload/fileupload (docs/api.md#uploads).
  await app.register(multipart, { limits: { fileSize: config.uploadLimitBytes } });
  const routes = ownerRoutes(app, context.tokens);
  routes.post(
    '/v1/documents/signing/:id/invite',
    {
      schema: { params: idParams, body: inviteBodySchema },
      config: {
        doc: signingDoc({
          summary:
            "Invite Sign: send a Draft document, inviting the signers of its first level; an optional `reminders` sets its automatic reminders (else the account's default), an optional `message` goes into the invitations and reminders",
          success: ok(MESSAGE_ANSWER),
          errors: [403, 409],
        }),
      },
    },
    async (request) =>
      inviteSigners({
        db,
        links: context.signerLinks,
        owner: ownerRequestOf(request),
        documentId: request.params.id,
        body: request.body,
      }),
  );

  // No body, a JSON body {signers?}, or a form with a `signers` part and a `file` part (the new PDF).
  routes.post(
    '/v1/documents/signing/:id/prepare-again',
    {
      schema: { params: idParams, body: prepareAgainBodySchema.nullish() },
      onSend: settleUnreadBody(context.uploads.largestFormBytes),
      config: {
        doc: signingDoc({
          summary:
            "Prepare again: return a Revision or Cancelled document to Draft, its signers' responses cleared; with `signers` (the whole list: a row with a `signerId` changes that signer, one without adds one, a signer left out is removed with their fields) and, as a multipart form with a `signers` part and a `file` part, a new PDF (fields on pages it lacks are dropped and answered as `droppedFields`); all in one change, each recorded in the audit trail",
          success: ok(contractAnswer('PrepareAgainResponse', 'prepare-again')),
          errors: [409, 413, 429, 503],
        }),
      },
    },
    async (request) => {
      const owner = ownerRequestOf(request);
      const documentId = request.params.id;
      const change = { db, storage, pdfWork: context.pdfWork, owner, documentId, log: request.log };
      if (!request.isMultipart()) return prepareAgain({ ...change, signers: request.body?.signers });

      // Refused before the file is read: a document that is not the account's, or cannot be prepared again.
      await assertPreparable(db, owner.accountId, documentId);
      const form = {
        accountId: owner.accountId,
        fileField: PREPARE_AGAIN_FILE_FIELD,
        valueFields: [PREPARE_AGAIN_SIGNERS_FIELD],
        valueBytes: UPLOAD_SIGNERS_PART_BYTES,
        // A bad list of signers is refused as soon as it is read, before the file when it comes first.
        onValue: async (_name: string, value: string) => void parseJsonPart(value, documentSignersSchema),
      };
      return withAdmittedUpload(request, context, form, ({ file, values }) => {
        // A form is for a new PDF: one without it (the PDF under another name) is refused, never taken as a change
        // that keeps the old file.
        if (!file) throw badRequest(API_MESSAGES.uploadNoFile);
        const signersPart = values[PREPARE_AGAIN_SIGNERS_FIELD];
        const signers = signersPart === undefined ? undefined : parseJsonPart(signersPart, documentSignersSchema);
        return prepareAgain({ ...change, signers, file });
      });
    },
  );
}
