import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AccessTokens } from '../platform/access-tokens';
import { unauthorized } from './app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate hook: the account the bearer token belongs to. */
    accountId: string;
    /** Set by the authenticate hook: the session (sign-in) the bearer token was issued to. */
    sessionId: string;
  }
}

/**
 * onRequest hook for owner routes (before body validation, so a stranger learns nothing): a valid bearer token
 * whose session is still open, or 401: the account id comes from the token only, never from the request.
 */
export function authenticate(tokens: AccessTokens) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    const holder = match?.[1] ? await tokens.verify(match[1]) : null;
    if (!holder) throw unauthorized();
    request.accountId = holder.accountId;
    request.sessionId = holder.sessionId;
  };
}

/** A routes plugin's owner routes: typed by their zod schemas, each behind `authenticate`. */
export function ownerRoutes(app: FastifyInstance, tokens: AccessTokens) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', authenticate(tokens));
  return routes;
}
