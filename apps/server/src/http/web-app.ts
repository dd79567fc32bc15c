import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorAnswer } from './error-handler';

/**
 * The embed package's plain script, which the web build puts in the app's files (apps/web/scripts/embed-script.mjs),
 * or its Brotli or gzip copy.
 */
const EMBED_SCRIPT = /[\\/]embed[\\/]signflow-embed\.js(\.br|\.gz)?$/;

/** The origins, besides the app's own, whose pages may frame the web page at a URL (path and query): most have none. */
export type FramingOf = (url: string) => Promise<string[]>;

/**
 * Lets `origins` frame this answer: the policy's `frame-ancestors` (helmet's `'self'`) gains them, and
 * X-Frame-Options, which can only say one origin, is left out so it does not contradict the policy.
 */
export function allowFraming(reply: FastifyReply, origins: string[]): void {
  if (origins.length === 0) return;
  const policy = String(reply.getHeader('content-security-policy') ?? '');
  const ancestors = `frame-ancestors 'self' ${origins.join(' ')}`;
  const framed = /frame-ancestors[^;]*/.test(policy)
    ? policy.replace(/frame-ancestors[^;]*/, ancestors)
    : [policy, ancestors].filter(Boolean).join(';');
  reply.header('Content-Security-Policy', framed);
  reply.removeHeader('X-Frame-Options');
}

/**
 * Serves the built SPA from one port with the API: hashed assets are cached for good, sent as the Brotli or gzip
 * copy the web build wrote beside them when the browser accepts it, and any other GET that is not an API path gets
 * index.html so the client router can answer it. Like every answer it refuses frames from other sites, but for the
 * pages `framingOf` names other origins for (the signer's page of an account that lists sites to embed it in).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, framingOf?: FramingOf) {
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
        // The embed script is loaded by other sites' pages (docs/embedding.md): helmet's same-origin would block it.
        if (EMBED_SCRIPT.test(filePath)) response.header('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: run `npm run build`; only the API is served');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi =
      request.url.startsWith('/v1/') ||
      request.url === '/v1' ||
      request.url.startsWith('/asset/') ||
      request.url.startsWith('/dev/');
    if (request.method === 'GET' && !isApi && hasBuild) {
      reply.header('Cache-Control', 'no-cache');
      if (framingOf) allowFraming(reply, await framingOf(request.url));
      return reply.sendFile('index.html');
    }
    return reply.status(404).send(errorAnswer(404, API_MESSAGES.notFound));
  });
}
