import { billingListQuerySchema, subscribeSchema } from '@signflow/contract/billing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ownerRoutes } from '../../http/authenticate';
import { limitRouteBodies, PAYMENT_FORM_BODY_BYTES } from '../../http/body-limits';
import { acceptFormBodies } from '../../http/form-body';
import { sendPdfBytes } from '../../http/pdf-reply';
import { contractAnswer, MESSAGE_ANSWER, ok, pagedAnswer, routeDocs } from '../../http/route-doc';
import { idParams } from '../../http/route-params';
import { invoicePdfOf } from './invoice';
import { queueReceipt } from './receipt';
import { receivePaymentCallback } from './receive-payment-callback';
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

const billingDoc = routeDocs('billing', 'owner');
const paymentDoc = routeDocs('payments', 'anyone');

/** The amount the gateway prices its methods' fees for; by default a month of the cheapest package with tax. */
const paymentMethodQuery = z.object({
  amount: z.coerce.number().int().min(1).max(1_000_000_000).optional(),
});
const DEFAULT_FEE_AMOUNT = 55_000;
const INVOICE_URL_ANSWER = contractAnswer('InvoiceUrlResponse', 'billing');

/** Packages, buying one, and the account's billings (docs/domain.md#plans-and-subscriptions). */
export async function billingRoutes(app: FastifyInstance, context: AppContext) {
  const routes = ownerRoutes(app, context.tokens);
  const { db } = context;

  routes.get(
    '/v1/packages',
    {
      config: {
        doc: billingDoc({
          summary: 'The packages with their features, terms and monthly prices, and where Contact sales leads',
          success: ok(contractAnswer('PackagesResponse', 'billing')),
        }),
      },
    },
    async () => listPackages(context.config.salesEmail),
  );

  routes.get(
    '/v1/subscribe/payment-method',
    {
      schema: { querystring: paymentMethodQuery },
      config: {
        doc: billingDoc({
          summary: 'The payment methods the gateway offers for an amount (`?amount`, whole rupiah)',
          success: ok(contractAnswer('PaymentMethodsResponse', 'billing')),
          errors: [502],
        }),
      },
    },
    async (request) => listPaymentMethods(context.payments, request.query.amount ?? DEFAULT_FEE_AMOUNT),
  );

  // Each call may open a payment at the gateway: limited per account (the hook runs after authenticate's).
  const subscribeRateLimit = {
    max: context.config.subscribeRateLimitPerHour,
    timeWindow: '1 hour',
    keyGenerator: (request: FastifyRequest) => `account:${request.accountId}`,
  };
  routes.post(
    '/v1/subscribe',
    {
      schema: { body: subscribeSchema },
      config: {
        rateLimit: subscribeRateLimit,
        doc: billingDoc({
          summary: "Buy a package for a term: a pending billing and the gateway's payment page to send the browser to",
          success: ok(INVOICE_URL_ANSWER),
          errors: [502],
        }),
      },
    },
    // A purchase whose payment is being opened right now answers 429 with Retry-After (PaymentBeingOpened).
    async (request) =>
      subscribe({ db, gateway: context.payments, appUrl: context.config.appUrl }, request.accountId, request.body),
  );

  routes.get(
    '/v1/profile/billing',
    {
      schema: { querystring: billingListQuerySchema },
      config: {
        doc: billingDoc({
          summary: "A page of the account's billings (`sortBy`, by default billingDate:desc)",
          success: ok(pagedAnswer('Billing', 'billing')),
        }),
      },
    },
    async (request) => listBillings(db, request.accountId, request.query),
  );

  routes.get(
    '/v1/profile/billing/:id/payment-link',
    {
      schema: { params: idParams },
      config: {
        doc: billingDoc({
          summary:
            "Submit Payment: the payment page of a billing still taking payment ('Payment Link Not Found' once expired)",
          success: ok(INVOICE_URL_ANSWER),
          errors: [409],
        }),
      },
    },
    async (request) => getPaymentLink(db, request.accountId, request.params.id),
  );

  routes.get(
    '/v1/billing/unpaid',
    {
      config: {
        doc: billingDoc({
          summary: 'The newest billing still taking payment and its payment page, or nulls',
          success: ok(contractAnswer('UnpaidBillingResponse', 'billing')),
        }),
      },
    },
    async (request) => getUnpaidBilling(db, request.accountId),
  );

  routes.get(
    '/v1/billing/:id',
    {
      schema: { params: idParams },
      config: {
        doc: billingDoc({
          summary: 'A billing with its invoice lines, and its payment page while it takes payment',
          success: ok(contractAnswer('BillingResponse', 'billing')),
        }),
      },
    },
    async (request) => getBilling(db, request.accountId, request.params.id),
  );

  routes.get(
    '/v1/billing/:id/payment',
    {
      schema: { params: idParams },
      config: {
        doc: billingDoc({
          summary: "A billing's payment: its state, method and payment page",
          success: ok(contractAnswer('BillingPaymentResponse', 'billing')),
        }),
      },
    },
    async (request) => getBillingPayment(db, request.accountId, request.params.id),
  );

  routes.get(
    '/v1/billing/:id/invoice',
    {
      schema: { params: idParams },
      config: {
        doc: billingDoc({
          summary: "A paid billing's invoice as a PDF download (`invoice-INV-2026-000042.pdf`)",
          success: ok('The invoice PDF'),
          pdfDownload: true,
          errors: [409],
        }),
      },
    },
    async (request, reply) => {
      const seller = { appUrl: context.config.appUrl, salesEmail: context.config.salesEmail };
      const invoice = await invoicePdfOf({
        context: { db, pdfWork: context.pdfWork, seller },
        accountId: request.accountId,
        billingId: request.params.id,
      });
      return sendPdfBytes(reply, invoice.bytes, invoice.fileName);
    },
  );
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
  limitRouteBodies(app, PAYMENT_FORM_BODY_BYTES);
  // Every callback is recorded, refused ones too: a bound per address keeps a stranger from filling the table.
  const rateLimit = { max: CALLBACKS_PER_MINUTE, timeWindow: '1 minute' };
  routes.post(
    PAYMENT_CALLBACK_PATH,
    {
      schema: { body: callbackBody },
      config: {
        rateLimit,
        doc: paymentDoc({
          summary:
            "The payment gateway's callback (a form: merchantCode, amount, merchantOrderId, resultCode, reference, signature…): signed, amount-checked, idempotent; a billing past its due date takes no payment (409)",
          success: ok(MESSAGE_ANSWER),
          errors: [401, 404, 409, 429, 502],
        }),
      },
    },
    async (request) => {
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
        logger: request.log,
      });
    },
  );
}
