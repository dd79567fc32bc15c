import type { FastifyRequest } from 'fastify';
import type { ActingApiKey } from '../platform/api-key-credentials';

/** Where a request came from, as the audit trail records it. */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
  /**
   * A HEAD request only asks what its GET would answer (link checkers and mail scanners send them), so it
   * records nothing in the audit trail.
   */
  headOnly: boolean;
  /** The account's API key the request came through (the trail names the key, not the person); null otherwise. */
  apiKey: ActingApiKey | null;
}

/** The longest user agent kept: enough for any real browser, not a place to store megabytes. */
const MAX_USER_AGENT = 500;

export function originOf(request: FastifyRequest): RequestOrigin {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip || null,
    userAgent: userAgent ? userAgent.slice(0, MAX_USER_AGENT) : null,
    headOnly: request.method === 'HEAD',
    apiKey: request.apiKey ?? null,
  };
}

/** Events the product causes by itself (a mail sent, the seal) have no request behind them. */
export const NO_ORIGIN: RequestOrigin = { ip: null, userAgent: null, headOnly: false, apiKey: null };

/** The account holder making a change, and where the request came from, for the audit trail. */
export interface OwnerRequest {
  accountId: string;
  origin: RequestOrigin;
}

/** The account holder behind an authenticated request, and where it came from. */
export function ownerRequestOf(request: FastifyRequest): OwnerRequest {
  return { accountId: request.accountId, origin: originOf(request) };
}

/**
 * Whether the connection's own peer is this machine (for the dev routes' guard, http/dev-routes.ts), never by
 * `request.ip`: that one comes from X-Forwarded-For when TRUST_PROXY is set, and anybody can write that header.
 */
export function isLoopbackPeer(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}
