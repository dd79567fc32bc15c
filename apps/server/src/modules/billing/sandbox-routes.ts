import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/app-error';
import { acceptFormBodies } from '../../http/form-body';
import { PaymentGatewayError } from '../../platform/payments/gateway';
import { SANDBOX_PAGE_PREFIX, type SandboxGateway } from '../../platform/payments/sandbox-gateway';

const orderParams = z.object({ orderNo: z.string().min(1).max(64) });
const outcomeBody = z.object({ outcome: z.enum(['pay', 'fail']) });

/**
 * The sandbox gateway's hosted payment page (PAYMENT_PROVIDER=sandbox): not part of the API, as a real
 * gateway's page would not be. Pay and Fail post the signed callback, then send the browser back to the app.
 */
export function sandboxPageRoutes(sandbox: SandboxGateway) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    acceptFormBodies(app);
    const page = `${SANDBOX_PAGE_PREFIX}/:orderNo`;

    routes.get(page, { schema: { params: orderParams, hide: true } }, async (request, reply) => {
      const html = await sandbox.pageHtml(request.params.orderNo);
      if (html === null) throw notFound();
      return reply.type('text/html; charset=utf-8').send(html);
    });

    routes.post(page, { schema: { params: orderParams, body: outcomeBody, hide: true } }, async (request, reply) => {
      let next: string | null;
      try {
        next = await sandbox.settle(request.params.orderNo, request.body.outcome);
      } catch (error) {
        if (!(error instanceof PaymentGatewayError)) throw error;
        request.log.error({ err: error }, 'sandbox: the callback was not accepted');
        return reply.status(502).send({ code: 502, message: API_MESSAGES.paymentUnavailable });
      }
      if (next === null) throw notFound();
      return reply.redirect(next, 303);
    });
  };
}
