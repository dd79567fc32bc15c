import { SIGNER_TOKEN_PARAM } from '@signflow/contract/signing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { linkTokenHash } from './signer-access';

const linkHashOf = (request: FastifyRequest) =>
  linkTokenHash((request.query as Record<string, unknown> | undefined)?.[SIGNER_TOKEN_PARAM]);

/**
 * The routes a signer's link reaches are limited per link, all of them together: `perMinute` requests a minute,
 * counted in the database by the link's SHA-256 (the token itself is never kept), then 429 with Retry-After
 * (README, Security, "Connections and bodies"). Checked as a request arrives, before its body is read. A request
 * without a usable token is not counted: its route answers 401 at once.
 */
export function perSignerLinkLimit(app: FastifyInstance, perMinute: number) {
  return app.rateLimit({
    max: perMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => `link:${linkHashOf(request)}`,
    allowList: (request) => linkHashOf(request) === null,
  });
}
