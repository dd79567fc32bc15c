import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type SealedParty, sealRegister } from '../../db/schema';
import type { DocumentRow, SignerRow } from '../documents/document-store';

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
