import { API_MESSAGES } from '@signflow/contract/api-errors';
import { languageUpdateSchema, profileUpdateSchema } from '@signflow/contract/profile';
import { reminderSettingsSchema } from '@signflow/contract/sender-controls';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/app-error';
import { authenticate } from '../../http/authenticate';
import { getCurrentSubscription } from '../subscriptions/service';
import { changeDefaultReminders, changeLanguage, changeProfile, getProfile } from './service';

export async function profileRoutes(app: FastifyInstance, context: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', authenticate(context.tokens));

  routes.get('/v1/profile', async (request) => getProfile(context.db, request.accountId));

  routes.patch('/v1/profile', { schema: { body: profileUpdateSchema } }, async (request) =>
    changeProfile(context.db, request.accountId, request.body),
  );

  routes.put('/v1/profile/language', { schema: { body: languageUpdateSchema } }, async (request) =>
    changeLanguage(context.db, request.accountId, request.body),
  );

  routes.put('/v1/profile/reminders', { schema: { body: reminderSettingsSchema } }, async (request) =>
    changeDefaultReminders(context.db, request.accountId, request.body),
  );

  // A 404 here means "no subscription", and the page offers Subscribe Now (docs/api.md#published-spellings).
  routes.get('/v1/profile/subscription', async (request) => {
    const subscription = await getCurrentSubscription(context.db, request.accountId);
    if (!subscription) throw notFound(API_MESSAGES.noSubscription);
    return { subscription };
  });
}
