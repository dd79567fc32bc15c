import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptedLanguage } from '../../http/accept-language';
import { notFound } from '../../http/app-error';
import { limitRouteBodies, PAYMENT_FORM_BODY_BYTES } from '../../http/body-limits';
import { errorAnswer } from '../../http/error-handler';
import { acceptFormBodies } from '../../http/form-body';
import { PaymentGatewayError } from '../../platform/payments/gateway';
import {
  SANDBOX_PAGE_PREFIX,
  type SandboxGateway,
  type SandboxSettlement,
} from '../../platform/payments/sandbox-gateway';

const orderParams = z.object({ orderNo: z.string().min(1).max(64) });
const outcomeBody = z.object({ outcome: z.enum(['pay', 'fail']) });

/**
 * The sandbox gateway's hosted payment page (PAYMENT_PROVIDER=sandbox): not part of the API, as a real
 * gateway's page would not be, and in the browser's language, as a gateway's page is. Pay and Fail post the
 * signed callback, then send the browser back to the app.
 */
export function sandboxPageRoutes(sandbox: SandboxGateway) {
  return async (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    acceptFormBodies(app);
    limitRouteBodies(app, PAYMENT_FORM_BODY_BYTES);
    const page = `${SANDBOX_PAGE_PREFIX}/:orderNo`;

    routes.get(page, { schema: { params: orderParams, hide: true } }, async (request, reply) => {
      const html = await sandbox.pageHtml(request.params.orderNo, acceptedLanguage(request.headers['accept-language']));
      if (html === null) throw notFound();
      return reply.type('text/html; charset=utf-8').send(html);
    });

    routes.post(page, { schema: { params: orderParams, body: outcomeBody, hide: true } }, async (request, reply) => {
      const { orderNo } = request.params;
      let settlement: SandboxSettlement;
      try {
        settlement = await sandbox.settle(orderNo, request.body.outcome);
      } catch (error) {
        if (!(error instanceof PaymentGatewayError)) throw error;
        request.log.error({ err: error }, 'sandbox: the callback was not accepted');
        return reply.status(502).send(errorAnswer(502, API_MESSAGES.paymentUnavailable));
      }
      if (settlement.kind === 'unknown') throw notFound();
      // A page left open past its expiry: nothing is paid, and the page says why.
      if (settlement.kind === 'expired') {
        return reply
          .status(410)
          .type('text/html; charset=utf-8')
          .send(await sandbox.pageHtml(orderNo, acceptedLanguage(request.headers['accept-language'])));
      }
      return reply.redirect(settlement.next, 303);
    });
  };
}
