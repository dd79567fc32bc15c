import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  changeWebhookSchema,
  createWebhookSchema,
  WEBHOOK_RESPONSE_KEPT_BYTES,
  type WebhookEndpointList,
} from '@signflow/contract/webhooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ownerRoutes } from '../../http/authenticate';
import { accepted, contractAnswer, created, MESSAGE_ANSWER, ok, routeDocs } from '../../http/route-doc';
import { idParams } from '../../http/route-params';
import { DELIVERY_LOG_LENGTH } from './repo';
import {
  changeWebhook,
  createWebhook,
  getWebhook,
  listWebhookDeliveries,
  listWebhooks,
  PREVIOUS_SECRET_HOURS,
  removeWebhook,
  resendWebhookDelivery,
  rollWebhookSecret,
  sendTestWebhook,
  type WebhookServices,
} from './service';

const webhookDoc = routeDocs('webhooks', 'owner');

const ENDPOINT_ANSWER = contractAnswer('WebhookEndpoint', 'webhooks');
const DELIVERY_ANSWER = contractAnswer('WebhookDelivery', 'webhooks');
const deliveryParams = z.object({ id: z.uuid(), deliveryId: z.uuid() });

/**
 * Send test event and Resend each queue a request to the endpoint and a row in its log: an account may ask for
 * this many a minute, both together, so a loop can neither grow the log nor use the app to send requests at will.
 */
export const WEBHOOK_SENDS_PER_ACCOUNT_PER_MINUTE = 30;
const sendRateLimit = {
  max: WEBHOOK_SENDS_PER_ACCOUNT_PER_MINUTE,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `webhook-send:${request.accountId}`,
};

/** The account's webhook endpoints, their secrets and delivery logs (docs/api.md#webhooks). */
export async function webhookRoutes(app: FastifyInstance, context: AppContext) {
  const routes = ownerRoutes(app, context.tokens);
  const services: WebhookServices = {
    db: context.db,
    secrets: context.webhookSecrets,
    allowPrivate: context.config.webhooks.allowPrivate,
  };

  routes.post(
    '/v1/webhooks',
    {
      schema: { body: createWebhookSchema },
      config: {
        doc: webhookDoc({
          summary:
            'Register an endpoint for the events it lists: a public https URL (private, loopback and link-local addresses are refused). The answer carries its signing `secret`, shown this once',
          success: created(contractAnswer('CreatedWebhookEndpoint', 'webhooks')),
        }),
      },
    },
    async (request, reply) => {
      const endpoint = await createWebhook(services, request.accountId, request.body);
      reply.status(201);
      return endpoint;
    },
  );

  routes.get(
    '/v1/webhooks',
    {
      config: {
        doc: webhookDoc({
          summary:
            "The account's endpoints, oldest first (without their secrets), and `disableAfterHours`: how many hours of every delivery failing turn an endpoint off",
          success: ok(contractAnswer('WebhookEndpointList', 'webhooks')),
        }),
      },
    },
    async (request): Promise<WebhookEndpointList> => ({
      webhooks: await listWebhooks(services, request.accountId),
      disableAfterHours: context.config.webhooks.disableAfterHours,
    }),
  );

  routes.get(
    '/v1/webhooks/:id',
    {
      schema: { params: idParams },
      config: { doc: webhookDoc({ summary: 'One endpoint (without its secret)', success: ok(ENDPOINT_ANSWER) }) },
    },
    async (request) => getWebhook(services, request.accountId, request.params.id),
  );

  routes.patch(
    '/v1/webhooks/:id',
    {
      schema: { params: idParams, body: changeWebhookSchema },
      config: {
        doc: webhookDoc({
          summary:
            'Change an endpoint: its `url`, its `events`, or `enabled` (turning it on again after it was turned off for failing starts its count afresh)',
          success: ok(ENDPOINT_ANSWER),
        }),
      },
    },
    async (request) => changeWebhook(services, request.accountId, request.params.id, request.body),
  );

  routes.delete(
    '/v1/webhooks/:id',
    {
      schema: { params: idParams },
      config: {
        doc: webhookDoc({
          summary: 'Delete an endpoint with its delivery log; deliveries waiting for it are not sent',
          success: ok(MESSAGE_ANSWER),
        }),
      },
    },
    async (request) => {
      await removeWebhook(services, request.accountId, request.params.id);
      return { message: API_MESSAGES.deleted };
    },
  );

  routes.post(
    '/v1/webhooks/:id/roll-secret',
    {
      schema: { params: idParams },
      config: {
        doc: webhookDoc({
          summary: `A new signing secret for the endpoint, shown this once; for ${PREVIOUS_SECRET_HOURS} hours deliveries carry a signature by each (\`t=…,v1=<new>,v1=<old>\`)`,
          success: ok(contractAnswer('RolledWebhookSecret', 'webhooks')),
        }),
      },
    },
    async (request) => rollWebhookSecret(services, request.accountId, request.params.id),
  );

  routes.get(
    '/v1/webhooks/:id/deliveries',
    {
      schema: { params: idParams },
      config: {
        doc: webhookDoc({
          summary: `The endpoint's delivery log, newest first (its latest ${DELIVERY_LOG_LENGTH}): each delivery's status, attempts, and its last attempt's status code, duration, the first ${WEBHOOK_RESPONSE_KEPT_BYTES} bytes of the answer and error`,
          success: ok(contractAnswer('WebhookDeliveryList', 'webhooks')),
        }),
      },
    },
    async (request) => ({ deliveries: await listWebhookDeliveries(services, request.accountId, request.params.id) }),
  );

  routes.post(
    '/v1/webhooks/:id/deliveries/:deliveryId/resend',
    {
      schema: { params: deliveryParams },
      config: {
        rateLimit: sendRateLimit,
        doc: webhookDoc({
          summary:
            'Send a delivered or failed event to the endpoint again, as a new delivery (the same event id and body); 409 for a delivery still pending',
          success: accepted(DELIVERY_ANSWER),
          errors: [409, 429],
        }),
      },
    },
    async (request, reply) => {
      const delivery = await resendWebhookDelivery(
        services,
        request.accountId,
        request.params.id,
        request.params.deliveryId,
      );
      context.wakeWebhooks();
      reply.status(202);
      return delivery;
    },
  );

  routes.post(
    '/v1/webhooks/:id/test',
    {
      schema: { params: idParams },
      config: {
        rateLimit: sendRateLimit,
        doc: webhookDoc({
          summary:
            'Send test event: a `webhook.test` event to this endpoint alone, whatever it subscribes to; its delivery shows in the log',
          success: accepted(DELIVERY_ANSWER),
          errors: [429],
        }),
      },
    },
    async (request, reply) => {
      const delivery = await sendTestWebhook(services, request.accountId, request.params.id);
      context.wakeWebhooks();
      reply.status(202);
      return delivery;
    },
  );
}
