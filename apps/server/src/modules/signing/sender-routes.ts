import {
  cancelDocumentSchema,
  reminderSettingsSchema,
  signerCorrectionSchema,
} from '@signflow/contract/sender-controls';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { authenticate } from '../../http/authenticate';
import { ownerRequestOf } from '../../http/request-origin';
import { idParams, signerParams } from '../../http/route-params';
import { cancelSigning } from './cancel-signing';
import { correctSigner } from './correct-signer';
import { changeDocumentReminders } from './document-reminders';
import { remindSigners } from './remind-signers';
import { renewLinks } from './renew-links';

/**
 * What the owner does with a Sent document (docs/api.md#sender-controls): remind, automatic reminders, correct a
 * signer, renew links, cancel. No answer carries a signer's link token.
 */
export async function senderRoutes(app: FastifyInstance, context: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = context;
  const { signerLinks } = context;
  routes.addHook('onRequest', authenticate(context.tokens));

  routes.post('/v1/documents/:id/remind', { schema: { params: idParams } }, async (request) =>
    remindSigners(db, signerLinks, ownerRequestOf(request), request.params.id),
  );

  routes.put(
    '/v1/documents/:id/reminders',
    { schema: { params: idParams, body: reminderSettingsSchema } },
    async (request) => changeDocumentReminders(db, ownerRequestOf(request), request.params.id, request.body),
  );

  routes.patch(
    '/v1/documents/:id/signers/:signerId',
    { schema: { params: signerParams, body: signerCorrectionSchema } },
    async (request) =>
      correctSigner(
        db,
        signerLinks,
        ownerRequestOf(request),
        { documentId: request.params.id, signerId: request.params.signerId },
        request.body,
      ),
  );

  routes.post('/v1/documents/:id/renew-links', { schema: { params: idParams } }, async (request) =>
    renewLinks(db, signerLinks, ownerRequestOf(request), request.params.id),
  );

  routes.post(
    '/v1/documents/:id/cancel',
    { schema: { params: idParams, body: cancelDocumentSchema } },
    async (request) => cancelSigning(db, ownerRequestOf(request), request.params.id, request.body.reason),
  );
}
