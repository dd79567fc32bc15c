import type { FastifyRequest } from 'fastify';
import type { AccessTokens } from '../platform/access-tokens';
import { unauthorized } from './app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate hook: the account the bearer token belongs to. */
    accountId: string;
  }
}

/** onRequest hook for owner routes (before body validation, so a stranger learns nothing): a valid bearer token, or 401 (SPEC §6: the account id comes from the token only). */
export function authenticate(tokens: AccessTokens) {
  return async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    const accountId = match?.[1] ? await tokens.verify(match[1]) : null;
    if (!accountId) throw unauthorized();
    request.accountId = accountId;
  };
}
