import { API_MESSAGES } from '@signflow/contract/api-errors';
import { languageUpdateSchema, profileUpdateSchema } from '@signflow/contract/profile';
import {
  SAVED_SIGNATURE_KINDS,
  type SavedSignatureKind,
  savedSignatureBodySchema,
  savedSignaturePath,
} from '@signflow/contract/saved-signatures';
import { reminderSettingsSchema } from '@signflow/contract/sender-controls';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../http/app-error';
import { ownerRoutes } from '../../http/authenticate';
import { contractAnswer, ok, routeDocs } from '../../http/route-doc';
import { getCurrentSubscription } from '../subscriptions/service';
import { keepSavedSignature, listSavedSignatures, removeSavedSignature } from './saved-signatures';
import { changeDefaultReminders, changeLanguage, changeProfile, getProfile } from './service';

const profileDoc = routeDocs('profile', 'owner');

const PROFILE_ANSWER = contractAnswer('ProfileResponse', 'profile');
const SAVED_SIGNATURE_CHANGE_ANSWER = contractAnswer('SavedSignatureChangeResponse', 'saved-signatures');
/** The API document's words for keeping and removing each kind. */
const SAVED_SIGNATURE_SUMMARIES: Record<SavedSignatureKind, { keep: string; remove: string }> = {
  signature: {
    keep: "Keep the owner's signature: drawn (`image`, a PNG data URL checked as a signer's image is) or typed (`text`), one of the two",
    remove: "Remove the owner's kept signature (404 when none is kept)",
  },
  initials: {
    keep: "Keep the owner's initials: drawn (`image`) or typed (`text`, at most the initials field's length), one of the two",
    remove: "Remove the owner's kept initials (404 when none is kept)",
  },
};

export async function profileRoutes(app: FastifyInstance, context: AppContext) {
  const routes = ownerRoutes(app, context.tokens);

  routes.get(
    '/v1/profile',
    {
      config: {
        doc: { tag: 'profile', caller: 'owner', summary: "The account's profile", success: ok(PROFILE_ANSWER) },
      },
    },
    async (request) => getProfile(context.db, request.accountId),
  );

  routes.patch(
    '/v1/profile',
    {
      schema: { body: profileUpdateSchema },
      config: {
        doc: { tag: 'profile', caller: 'owner', summary: "Change the account's profile", success: ok(PROFILE_ANSWER) },
      },
    },
    async (request) => changeProfile(context.db, request.accountId, request.body),
  );

  routes.put(
    '/v1/profile/language',
    {
      schema: { body: languageUpdateSchema },
      config: {
        doc: profileDoc({
          summary: "Change the account's language (its mails and its documents' certificate pages)",
          success: ok(PROFILE_ANSWER),
        }),
      },
    },
    async (request) => changeLanguage(context.db, request.accountId, request.body),
  );

  routes.put(
    '/v1/profile/reminders',
    {
      schema: { body: reminderSettingsSchema },
      config: {
        doc: profileDoc({
          summary: "The account's default automatic reminders for Invite Sign",
          success: ok(contractAnswer('ProfileRemindersResponse', 'sender-controls')),
        }),
      },
    },
    async (request) => changeDefaultReminders(context.db, request.accountId, request.body),
  );

  routes.get(
    '/v1/profile/signatures',
    {
      config: {
        doc: profileDoc({
          summary: 'The signature and the initials the owner keeps in Profile (null where none is kept)',
          success: ok(contractAnswer('SavedSignaturesResponse', 'saved-signatures')),
        }),
      },
    },
    async (request) => listSavedSignatures(context.db, request.accountId),
  );

  for (const kind of SAVED_SIGNATURE_KINDS) {
    routes.put(
      savedSignaturePath(kind),
      {
        schema: { body: savedSignatureBodySchema(kind) },
        config: {
          doc: profileDoc({
            summary: SAVED_SIGNATURE_SUMMARIES[kind].keep,
            success: ok(SAVED_SIGNATURE_CHANGE_ANSWER),
          }),
        },
      },
      async (request) =>
        keepSavedSignature({
          db: context.db,
          accountId: request.accountId,
          kind,
          answer: request.body,
          isDrawablePng: (bytes) => context.pdfWork.isDrawablePng(bytes),
        }),
    );
    routes.delete(
      savedSignaturePath(kind),
      {
        config: {
          doc: profileDoc({
            summary: SAVED_SIGNATURE_SUMMARIES[kind].remove,
            success: ok(SAVED_SIGNATURE_CHANGE_ANSWER),
            errors: [404],
          }),
        },
      },
      async (request) => removeSavedSignature({ db: context.db, accountId: request.accountId, kind }),
    );
  }

  // A 404 here means "no subscription", and the page offers Subscribe Now (docs/api.md#published-spellings).
  routes.get(
    '/v1/profile/subscription',
    {
      config: {
        doc: profileDoc({
          summary: "The account's plan and its dates (404: no subscription)",
          success: ok(contractAnswer('SubscriptionResponse', 'plans')),
          errors: [404],
        }),
      },
    },
    async (request) => {
      const subscription = await getCurrentSubscription(context.db, request.accountId);
      if (!subscription) throw notFound(API_MESSAGES.noSubscription);
      return { subscription };
    },
  );
}
