import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { documentSigners, documents } from '../../db/schema';

export async function setDocumentStatus(db: DbOrTx, documentId: string, status: string) {
  await db.update(documents).set({ status, updatedAt: new Date() }).where(eq(documents.id, documentId));
}

/** Gives a signer their link: only its hash is kept (DESIGN §3). */
export async function storeSignerToken(
  db: DbOrTx,
  signerId: string,
  values: { tokenHash: string; tokenExpiresAt: Date; invitedAt: Date },
) {
  await db.update(documentSigners).set(values).where(eq(documentSigners.id, signerId));
}
