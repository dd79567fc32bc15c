import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/app-error';
import { onlyFromThisMachine, timeTravelBody } from '../../http/dev-routes';
import { findAccountIdByEmail } from '../auth/repo';
import { shiftSubscriptionDates } from './repo';
import { getCurrentSubscription } from './service';

/**
 * POST /dev/time-travel {email, days}: the end-to-end tests' clock. It moves one account's subscription dates
 * `days` into the past, as if those days had passed for that account alone (an expired trial without
 * waiting a week). app.ts mounts it only with DEV_TIME_TRAVEL=true outside production (config refuses it
 * there), and it answers only on this machine, as 'not found' to anybody else.
 */
export async function devTimeTravelRoutes(app: FastifyInstance, context: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/dev/time-travel',
    { onRequest: onlyFromThisMachine, schema: { body: timeTravelBody } },
    async (request) => {
      const accountId = await findAccountIdByEmail(context.db, request.body.email.toLowerCase());
      if (!accountId) throw notFound();
      await shiftSubscriptionDates(context.db, accountId, request.body.days);
      return { subscription: await getCurrentSubscription(context.db, accountId) };
    },
  );
}
