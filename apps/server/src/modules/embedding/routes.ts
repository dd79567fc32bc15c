import { embeddingSettingsSchema, MAX_EMBED_ORIGINS } from '@signflow/contract/embedding';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ownerRoutes } from '../../http/authenticate';
import { contractAnswer, ok, routeDocs } from '../../http/route-doc';
import { changeEmbeddingSettings, getEmbeddingSettings } from './service';

const embeddingDoc = routeDocs('embedding', 'owner');
const SETTINGS_ANSWER = contractAnswer('EmbeddingSettings', 'embedding');

/** The account's embedding settings (docs/embedding.md): which sites may frame its signers' pages. */
export async function embeddingRoutes(app: FastifyInstance, context: AppContext) {
  const routes = ownerRoutes(app, context.tokens);

  routes.get(
    '/v1/profile/embedding',
    {
      config: {
        doc: embeddingDoc({
          summary: "The origins whose pages may show this account's signers' pages in an iframe",
          success: ok(SETTINGS_ANSWER),
        }),
      },
    },
    async (request) => getEmbeddingSettings(context.db, request.accountId),
  );

  routes.put(
    '/v1/profile/embedding',
    {
      schema: { body: embeddingSettingsSchema },
      config: {
        doc: embeddingDoc({
          summary: `Replace the allowed origins (at most ${MAX_EMBED_ORIGINS}; each \`https://host[:port]\`, \`http://\` only for localhost): answered normalised, repeats kept once`,
          success: ok(SETTINGS_ANSWER),
        }),
      },
    },
    async (request) =>
      changeEmbeddingSettings(context.db, context.embedOrigins, request.accountId, request.body.allowedOrigins),
  );
}
