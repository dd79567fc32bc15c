import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_SHOWN_LENGTH } from '@signflow/contract/api-keys';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { preparedPerHandle } from '../db/prepared';
import { apiKeys } from '../db/schema';
import type { LiveSessionCache } from './live-session-cache';
import { announceEnded } from './sessions';

/** The key a request acts through, as the audit trail names it. */
export interface ActingApiKey {
  id: string;
  name: string;
}

/** A new key: the key itself (shown once), the characters kept to tell it apart, and the hash that is stored. */
export function makeApiKey(): { key: string; prefix: string; keyHash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, API_KEY_SHOWN_LENGTH), keyHash: apiKeyHash(key) };
}

/** Only this is stored: a key of 256 random bits needs no slow hash. */
export function apiKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function looksLikeApiKey(bearer: string): boolean {
  return bearer.startsWith(API_KEY_PREFIX);
}

/** Which key a hash is: facts that never change, so they are remembered (the key's liveness is checked apart). */
interface KeyIdentity extends ActingApiKey {
  accountId: string;
  expiresAtMs: number;
}

const keyByHash = preparedPerHandle((db) =>
  db
    .select({ id: apiKeys.id, accountId: apiKeys.accountId, name: apiKeys.name, expiresAt: apiKeys.expiresAt })
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, sql.placeholder('keyHash')))
    .limit(1)
    .prepare('api_key_by_hash'),
);

const liveKey = preparedPerHandle((db) =>
  db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.id, sql.placeholder('keyId')),
        eq(apiKeys.accountId, sql.placeholder('accountId')),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, sql`now()`)),
      ),
    )
    .limit(1)
    .prepare('live_api_key'),
);

/** How many keys' identities one process remembers. */
const IDENTITIES_KEPT = 1000;
/** A key's last use is written at most this often per process: a write per request would cost more than the request. */
const LAST_USE_WRITE_MS = 60_000;

/**
 * Checks the API keys of owner requests (docs/api.md#api-keys). A key is live while its row is there (revoking deletes it) and
 * unexpired; a live one is remembered in the process's cache of open sessions under the key's id, so revoking it
 * (`revokeApiKey`, announced on the sessions' channel) ends it on every process at once, as a sign-out does.
 */
export function createApiKeyCredentials(db: DbOrTx, liveCredentials: Pick<LiveSessionCache, 'has' | 'check'>) {
  const identities = new Map<string, KeyIdentity>();
  const lastUseWritten = new Map<string, number>();

  async function identityOf(keyHash: string): Promise<KeyIdentity | null> {
    const known = identities.get(keyHash);
    if (known) return known;
    const [row] = await keyByHash(db).execute({ keyHash });
    if (!row) return null;
    const identity = {
      id: row.id,
      accountId: row.accountId,
      name: row.name,
      expiresAtMs: row.expiresAt ? row.expiresAt.getTime() : Number.POSITIVE_INFINITY,
    };
    if (identities.size >= IDENTITIES_KEPT) identities.delete(identities.keys().next().value as string);
    identities.set(keyHash, identity);
    return identity;
  }

  async function noteUse(keyId: string): Promise<void> {
    const now = Date.now();
    if (now - (lastUseWritten.get(keyId) ?? 0) < LAST_USE_WRITE_MS) return;
    if (lastUseWritten.size >= IDENTITIES_KEPT) lastUseWritten.clear();
    lastUseWritten.set(keyId, now);
    await db.update(apiKeys).set({ lastUsedAt: sql`now()` }).where(eq(apiKeys.id, keyId));
  }

  return {
    /** The account and key `key` speaks for, or null for an unknown, revoked or expired key. */
    async verify(key: string): Promise<(ActingApiKey & { accountId: string }) | null> {
      const identity = await identityOf(apiKeyHash(key));
      if (!identity || identity.expiresAtMs <= Date.now()) return null;
      const { id, accountId, name } = identity;
      const live =
        liveCredentials.has(id, accountId) ||
        (await liveCredentials.check(id, accountId, identity.expiresAtMs, async () => {
          const rows = await liveKey(db).execute({ keyId: id, accountId });
          return rows.length > 0;
        }));
      if (!live) return null;
      await noteUse(id);
      return { id, accountId, name };
    },
  };
}

/** Revokes the account's key `keyId` at once on every process; false when the account has no such key. */
export async function revokeApiKey(db: DbOrTx, accountId: string, keyId: string): Promise<boolean> {
  const ended = await announceEnded(
    db,
    db
      .delete(apiKeys)
      .where(and(eq(apiKeys.id, keyId), eq(apiKeys.accountId, accountId)))
      .returning({ id: apiKeys.id }),
  );
  return ended.length > 0;
}

/**
 * Revokes every key of the account at once on every process: whoever made them is no longer to act for it (the
 * address's holder took over an account registered in their name).
 */
export async function revokeAccountApiKeys(db: DbOrTx, accountId: string): Promise<void> {
  await announceEnded(db, db.delete(apiKeys).where(eq(apiKeys.accountId, accountId)).returning({ id: apiKeys.id }));
}
