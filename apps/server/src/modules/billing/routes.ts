import { billingListQuerySchema, subscribeSchema } from '@signflow/contract/billing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { authenticate } from '../../http/authenticate';
import { acceptFormBodies } from '../../http/form-body';
import { sendPdfBytes } from '../../http/pdf-reply';
import { idParams } from '../../http/route-params';
import { invoicePdfOf } from './invoice';
import { receivePaymentCallback } from './payment-callback';
import { queueReceipt } from './receipt';
import {
  getBilling,
  getBillingPayment,
  getPaymentLink,
  getUnpaidBilling,
  listBillings,
  listPackages,
  listPaymentMethods,
  PAYMENT_CALLBACK_PATH,
  subscribe,
} from './service';

/** The amount the gateway prices its methods' fees for; by default a month of the cheapest package with tax. */
const paymentMethodQuery = z.object({
  amount: z.coerce.number().int().min(1).max(1_000_000_000).optional(),
});
const DEFAULT_FEE_AMOUNT = 55_000;

/** Packages, buying one, and the account's billings (docs/domain.md#plans-and-subscriptions). */
export async function billingRoutes(app: FastifyInstance, context: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', authenticate(context.tokens));
  const { db } = context;

  routes.get('/v1/packages', async () => listPackages(context.config.salesEmail));

  routes.get('/v1/subscribe/payment-method', { schema: { querystring: paymentMethodQuery } }, async (request) =>
    listPaymentMethods(context.payments, request.query.amount ?? DEFAULT_FEE_AMOUNT),
  );

  routes.post('/v1/subscribe', { schema: { body: subscribeSchema } }, async (request) =>
    subscribe({ db, gateway: context.payments, appUrl: context.config.appUrl }, request.accountId, request.body),
  );

  routes.get('/v1/profile/billing', { schema: { querystring: billingListQuerySchema } }, async (request) =>
    listBillings(db, request.accountId, request.query),
  );

  routes.get('/v1/profile/billing/:id/payment-link', { schema: { params: idParams } }, async (request) =>
    getPaymentLink(db, request.accountId, request.params.id),
  );

  routes.get('/v1/billing/unpaid', async (request) => getUnpaidBilling(db, request.accountId));

  routes.get('/v1/billing/:id', { schema: { params: idParams } }, async (request) =>
    getBilling(db, request.accountId, request.params.id),
  );

  routes.get('/v1/billing/:id/payment', { schema: { params: idParams } }, async (request) =>
    getBillingPayment(db, request.accountId, request.params.id),
  );

  routes.get('/v1/billing/:id/invoice', { schema: { params: idParams } }, async (request, reply) => {
    const seller = { appUrl: context.config.appUrl, salesEmail: context.config.salesEmail };
    const invoice = await invoicePdfOf(db, seller, request.accountId, request.params.id);
    return sendPdfBytes(reply, invoice.bytes, invoice.fileName);
  });
}

/**
 * The gateway's server-to-server callback: no bearer token, its signature is the proof. Gateways post it as a
 * form; a JSON object of the same fields is read alike.
 */
const callbackBody = z.record(z.string(), z.unknown());
/** Far above what a gateway sends (one callback per payment, a few retries). */
const CALLBACKS_PER_MINUTE = 600;

export async function paymentCallbackRoutes(app: FastifyInstance, context: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  acceptFormBodies(app);
  // Every callback is recorded, refused ones too: a bound per address keeps a stranger from filling the table.
  const rateLimit = { max: CALLBACKS_PER_MINUTE, timeWindow: '1 minute' };
  routes.post(PAYMENT_CALLBACK_PATH, { schema: { body: callbackBody }, config: { rateLimit } }, async (request) => {
    const fields = Object.fromEntries(
      Object.entries(request.body).flatMap(([name, value]) =>
        typeof value === 'string' ? [[name, value]] : typeof value === 'number' ? [[name, String(value)]] : [],
      ),
    );
    return receivePaymentCallback({
      db: context.db,
      gateway: context.payments,
      fields,
      onPaid: (tx, billing) => queueReceipt(tx, context.config.appUrl, billing),
    });
  });
}
