import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/app-error';
import { isLoopbackPeer } from '../../http/request-origin';
import { findAccountByEmail } from '../auth/repo';
import { timeTravelBody } from '../subscriptions/dev-time-travel-routes';
import { listEndpoints, shiftFailingSince } from './repo';

/**
 * POST /dev/webhooks/time-travel {email, days}: as if that account's failing endpoints had been failing `days`
 * longer, so the end-to-end tests see one turned off (WEBHOOK_DISABLE_AFTER_HOURS) at its next failure without
 * waiting days. Mounted, and answering only on this machine, as POST /dev/time-travel is.
 */
export async function devWebhookTimeTravelRoutes(app: FastifyInstance, context: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post('/dev/webhooks/time-travel', { schema: { body: timeTravelBody } }, async (request) => {
    if (!isLoopbackPeer(request)) throw notFound();
    const account = await findAccountByEmail(context.db, request.body.email.toLowerCase());
    if (!account) throw notFound();
    await shiftFailingSince(context.db, account.id, request.body.days);
    const endpoints = await listEndpoints(context.db, account.id);
    return {
      endpoints: endpoints.map(({ id, failingSince }) => ({ id, failingSince: failingSince?.toISOString() ?? null })),
    };
  });
}
