import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/app-error';
import { onlyFromThisMachine, timeTravelBody } from '../../http/dev-routes';
import { findAccountIdByEmail } from '../auth/repo';
import { listEndpoints, shiftFailingSince } from './repo';

/**
 * POST /dev/webhooks/time-travel {email, days}: as if that account's failing endpoints had been failing `days`
 * longer, so the end-to-end tests see one turned off (WEBHOOK_DISABLE_AFTER_HOURS) at its next failure without
 * waiting days. Mounted, and answering only on this machine, as POST /dev/time-travel is.
 */
export async function devWebhookTimeTravelRoutes(app: FastifyInstance, context: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/dev/webhooks/time-travel',
    { onRequest: onlyFromThisMachine, schema: { body: timeTravelBody } },
    async (request) => {
      const accountId = await findAccountIdByEmail(context.db, request.body.email.toLowerCase());
      if (!accountId) throw notFound();
      await shiftFailingSince(context.db, accountId, request.body.days);
      const endpoints = await listEndpoints(context.db, accountId);
      return {
        endpoints: endpoints.map(({ id, failingSince }) => ({ id, failingSince: failingSince?.toISOString() ?? null })),
      };
    },
  );
}
