import type { FastifyInstance } from 'fastify';

/**
 * Every API answer is somebody's own (documents, profiles, tokens, a signer's page), so no browser or proxy
 * may keep a copy: `Cache-Control: no-store` on every /v1 answer that has not chosen its own header.
 */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/v1/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  });
}
