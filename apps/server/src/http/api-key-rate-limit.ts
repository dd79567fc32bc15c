import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessTokens } from '../platform/access-tokens';
import { looksLikeApiKey } from '../platform/api-key-credentials';
import { AppError } from './app-error';
import { bearerHolder, bearerOf } from './authenticate';

function presentsApiKey(request: FastifyRequest): boolean {
  const bearer = bearerOf(request);
  return bearer !== null && looksLikeApiKey(bearer);
}

/**
 * Every request made with an API key counts toward that key's `perMinute` (docs/api.md#api-keys), in the database
 * as the other limits are, so it holds across nodes; each answer says where the key stands (`RateLimit-Limit`,
 * `-Remaining`, `-Reset`), and past the limit it is 429 with Retry-After. The key is checked first (the check is
 * remembered for `authenticate`): a made-up, revoked or expired one counts toward its client address instead, so trying
 * keys in bulk is limited too and leaves one counter, not one per key tried. Requests with a person's token are not
 * counted here.
 *
 * Counted through `createRateLimit`, which marks nothing on the request: the hook `rateLimit` answers marks it as
 * limited, and a route's own limit (login, register, the signers' routes…) would then be skipped.
 */
export function limitApiKeyRequests(app: FastifyInstance, perMinute: number, tokens: Pick<AccessTokens, 'verify'>) {
  const count = app.createRateLimit({
    max: perMinute,
    timeWindow: '1 minute',
    keyGenerator: async (request) => {
      const holder = await bearerHolder(request, tokens);
      return holder?.apiKey ? `api-key:${holder.apiKey.id}` : `api-key-unknown:${request.ip}`;
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!presentsApiKey(request)) return;
    const counted = await count(request);
    if (counted.isAllowed) return;
    const { max, remaining, ttlInSeconds } = counted;
    reply.header('ratelimit-limit', max);
    reply.header('ratelimit-remaining', counted.isExceeded ? 0 : remaining);
    reply.header('ratelimit-reset', ttlInSeconds);
    if (counted.isExceeded) throw new AppError(429, API_MESSAGES.tooManyRequests, undefined, ttlInSeconds);
  });
}
