import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { documents } from '../../db/schema';
import type { DocumentRow } from '../documents/repo';

/**
 * Takes one Completed document still without its sealed PDF for this worker alone: SKIP LOCKED lets several
 * processes share the work, and the lease keeps others off it while it is sealed. A worker that dies leaves
 * the lease to run out, and the document is taken again.
 */
export async function claimDocumentToSeal(db: Db, leaseSeconds: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(
        and(
          eq(documents.status, 'Completed'),
          isNull(documents.sealedAt),
          sql`(${documents.sealLeaseUntil} is null or ${documents.sealLeaseUntil} < now())`,
        ),
      )
      .orderBy(documents.completedAt)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    await tx
      .update(documents)
      .set({ sealLeaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
      .where(eq(documents.id, due.id));
    return due.id;
  });
}

/** Records the sealed file once: null when the document was sealed meanwhile (or is no longer Completed). */
export async function recordSealedFile(
  db: DbOrTx,
  documentId: string,
  sealed: { storageKey: string; sha256: string },
): Promise<DocumentRow | null> {
  const [row] = await db
    .update(documents)
    .set({
      sealedStorageKey: sealed.storageKey,
      sealedSha256: sealed.sha256,
      sealedAt: sql`now()`,
      sealLeaseUntil: null,
    })
    .where(and(eq(documents.id, documentId), eq(documents.status, 'Completed'), isNull(documents.sealedAt)))
    .returning();
  return row ?? null;
}

export async function findSealedBySha256(db: DbOrTx, sha256: string): Promise<DocumentRow | null> {
  const [row] = await db.select().from(documents).where(eq(documents.sealedSha256, sha256)).limit(1);
  return row ?? null;
}
