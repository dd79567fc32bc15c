import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { documents, type SealedParty, sealRegister } from '../../db/schema';
import type { DocumentRow, SignerRow } from '../documents/repo';

/**
 * The Completed document next due for sealing (still unsealed, not given up on, its lease or back-off over),
 * its row held for the caller's transaction: SKIP LOCKED lets several processes share the work.
 */
export async function lockNextDocumentToSeal(tx: DbOrTx): Promise<DocumentRow | null> {
  const [due] = await tx
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.status, 'Completed'),
        isNull(documents.sealedAt),
        isNull(documents.sealFailedAt),
        sql`(${documents.sealLeaseUntil} is null or ${documents.sealLeaseUntil} < now())`,
      ),
    )
    .orderBy(documents.completedAt)
    .limit(1)
    .for('update', { skipLocked: true });
  return due ?? null;
}

/**
 * Counts a sealing attempt as it starts, and leases the document to it: others keep off it for
 * `leaseSeconds`. Counted now, an attempt that ends with the process (out of memory, say) counts too.
 */
export async function startSealAttempt(tx: DbOrTx, documentId: string, leaseSeconds: number): Promise<void> {
  await tx
    .update(documents)
    .set({
      sealAttempts: sql`${documents.sealAttempts} + 1`,
      sealLeaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(eq(documents.id, documentId));
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

export type SealRegisterEntry = typeof sealRegister.$inferSelect;

const sealedPartyOf = (signer: SignerRow): SealedParty => ({
  name: signer.name,
  email: signer.email,
  decision: signer.decision,
  signedAt: signer.submittedAt?.toISOString() ?? null,
});

/**
 * Enters a document just sealed in the seal register, in the transaction that records its sealed file: what
 * /verify answers from, kept whatever later happens to the document.
 */
export async function registerSeal(db: DbOrTx, sealed: DocumentRow, signers: SignerRow[]): Promise<void> {
  if (!sealed.sealedSha256 || !sealed.sealedAt) throw new Error('only a sealed document enters the seal register');
  await db.insert(sealRegister).values({
    documentId: sealed.id,
    accountId: sealed.accountId,
    documentName: sealed.name,
    originalSha256: sealed.sha256,
    sealedSha256: sealed.sealedSha256,
    parties: signers.map(sealedPartyOf),
    completedAt: sealed.completedAt ?? sealed.sealedAt,
    sealedAt: sealed.sealedAt,
  });
}

/** The register's entry for a sealed file, by its SHA-256: also for a document its owner has since purged. */
export async function findSealedBySha256(db: DbOrTx, sha256: string): Promise<SealRegisterEntry | null> {
  const [row] = await db.select().from(sealRegister).where(eq(sealRegister.sealedSha256, sha256)).limit(1);
  return row ?? null;
}

/** A Completed document still unsealed and not given up on, its row held until the caller's transaction ends. */
export async function lockDocumentBeingSealed(tx: DbOrTx, documentId: string): Promise<DocumentRow | null> {
  const [row] = await tx
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.id, documentId),
        eq(documents.status, 'Completed'),
        isNull(documents.sealedAt),
        isNull(documents.sealFailedAt),
      ),
    )
    .for('update');
  return row ?? null;
}

/**
 * Records why a sealing attempt (already counted as it started) failed: with `retryInSeconds`, the next
 * attempt waits that long (the lease becomes the back-off); without, sealing gives up and the document is
 * marked failed.
 */
export async function recordSealAttemptFailed(
  tx: DbOrTx,
  documentId: string,
  failure: { reason: string; retryInSeconds: number | null },
): Promise<void> {
  const { reason, retryInSeconds } = failure;
  await tx
    .update(documents)
    .set({
      sealError: reason,
      sealLeaseUntil: retryInSeconds === null ? null : sql`now() + make_interval(secs => ${retryInSeconds})`,
      ...(retryInSeconds === null ? { sealFailedAt: sql`now()` } : {}),
    })
    .where(eq(documents.id, documentId));
}

/**
 * Gives a Completed, unsealed document a fresh start: attempts, reason, failure and back-off cleared, so the
 * next sealing pass takes it. With `failedOnly`, only when its sealing had given up. Null when nothing was
 * cleared.
 */
export async function restartSealing(
  db: DbOrTx,
  documentId: string,
  options: { failedOnly: boolean },
): Promise<DocumentRow | null> {
  const [row] = await db
    .update(documents)
    .set({ sealFailedAt: null, sealError: null, sealAttempts: 0, sealLeaseUntil: null })
    .where(
      and(
        eq(documents.id, documentId),
        eq(documents.status, 'Completed'),
        isNull(documents.sealedAt),
        options.failedOnly ? isNotNull(documents.sealFailedAt) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}
