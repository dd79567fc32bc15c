import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { FastifyInstance } from 'fastify';
import { errorAnswer } from './error-handler';

/**
 * Serves the built SPA from one port with the API: hashed assets are cached for good, sent as the Brotli or gzip
 * copy the web build wrote beside them when the browser accepts it, and any other GET that is not an API path gets
 * index.html so the client router can answer it.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(response, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: run `npm run build`; only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi =
      request.url.startsWith('/v1/') ||
      request.url === '/v1' ||
      request.url.startsWith('/asset/') ||
      request.url.startsWith('/dev/');
    if (request.method === 'GET' && !isApi && hasBuild) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.status(404).send(errorAnswer(404, API_MESSAGES.notFound));
  });
}
