import { createApiKeySchema } from '@signflow/contract/api-keys';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ownerRoutes } from '../../http/authenticate';
import { contractAnswer, created, MESSAGE_ANSWER, ok, routeDocs } from '../../http/route-doc';
import { idParams } from '../../http/route-params';
import { createApiKey, deleteApiKey, listApiKeys } from './service';

const apiKeyDoc = routeDocs('apiKeys', 'owner');

/**
 * The account's API keys (docs/api.md#api-keys). Managing them needs a signed-in person: a key cannot make, list or
 * revoke keys (403).
 */
export async function apiKeyRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  const routes = ownerRoutes(app, context.tokens, 'people only');

  routes.post(
    '/v1/api-keys',
    {
      schema: { body: createApiKeySchema },
      config: {
        doc: apiKeyDoc({
          summary:
            'Make an API key: the key itself is in this answer only (stored as its hash); `expiresAt` is optional; the owner is mailed. A signed-in person only: 403 for an API key, and past the keys an account may hold',
          success: created(contractAnswer('ApiKeyCreated', 'api-keys')),
          errors: [403],
        }),
      },
    },
    async (request, reply) => {
      reply.status(201);
      return createApiKey(db, context.config.appUrl, request.accountId, request.body);
    },
  );

  routes.get(
    '/v1/api-keys',
    {
      config: {
        doc: apiKeyDoc({
          summary: "The account's API keys with their last use (never the keys themselves). A signed-in person only",
          success: ok(`{ apiKeys: ${contractAnswer('ApiKeySummary', 'api-keys')}[] }`),
          errors: [403],
        }),
      },
    },
    async (request) => listApiKeys(db, request.accountId),
  );

  routes.delete(
    '/v1/api-keys/:id',
    {
      schema: { params: idParams },
      config: {
        doc: apiKeyDoc({
          summary: 'Revoke an API key: refused at once on every node. A signed-in person only',
          success: ok(MESSAGE_ANSWER),
          errors: [403],
        }),
      },
    },
    async (request) => deleteApiKey(db, request.accountId, request.params.id),
  );
}
