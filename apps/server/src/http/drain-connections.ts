import type { FastifyInstance } from 'fastify';

/**
 * Once the app is closing, every answer says `Connection: close`: a client (or load balancer) holding a
 * keep-alive connection gets its answer, then opens its next request elsewhere instead of finding this
 * connection gone. The server stops accepting connections at the same moment.
 */
export function drainConnections(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
