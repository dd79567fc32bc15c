import type { EmbeddingSettings } from '@signflow/contract/embedding';
import type { Db } from '../../db/client';
import type { EmbedOrigins } from './embed-origins';
import { findAllowedOrigins, saveAllowedOrigins } from './repo';

/** GET /v1/profile/embedding: read from the database, not the cache, so the owner sees what they saved. */
export async function getEmbeddingSettings(db: Db, accountId: string): Promise<EmbeddingSettings> {
  return { allowedOrigins: await findAllowedOrigins(db, accountId) };
}

/** PUT /v1/profile/embedding: the whole list (already normalised and without repeats by the contract's schema). */
export async function changeEmbeddingSettings(
  db: Db,
  origins: EmbedOrigins,
  accountId: string,
  allowedOrigins: string[],
): Promise<EmbeddingSettings> {
  await saveAllowedOrigins(db, accountId, allowedOrigins);
  origins.forget(accountId);
  return { allowedOrigins };
}
