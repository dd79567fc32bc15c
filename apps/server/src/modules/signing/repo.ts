import type { SignerDecision } from '@signflow/contract/signing';
import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared';
import { documentFields, documentSigners, signerEarlierLinks, signingSessions } from '../../db/schema';
import { type FieldAnswer, type FieldRow, NO_ANSWER, type SignerRow } from '../documents/document-store';

/** Gives a signer their link: its hash to find them by, and the token encrypted to mail it again. */
export async function storeSignerToken(
  db: DbOrTx,
  signerId: string,
  values: { tokenHash: string; tokenEncrypted: string; tokenExpiresAt: Date; invitedAt?: Date; language?: string },
) {
  await db.update(documentSigners).set(values).where(eq(documentSigners.id, signerId));
}

/** Signing ended: no signer's link is mailed again, so none is kept readable. */
export async function forgetEncryptedLinks(db: DbOrTx, documentId: string) {
  await db.update(documentSigners).set({ tokenEncrypted: null }).where(eq(documentSigners.documentId, documentId));
}

/** The signer's current link works until `expiresAt` (a renewal that keeps the link). */
export async function extendSignerLink(db: DbOrTx, signerId: string, expiresAt: Date) {
  await db.update(documentSigners).set({ tokenExpiresAt: expiresAt }).where(eq(documentSigners.id, signerId));
}

const signerByTokenHash = preparedPerHandle((db) =>
  db
    .select()
    .from(documentSigners)
    .where(eq(documentSigners.tokenHash, sql.placeholder('tokenHash')))
    .prepare('signer_by_token_hash'),
);

export async function findSignerByTokenHash(db: DbOrTx, tokenHash: string): Promise<SignerRow | null> {
  const [row] = await signerByTokenHash(db).execute({ tokenHash });
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

/** Sets the response of one field of this signer on this document; null when no such field is theirs. */
export async function saveFieldResponse(
  db: DbOrTx,
  where: { documentId: string; signerId: string; fieldId: string },
  response: FieldAnswer,
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

/**
 * At submission: the signer's date fields get the date they signed, written as their document's owner writes
 * dates, and count as approved unless the signer declined them; a date the sender filled in is left as it is.
 */
export async function fillDateFields(db: DbOrTx, where: { documentId: string; signerId: string }, date: string) {
  await db
    .update(documentFields)
    .set({
      responseText: date,
      approve: sql`not (${documentFields.reject} or ${documentFields.revise})`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(documentFields.documentId, where.documentId),
        eq(documentFields.signerId, where.signerId),
        eq(documentFields.type, 'date'),
        // A date the sender gave stays as they gave it.
        eq(documentFields.senderFilled, false),
      ),
    );
}

export async function markSubmitted(
  db: DbOrTx,
  signerId: string,
  submission: { decision: SignerDecision; reason: string | null },
  at: Date,
) {
  // A submitted signer is never reminded: their link need not be kept readable.
  await db
    .update(documentSigners)
    .set({ submittedAt: at, decision: submission.decision, decisionReason: submission.reason, tokenEncrypted: null })
    .where(eq(documentSigners.id, signerId));
}

/** A field that holds anything of a response: an image, a typed text, a tick, or a decision flag. */
const holdsAnswer = or(
  sql`${documentFields.image} is not null`,
  sql`${documentFields.responseText} is not null`,
  sql`${documentFields.responseChecked} is not null`,
  documentFields.approve,
  documentFields.reject,
  documentFields.revise,
);

/**
 * Prepare again: every response and every link of the round before goes; the fields' places stay, and so do the
 * values the sender filled in (docs/domain.md#templates).
 */
export async function resetSigningRound(db: DbOrTx, documentId: string) {
  await db
    .update(documentFields)
    .set({ ...NO_ANSWER, updatedAt: sql`now()` })
    .where(and(eq(documentFields.documentId, documentId), eq(documentFields.senderFilled, false)));
  await db
    .update(documentSigners)
    .set({
      tokenHash: null,
      tokenEncrypted: null,
      tokenExpiresAt: null,
      invitedAt: null,
      submittedAt: null,
      decision: null,
      decisionReason: null,
      openedAt: null,
      remindedAt: null,
      reminderCount: 0,
    })
    .where(eq(documentSigners.documentId, documentId));
  await db
    .delete(signerEarlierLinks)
    .where(
      sql`${signerEarlierLinks.signerId} in (select id from ${documentSigners} where document_id = ${documentId})`,
    );
}

/**
 * The signer a link token belongs to and when that link ends: their current link, or an earlier one a reminder
 * left working (docs/decisions.md).
 */
export async function findSignerByLinkHash(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ signer: SignerRow; expiresAt: Date | null } | null> {
  const current = await findSignerByTokenHash(db, tokenHash);
  if (current) return { signer: current, expiresAt: current.tokenExpiresAt };
  const [earlier] = await db
    .select({ signer: documentSigners, expiresAt: signerEarlierLinks.expiresAt })
    .from(signerEarlierLinks)
    .innerJoin(documentSigners, eq(documentSigners.id, signerEarlierLinks.signerId))
    .where(eq(signerEarlierLinks.tokenHash, tokenHash));
  return earlier ?? null;
}

/** Keeps a signer's current link working beside a new one mailed in its place, until it expires. */
export async function keepEarlierLink(db: DbOrTx, signer: SignerRow): Promise<void> {
  if (!signer.tokenHash || !signer.tokenExpiresAt || signer.tokenExpiresAt.getTime() <= Date.now()) return;
  await db
    .insert(signerEarlierLinks)
    .values({ signerId: signer.id, tokenHash: signer.tokenHash, expiresAt: signer.tokenExpiresAt });
}

/** Ends every earlier link of a signer at once (a correction). */
export async function forgetEarlierLinks(db: DbOrTx, signerId: string): Promise<void> {
  await db.delete(signerEarlierLinks).where(eq(signerEarlierLinks.signerId, signerId));
}

/** Drops earlier links past their time: they open nothing. */
export async function sweepExpiredEarlierLinks(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(signerEarlierLinks).where(gt(sql`${now.toISOString()}::timestamptz`, signerEarlierLinks.expiresAt));
}

/** The first opening of their link: the History shows it. */
export async function markOpened(db: DbOrTx, signerId: string): Promise<void> {
  await db
    .update(documentSigners)
    .set({ openedAt: sql`now()` })
    .where(and(eq(documentSigners.id, signerId), sql`${documentSigners.openedAt} is null`));
}

/** A reminder went to the signer (by hand or automatic). */
export async function markReminded(db: DbOrTx, signerId: string, at: Date): Promise<void> {
  await db
    .update(documentSigners)
    .set({ remindedAt: at, reminderCount: sql`${documentSigners.reminderCount} + 1` })
    .where(eq(documentSigners.id, signerId));
}

/**
 * A corrected signer's fields start empty: what the earlier recipient drew, typed, ticked or declined is not the
 * new person's; what the sender filled in stays. Answers how many fields held something of the earlier recipient's.
 */
export async function clearSignerAnswers(db: DbOrTx, signerId: string): Promise<number> {
  const cleared = await db
    .update(documentFields)
    .set({ ...NO_ANSWER, updatedAt: sql`now()` })
    .where(and(eq(documentFields.signerId, signerId), holdsAnswer, eq(documentFields.senderFilled, false)))
    .returning({ id: documentFields.id });
  return cleared.length;
}

/** A corrected signer: new name and address, and no link until the new invitation gives one. */
export async function correctSignerRow(
  db: DbOrTx,
  signerId: string,
  values: { name: string; email: string },
): Promise<void> {
  await db
    .update(documentSigners)
    .set({
      ...values,
      tokenHash: null,
      tokenEncrypted: null,
      tokenExpiresAt: null,
      openedAt: null,
      remindedAt: null,
      reminderCount: 0,
    })
    .where(eq(documentSigners.id, signerId));
}

/** A passed check's session: its hash, bound to one signer, until `expiresAt` (docs/domain.md#signer-verification). */
export async function insertSigningSession(db: DbOrTx, row: { tokenHash: string; signerId: string; expiresAt: Date }) {
  await db.insert(signingSessions).values(row);
}

/** Whether `tokenHash` is a live session of this signer: another signer's session is none of theirs. */
export async function hasLiveSigningSession(db: DbOrTx, signerId: string, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ signerId: signingSessions.signerId })
    .from(signingSessions)
    .where(
      and(
        eq(signingSessions.tokenHash, tokenHash),
        eq(signingSessions.signerId, signerId),
        gt(signingSessions.expiresAt, sql`now()`),
      ),
    );
  return row !== undefined;
}

/** A new sending of the document: no session of an earlier round opens it. */
export async function forgetSigningSessions(db: DbOrTx, signerId: string): Promise<void> {
  await db.delete(signingSessions).where(eq(signingSessions.signerId, signerId));
}

export async function sweepExpiredSigningSessions(db: DbOrTx): Promise<void> {
  await db.delete(signingSessions).where(lte(signingSessions.expiresAt, sql`now()`));
}

/** The signer's row held for a check of their code, so tries at once are counted one at a time. */
export async function lockSignerForVerification(db: DbOrTx, signerId: string): Promise<SignerRow | null> {
  const [row] = await db.select().from(documentSigners).where(eq(documentSigners.id, signerId)).for('update');
  return row ?? null;
}

/** What a check changes on the signer: a new code, a wrong try, a pause, a pass. */
export async function setSignerVerification(
  db: DbOrTx,
  signerId: string,
  values: Partial<
    Pick<
      SignerRow,
      | 'verification'
      | 'accessCodeHash'
      | 'codeHash'
      | 'codeExpiresAt'
      | 'codeSentAt'
      | 'codeFailedTries'
      | 'codePausedUntil'
      | 'verifiedAt'
    >
  >,
) {
  await db.update(documentSigners).set(values).where(eq(documentSigners.id, signerId));
}
