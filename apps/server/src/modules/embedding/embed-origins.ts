import { embedOriginProblem } from '@signflow/contract/embedding';
import type { DbOrTx } from '../../db/client';
import { type ShortLivedCache, shortLivedCache } from '../../platform/short-lived-cache';
import { findAllowedOrigins } from './repo';

/**
 * How long this process trusts the allowed origins it read: a change made on this process shows at once (`forget`),
 * one made on another within this time (docs/embedding.md#several-app-processes).
 */
export const EMBED_ORIGINS_KEEP_MS = 30_000;
const MAX_ACCOUNTS_KEPT = 10_000;

/** Each account's allowed origins as this process last read them: every signer's page load asks. */
export interface EmbedOrigins {
  ofAccount(accountId: string): Promise<string[]>;
  /** Called once an account's list changed on this process. */
  forget(accountId: string): void;
}

export function embedOrigins(db: DbOrTx, options: { keepMs?: number; now?: () => number } = {}): EmbedOrigins {
  const cache: ShortLivedCache<string[]> = shortLivedCache({
    keepMs: options.keepMs ?? EMBED_ORIGINS_KEEP_MS,
    maxEntries: MAX_ACCOUNTS_KEPT,
    now: options.now,
  });
  return {
    // Only origins as strict as the ones saved now: what the list becomes is the signer's page's frame-ancestors.
    ofAccount: (accountId) =>
      cache.get(accountId, async () =>
        (await findAllowedOrigins(db, accountId)).filter((origin) => embedOriginProblem(origin) === null),
      ),
    forget: (accountId) => cache.forget(accountId),
  };
}
