import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/app-error';
import { isLoopbackPeer } from '../../http/request-origin';
import { shiftSubscriptionDates } from './repo';
import { getCurrentSubscription } from './service';

/** `days` to move an account's clock back by, as the dev time-travel routes take it. */
export const timeTravelBody = z.object({
  email: z.string().trim().min(3).max(320),
  days: z.coerce.number().int().min(-3650).max(3650),
});

/**
 * POST /dev/time-travel {email, days}: the end-to-end tests' clock. It moves one account's subscription dates
 * `days` into the past, as if those days had passed for that account alone (an expired trial without
 * waiting a week). app.ts mounts it only with DEV_TIME_TRAVEL=true outside production (config refuses it
 * there), and it answers only on this machine, as 'not found' to anybody else.
 */
export async function devTimeTravelRoutes(app: FastifyInstance, context: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post('/dev/time-travel', { schema: { body: timeTravelBody } }, async (request) => {
    if (!isLoopbackPeer(request)) throw notFound();
    const accountId = await shiftSubscriptionDates(context.db, request.body.email, request.body.days);
    if (!accountId) throw notFound();
    return { subscription: await getCurrentSubscription(context.db, accountId) };
  });
}
