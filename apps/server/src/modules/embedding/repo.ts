import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { embeddingSettings } from '../../db/schema';

/** The account's allowed origins; none when it never set them. */
export async function findAllowedOrigins(db: DbOrTx, accountId: string): Promise<string[]> {
  const [row] = await db
    .select({ allowedOrigins: embeddingSettings.allowedOrigins })
    .from(embeddingSettings)
    .where(eq(embeddingSettings.accountId, accountId))
    .limit(1);
  return row?.allowedOrigins ?? [];
}

export async function saveAllowedOrigins(db: DbOrTx, accountId: string, allowedOrigins: string[]): Promise<void> {
  await db
    .insert(embeddingSettings)
    .values({ accountId, allowedOrigins })
    .onConflictDoUpdate({
      target: embeddingSettings.accountId,
      set: { allowedOrigins, updatedAt: new Date() },
    });
}
