import type { SignerDecision } from '@signflow/contract/signing';
import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { documentFields, documentSigners } from '../../db/schema';
import type { FieldRow, SignerRow } from '../documents/document-store';

/** Gives a signer their link: only its hash is kept, so a database leak opens no link. */
export async function storeSignerToken(
  db: DbOrTx,
  signerId: string,
  values: { tokenHash: string; tokenExpiresAt: Date; invitedAt: Date },
) {
  await db.update(documentSigners).set(values).where(eq(documentSigners.id, signerId));
}

export async function findSignerByTokenHash(db: DbOrTx, tokenHash: string): Promise<SignerRow | null> {
  const [row] = await db.select().from(documentSigners).where(eq(documentSigners.tokenHash, tokenHash));
  return row ?? null;
}

/** Gives a signer the link mailed with the sealed PDF; their signing link stays as it is. */
export async function storeSignerDownloadToken(
  db: DbOrTx,
  signerId: string,
  values: { downloadTokenHash: string; downloadTokenExpiresAt: Date },
) {
  await db.update(documentSigners).set(values).where(eq(documentSigners.id, signerId));
}

/** The signer whose signing link or sealed-PDF link has this hash. */
export async function findSignerByAnyTokenHash(db: DbOrTx, tokenHash: string): Promise<SignerRow | null> {
  const [row] = await db
    .select()
    .from(documentSigners)
    .where(or(eq(documentSigners.tokenHash, tokenHash), eq(documentSigners.downloadTokenHash, tokenHash)))
    .limit(1);
  return row ?? null;
}

export type FieldResponseValues = Pick<FieldRow, 'image' | 'approve' | 'reject' | 'revise'>;

/** Sets the response of one field of this signer on this document; null when no such field is theirs. */
export async function saveFieldResponse(
  db: DbOrTx,
  where: { documentId: string; signerId: string; fieldId: string },
  response: FieldResponseValues,
): Promise<FieldRow | null> {
  const [row] = await db
    .update(documentFields)
    .set({ ...response, updatedAt: sql`now()` })
    .where(
      and(
        eq(documentFields.id, where.fieldId),
        eq(documentFields.documentId, where.documentId),
        eq(documentFields.signerId, where.signerId),
      ),
    )
    .returning();
  return row ?? null;
}

export async function markSubmitted(db: DbOrTx, signerId: string, decision: SignerDecision, at: Date) {
  await db.update(documentSigners).set({ submittedAt: at, decision }).where(eq(documentSigners.id, signerId));
}

/** Prepare again: every response and every link of the round before goes; the fields' places stay. */
export async function resetSigningRound(db: DbOrTx, documentId: string) {
  await db
    .update(documentFields)
    .set({ image: null, approve: false, reject: false, revise: false, updatedAt: sql`now()` })
    .where(eq(documentFields.documentId, documentId));
  await db
    .update(documentSigners)
    .set({ tokenHash: null, tokenExpiresAt: null, invitedAt: null, submittedAt: null, decision: null })
    .where(eq(documentSigners.documentId, documentId));
}
