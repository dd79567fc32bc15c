import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AccessTokens, TokenHolder } from '../platform/access-tokens';
import type { ActingApiKey } from '../platform/api-key-credentials';
import { AppError, unauthorized } from './app-error';
import { originOf } from './request-origin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate hook: the account the bearer token belongs to. */
    accountId: string;
    /** Set by the authenticate hook: the session (sign-in) the bearer token was issued to, or the API key's id. */
    sessionId: string;
    /** Set by the authenticate hook: the API key the request acts through, or null for a signed-in person. */
    apiKey: ActingApiKey | null;
  }
}

/** Who may call an owner route: anyone the account's bearer speaks for, or only a signed-in person (no API key). */
export type OwnerCallers = 'people and keys' | 'people only';

/** The bearer of the request's Authorization header, or null. */
export function bearerOf(request: FastifyRequest): string | null {
  return request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
}

/** Each request's bearer is checked once, whoever asks first (the API keys' rate limit, then `authenticate`). */
const holders = new WeakMap<FastifyRequest, Promise<TokenHolder | null>>();

/** Whom the request's bearer speaks for, or null: checked once per request. */
export function bearerHolder(
  request: FastifyRequest,
  tokens: Pick<AccessTokens, 'verify'>,
): Promise<TokenHolder | null> {
  let holder = holders.get(request);
  if (!holder) {
    const bearer = bearerOf(request);
    holder = bearer ? tokens.verify(bearer) : Promise.resolve(null);
    holders.set(request, holder);
  }
  return holder;
}

/**
 * onRequest hook for owner routes (before body validation, so a stranger learns nothing): a valid bearer token
 * whose session is still open, or a live API key, or 401: the account id comes from the bearer only, never from the
 * request. The routes that manage the account's own sign-in (password, e-mail, API keys…) take `'people only'`: an
 * API key there is 403 (docs/api.md#api-keys).
 */
export function authenticate(tokens: AccessTokens, callers: OwnerCallers = 'people and keys') {
  return async (request: FastifyRequest) => {
    const holder = await bearerHolder(request, tokens);
    if (!holder) throw unauthorized();
    if (holder.apiKey && callers === 'people only') throw new AppError(403, API_MESSAGES.apiKeyNotAllowed);
    request.accountId = holder.accountId;
    request.sessionId = holder.sessionId;
    request.apiKey = holder.apiKey;
    if (!holder.apiKey) {
      const { ip, userAgent } = originOf(request);
      await tokens.noteSeen(holder.sessionId, { ip, userAgent });
    }
  };
}

/** A routes plugin's owner routes: typed by their zod schemas, each behind `authenticate`. */
export function ownerRoutes(app: FastifyInstance, tokens: AccessTokens, callers: OwnerCallers = 'people and keys') {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', authenticate(tokens, callers));
  return routes;
}
