import {
  cancelDocumentSchema,
  reminderSettingsSchema,
  SIGNER_LINK_TTL_DAYS,
  signerCorrectionSchema,
} from '@signflow/contract/sender-controls';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ownerRoutes } from '../../http/authenticate';
import { ownerRequestOf } from '../../http/request-origin';
import { contractAnswer, ok, routeDocs } from '../../http/route-doc';
import { idParams, signerParams } from '../../http/route-params';
import { cancelSigning } from './cancel-signing';
import { changeDocumentReminders } from './change-document-reminders';
import { correctSigner } from './correct-signer';
import { remindSigners } from './remind-signers';
import { renewLinks } from './renew-links';

const signingDoc = routeDocs('signing', 'owner');

/**
 * What the owner does with a Sent document (docs/api.md#sender-controls): remind, automatic reminders, correct a
 * signer, renew links, cancel. No answer carries a signer's link token.
 */
export async function senderRoutes(app: FastifyInstance, context: AppContext) {
  const { db, signerLinks: links } = context;
  const routes = ownerRoutes(app, context.tokens);

  routes.post(
    '/v1/documents/:id/remind',
    {
      schema: { params: idParams },
      config: {
        doc: signingDoc({
          summary:
            'Remind the signers whose turn it is and who have not submitted (once an hour each; no link in the answer)',
          success: ok(contractAnswer('RemindResponse', 'sender-controls')),
          errors: [409, 429],
        }),
      },
    },
    async (request) => remindSigners({ db, links, owner: ownerRequestOf(request), documentId: request.params.id }),
  );

  routes.put(
    '/v1/documents/:id/reminders',
    {
      schema: { params: idParams, body: reminderSettingsSchema },
      config: {
        doc: signingDoc({
          summary:
            "A Sent document's automatic reminders: after days, every days, at most (0 after days turns them off)",
          success: ok(contractAnswer('DocumentRemindersResponse', 'sender-controls')),
          errors: [409],
        }),
      },
    },
    async (request) =>
      changeDocumentReminders({
        db,
        owner: ownerRequestOf(request),
        documentId: request.params.id,
        settings: request.body,
      }),
  );

  routes.patch(
    '/v1/documents/:id/signers/:signerId',
    {
      schema: { params: signerParams, body: signerCorrectionSchema },
      config: {
        doc: signingDoc({
          summary:
            'Correct a signer who has not submitted: name or e-mail; their old link ends at once and an invited signer gets a new invitation',
          success: ok(contractAnswer('SignerCorrectionResponse', 'sender-controls')),
          errors: [409],
        }),
      },
    },
    async (request) =>
      correctSigner({
        db,
        links,
        owner: ownerRequestOf(request),
        documentId: request.params.id,
        signerId: request.params.signerId,
        correction: request.body,
      }),
  );

  routes.post(
    '/v1/documents/:id/renew-links',
    {
      schema: { params: idParams },
      config: {
        doc: signingDoc({
          summary: `Renew links: the waiting signers' links work again for ${SIGNER_LINK_TTL_DAYS} days from now, mailed to them again`,
          success: ok(contractAnswer('RenewLinksResponse', 'sender-controls')),
          errors: [409],
        }),
      },
    },
    async (request) => renewLinks({ db, links, owner: ownerRequestOf(request), documentId: request.params.id }),
  );

  routes.post(
    '/v1/documents/:id/cancel',
    {
      schema: { params: idParams, body: cancelDocumentSchema },
      config: {
        doc: signingDoc({
          summary:
            'Cancel (void) signing with a reason: the document becomes Cancelled and every invited signer is told',
          success: ok(contractAnswer('CancelDocumentResponse', 'sender-controls')),
          errors: [409],
        }),
      },
    },
    async (request) =>
      cancelSigning({ db, owner: ownerRequestOf(request), documentId: request.params.id, reason: request.body.reason }),
  );
}
