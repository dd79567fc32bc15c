import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  type ApiKeyCreated,
  type ApiKeySummary,
  type CreateApiKeyBody,
  MAX_API_KEYS,
} from '@signflow/contract/api-keys';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, apiKeys } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { makeApiKey, revokeApiKey } from '../../platform/api-key-credentials';
import { queueSecurityChangedMail } from '../auth/mail/security-changed-mail';
import { lockAccount } from '../subscriptions/plan-limits';

/** Makes a key for the account; the key itself is in this answer only (docs/api.md#api-keys). */
export async function createApiKey(
  db: Db,
  appUrl: string,
  accountId: string,
  body: CreateApiKeyBody,
): Promise<ApiKeyCreated> {
  const { key, prefix, keyHash } = makeApiKey();
  return db.transaction(async (tx) => {
    // Two requests at once cannot both take the last place.
    await lockAccount(tx, accountId);
    const [held] = await tx.select({ count: count() }).from(apiKeys).where(eq(apiKeys.accountId, accountId));
    if ((held?.count ?? 0) >= MAX_API_KEYS) throw new AppError(403, API_MESSAGES.apiKeyLimit, { limit: MAX_API_KEYS });
    const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
    const [row] = await tx
      .insert(apiKeys)
      .values({ accountId, name: body.name, prefix, keyHash, expiresAt })
      .returning({ id: apiKeys.id });
    if (!row) throw new Error('api key insert returned nothing');
    // Whoever holds the account's sign-in can make keys that outlive a password reset: the owner hears of each.
    const [account] = await tx
      .select({ email: accounts.email, language: accounts.language })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    if (account) await queueSecurityChangedMail(tx, appUrl, account, 'apiKeyAdded');
    return { id: row.id, name: body.name, key, prefix, expiresAt: expiresAt?.toISOString() ?? null };
  });
}

/** The account's keys, oldest first, with when each was last used. */
export async function listApiKeys(db: Db, accountId: string): Promise<{ apiKeys: ApiKeySummary[] }> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.accountId, accountId))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
  return {
    apiKeys: rows.map((row) => ({
      id: row.id,
      name: row.name,
      prefix: row.prefix,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    })),
  };
}

/** Revokes one of the account's keys: refused at once on every node; another account's key is 404. */
export async function deleteApiKey(db: Db, accountId: string, keyId: string): Promise<{ message: string }> {
  if (!(await revokeApiKey(db, accountId, keyId))) throw notFound();
  return { message: API_MESSAGES.deleted };
}
