import type { DocumentStatus } from '@signflow/contract/documents';
import { and, asc, count, eq, getTableColumns, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { preparedPerHandle, preparedPerShape } from '../../db/prepared';
import { documentFields, documentSigners, documents } from '../../db/schema';
import { notFound } from '../../http/app-error';
import type { OwnerRequest } from '../../http/request-origin';
import { currentRequestId } from '../../platform/request-context';
import type { ExpectedFile } from '../../platform/storage/storage-check';
import type { DocumentRow, FieldRow } from './repo';

// The rules of every field, which a template's fields (modules/templates) follow too: their place and their count.
export {
  assertWithinFieldLimit,
  type FieldChangeOf,
  type FieldPlace,
  fieldChangesIn,
  fieldPlaceOf,
} from './field-rules';
// Prepare again's changes to a document (modules/signing/prepare-again.ts): its file and its signers.
export { type KeptFile, keepReplacementFile, replaceDocumentFile } from './file-replacement';
// A Draft made whole in one step (a document made from a template, modules/templates), within the plan's documents.
export { type DraftParts, insertDraft } from './new-draft';
/**
 * The documents table's one owner: every other module finds a document and changes its state through these
 * functions (and reads its signers and fields with listSigners and listFields), never through the table.
 */
export type { DocumentRow, FieldRow, SignerRow } from './repo';
export { countAllDocuments, listFields, listSigners } from './repo';
export { replaceDocumentSigners, type SignerEntry } from './signer-changes';
export { assertPlanAllowsDocument } from './upload-checks';

/**
 * What every use case on one of the owner's documents is given (ARCHITECTURE.md, use cases), beside its own values:
 * the database, the acting owner and the document's id.
 */
export interface OwnedDocumentOptions {
  db: Db;
  owner: OwnerRequest;
  documentId: string;
}

/** Where an owner's document may be: outside the Trash (the default), in it, or either. */
type TrashScope = { trashed?: boolean | 'either' };

/** An owner's document by id, for each trash scope and lock: built once (db/prepared.ts), ids as placeholders. */
const ownedDocument = preparedPerShape(
  'owned_document',
  ({ trashed, forUpdate }: { trashed: boolean | 'either'; forUpdate: boolean }) => `${trashed} ${forUpdate}`,
  (db, { trashed, forUpdate }, name) => {
    const inTrash =
      trashed === 'either' ? undefined : trashed ? isNotNull(documents.trashedAt) : isNull(documents.trashedAt);
    const query = db
      .select()
      .from(documents)
      .where(
        and(
          eq(documents.id, sql.placeholder('documentId')),
          eq(documents.accountId, sql.placeholder('accountId')),
          inTrash,
          isNull(documents.purgedAt),
        ),
      );
    return (forUpdate ? query.for('update') : query).prepare(name);
  },
);

async function findOwned(
  db: DbOrTx,
  accountId: string,
  documentId: string,
  options: TrashScope & { forUpdate: boolean },
): Promise<DocumentRow> {
  const shape = { trashed: options.trashed ?? false, forUpdate: options.forUpdate };
  const [row] = await ownedDocument(shape)(db).execute({ documentId, accountId });
  // Another account's document, and a purged one, are as missing as an unknown one.
  if (!row) throw notFound();
  return row;
}

/** The account's document, or 404. */
export function findOwnedDocument(db: DbOrTx, accountId: string, documentId: string, options: TrashScope = {}) {
  return findOwned(db, accountId, documentId, { ...options, forUpdate: false });
}

/**
 * The account's document with its row held until the transaction ends, or 404: its status cannot change
 * meanwhile (an invite, a trashing, a field change take turns).
 */
export function lockOwnedDocument(tx: DbOrTx, accountId: string, documentId: string, options: TrashScope = {}) {
  return findOwned(tx, accountId, documentId, { ...options, forUpdate: true });
}

/** A document by id, read, held (`update`) or held unless another holds it (`skip-locked`): built once per lock. */
const documentById = preparedPerShape(
  'document_by_id',
  (lock: false | 'update' | 'skip-locked') => String(lock),
  (db, lock, name) => {
    const query = db
      .select()
      .from(documents)
      .where(eq(documents.id, sql.placeholder('documentId')));
    if (lock === 'update') return query.for('update').prepare(name);
    if (lock === 'skip-locked') return query.for('update', { skipLocked: true }).prepare(name);
    return query.prepare(name);
  },
);

/**
 * The document by id alone, for a signer's link (the token, not an account, grants access), sealing and the
 * operator. `forUpdate` holds its row to the end of the transaction: submissions and field saves take turns.
 */
export async function findDocument(
  db: DbOrTx,
  documentId: string,
  options: { forUpdate?: boolean | 'skip-locked' } = {},
): Promise<DocumentRow | null> {
  const lock = options.forUpdate === 'skip-locked' ? 'skip-locked' : options.forUpdate ? 'update' : false;
  const [row] = await documentById(lock)(db).execute({ documentId });
  return row ?? null;
}

const signerDocumentAndField = preparedPerHandle((db) =>
  db
    .select({
      signer: {
        id: documentSigners.id,
        tokenExpiresAt: documentSigners.tokenExpiresAt,
        submittedAt: documentSigners.submittedAt,
        verification: documentSigners.verification,
      },
      document: { id: documents.id, status: documents.status, trashedAt: documents.trashedAt },
      field: { id: documentFields.id, type: documentFields.type, senderFilled: documentFields.senderFilled },
    })
    .from(documentSigners)
    .innerJoin(documents, eq(documents.id, documentSigners.documentId))
    .leftJoin(
      documentFields,
      and(eq(documentFields.id, sql.placeholder('fieldId')), eq(documentFields.signerId, documentSigners.id)),
    )
    .where(eq(documentSigners.tokenHash, sql.placeholder('tokenHash')))
    .prepare('signer_document_and_field'),
);

/**
 * What a field save checks, read in one query and holding nothing: the signer whose current link has this hash
 * (whether it lives, whether they submitted), their document's state, and the type of their field `fieldId` and
 * whether the sender filled it in (null when the field is not theirs).
 */
export async function findSignerDocumentAndField(db: DbOrTx, tokenHash: string, fieldId: string) {
  const [row] = await signerDocumentAndField(db).execute({ tokenHash, fieldId });
  return row ?? null;
}

export type FieldAnswer = Pick<
  FieldRow,
  'image' | 'responseText' | 'responseChecked' | 'approve' | 'reject' | 'revise'
>;

/**
 * A field's answer before anything was answered, nothing declined: what a field starts from again, and what another
 * signer's unsubmitted answers read as.
 */
export const NO_ANSWER: Readonly<FieldAnswer> = {
  image: null,
  responseText: null,
  responseChecked: null,
  approve: false,
  reject: false,
  revise: false,
};

/**
 * The signer's current link, still theirs and live, they have not submitted, and their document is being signed:
 * what a field save needs. The document's row is shared first, then the signer's, the order in which a submission
 * holds them, so a save and a submission never wait on each other in a circle; and a row shared after a wait is read
 * as the change that ended the wait left it. So a submission, a correction or an ending either waits for the save
 * or, having committed first, makes it write nothing.
 */
const stillSigning = sql`exists (select 1 from ${documentSigners} s
  where s.id = ${sql.placeholder('signerId')} and s.token_hash = ${sql.placeholder('tokenHash')}
    and s.token_expires_at > now() and s.submitted_at is null
    and s.document_id = (select d.id from ${documents} d
      where d.id = ${sql.placeholder('documentId')} and d.status = 'Sent' and d.trashed_at is null for share)
  for share)`;

const { image: _image, ...fieldColumnsButImage } = getTableColumns(documentFields);

const answerWhileSigning = preparedPerHandle((db) =>
  db
    .update(documentFields)
    .set({
      image: sql`${sql.placeholder('image')}`,
      responseText: sql`${sql.placeholder('responseText')}`,
      responseChecked: sql`${sql.placeholder('responseChecked')}`,
      approve: sql`${sql.placeholder('approve')}`,
      reject: sql`${sql.placeholder('reject')}`,
      revise: sql`${sql.placeholder('revise')}`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(documentFields.id, sql.placeholder('fieldId')),
        eq(documentFields.signerId, sql.placeholder('signerId')),
        eq(documentFields.documentId, sql.placeholder('documentId')),
        stillSigning,
      ),
    )
    // Not the image: the caller has it, and it is the largest value of the row.
    .returning(fieldColumnsButImage)
    .prepare('answer_while_signing'),
);

/**
 * Saves a signer's answer in one statement, without a transaction, if they may still sign (see `stillSigning`);
 * null when they no longer may, or the field is not theirs.
 */
export async function saveAnswerWhileSigning(
  db: DbOrTx,
  where: { documentId: string; signerId: string; fieldId: string; tokenHash: string },
  answer: FieldAnswer,
): Promise<FieldRow | null> {
  const [row] = await answerWhileSigning(db).execute({ ...where, ...answer });
  return row ? { ...row, image: answer.image } : null;
}

/** A field as a signer's link reads it: `image` only on the signer's own fields, `hasImage` on every field. */
export type SignerFieldRow = FieldRow & { hasImage: boolean };

/**
 * A document's fields as a signer's link reads them: the image of the signer's own fields, and of the others' only
 * whether there is one. Other signers' images stay in the database; the record points at them (docs/api.md), so
 * what a link fetches is bounded by the field limit and its own answers, not by everyone's pictures.
 */
const fieldsForSigner = preparedPerHandle((db) =>
  db
    .select({
      ...fieldColumnsButImage,
      image: sql<
        string | null
      >`case when ${documentFields.signerId} = ${sql.placeholder('signerId')} then ${documentFields.image} end`,
      hasImage: sql<boolean>`${documentFields.image} is not null`,
    })
    .from(documentFields)
    .where(eq(documentFields.documentId, sql.placeholder('documentId')))
    .orderBy(asc(documentFields.pageNumber), asc(documentFields.seq))
    .prepare('fields_for_signer'),
);

export async function listFieldsForSigner(db: DbOrTx, documentId: string, signerId: string): Promise<SignerFieldRow[]> {
  return fieldsForSigner(db).execute({ documentId, signerId });
}

/** One field's image with its signer's id and submission time; null when the document has no such field. */
export async function findFieldImage(db: DbOrTx, documentId: string, fieldId: string) {
  const [row] = await db
    .select({
      image: documentFields.image,
      signer: { id: documentSigners.id, submittedAt: documentSigners.submittedAt },
    })
    .from(documentFields)
    .innerJoin(documentSigners, eq(documentSigners.id, documentFields.signerId))
    .where(and(eq(documentFields.id, fieldId), eq(documentFields.documentId, documentId)));
  return row ?? null;
}

/**
 * How many documents were made from each of `templateIds` (docs/domain.md#templates), those purged aside: a document in
 * the Trash still counts, as it does against the plan. A template no document was made from is not in the map.
 */
export async function countDocumentsMadeFrom(db: DbOrTx, templateIds: string[]): Promise<Map<string, number>> {
  if (templateIds.length === 0) return new Map();
  const rows = await db
    .select({ templateId: documents.templateId, total: count() })
    .from(documents)
    .where(and(inArray(documents.templateId, templateIds), isNull(documents.purgedAt)))
    .groupBy(documents.templateId);
  return new Map(rows.map((row) => [row.templateId ?? '', row.total]));
}

/** What the documents expect in storage: each original until it is purged, each sealed PDF always. */
export async function listExpectedFiles(db: DbOrTx): Promise<ExpectedFile[]> {
  const rows = await db
    .select({
      id: documents.id,
      storageKey: documents.storageKey,
      sealedStorageKey: documents.sealedStorageKey,
      purgedAt: documents.purgedAt,
    })
    .from(documents);
  return rows.flatMap((row) => [
    ...(row.purgedAt ? [] : [{ documentId: row.id, key: row.storageKey }]),
    ...(row.sealedStorageKey ? [{ documentId: row.id, key: row.sealedStorageKey }] : []),
  ]);
}

async function updated(rows: Promise<DocumentRow[]>): Promise<DocumentRow> {
  const [row] = await rows;
  if (!row) throw new Error('document update returned nothing');
  return row;
}

export function setStatus(db: DbOrTx, documentId: string, status: DocumentStatus): Promise<DocumentRow> {
  return updated(
    db.update(documents).set({ status, updatedAt: new Date() }).where(eq(documents.id, documentId)).returning(),
  );
}

/** Invite Sign: the sender's message of this round (null for none), replacing the round before's. */
export async function setSenderMessage(db: DbOrTx, documentId: string, senderMessage: string | null): Promise<void> {
  await db.update(documents).set({ senderMessage }).where(eq(documents.id, documentId));
}

/** Cancel: the document leaves signing for Archives, with when and why (docs/domain.md#documents-and-their-states). */
export function markCancelled(db: DbOrTx, documentId: string, reason: string): Promise<DocumentRow> {
  return updated(
    db
      .update(documents)
      .set({ status: 'Cancelled', cancelledAt: sql`now()`, cancelReason: reason, updatedAt: sql`now()` })
      .where(eq(documents.id, documentId))
      .returning(),
  );
}

/** Prepare again: back to Draft, any cancellation forgotten (its event stays in the trail). */
export function returnToDraft(db: DbOrTx, documentId: string): Promise<DocumentRow> {
  return updated(
    db
      .update(documents)
      .set({ status: 'Draft', cancelledAt: null, cancelReason: null, updatedAt: sql`now()` })
      .where(eq(documents.id, documentId))
      .returning(),
  );
}

/** When the last signer approved: the certificate states it. The request doing it starts the sealing job. */
export async function markCompleted(db: DbOrTx, documentId: string, at: Date): Promise<void> {
  await db
    .update(documents)
    .set({ completedAt: at, sealRequestId: currentRequestId() })
    .where(eq(documents.id, documentId));
}

// Sealing's state, kept on the document: attempts, lease or back-off, failure, the sealed file.

/** A Completed document not yet sealed and not given up on. */
const awaitingSeal = () =>
  and(eq(documents.status, 'Completed'), isNull(documents.sealedAt), isNull(documents.sealFailedAt));

/**
 * The Completed document next due for sealing (still unsealed, not given up on, its lease or back-off over),
 * its row held for the caller's transaction: SKIP LOCKED lets several processes share the work.
 */
export async function lockNextDocumentToSeal(tx: DbOrTx): Promise<DocumentRow | null> {
  const [due] = await tx
    .select()
    .from(documents)
    .where(and(awaitingSeal(), sql`(${documents.sealLeaseUntil} is null or ${documents.sealLeaseUntil} < now())`))
    .orderBy(documents.completedAt)
    .limit(1)
    .for('update', { skipLocked: true });
  return due ?? null;
}

/** Completed documents without their sealed PDF: still to be sealed (or retried), and given up on. */
export async function countSealingBacklog(db: DbOrTx): Promise<{ waiting: number; failed: number }> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${documents.sealFailedAt} is null)`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${documents.sealFailedAt} is not null)`.mapWith(Number),
    })
    .from(documents)
    // The partial index documents_awaiting_seal_idx holds exactly these rows.
    .where(and(eq(documents.status, 'Completed'), isNull(documents.sealedAt)));
  return { waiting: row?.waiting ?? 0, failed: row?.failed ?? 0 };
}

/** A Completed document still unsealed and not given up on, its row held until the caller's transaction ends. */
export async function lockDocumentBeingSealed(tx: DbOrTx, documentId: string): Promise<DocumentRow | null> {
  const [row] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), awaitingSeal()))
    .for('update');
  return row ?? null;
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
      sealLeasedAt: sql`now()`,
    })
    .where(eq(documents.id, documentId));
}

/**
 * Gives a claimed document back at once, its attempt not counted: the process sealing it is stopping, and
 * the document was not at fault. Another process may take it at its next poll rather than after the lease.
 * Only while the claim is still this worker's: `attempt` is the count its claim set, so once the lease ran out
 * and another process claimed the document (counting one more), its lease and attempt are left alone.
 * Answers whether the document was given back.
 */
export async function releaseSealAttempt(db: DbOrTx, documentId: string, attempt: number): Promise<boolean> {
  const released = await db
    .update(documents)
    .set({ sealAttempts: sql`greatest(${documents.sealAttempts} - 1, 0)`, sealLeaseUntil: null, sealLeasedAt: null })
    .where(and(eq(documents.id, documentId), awaitingSeal(), eq(documents.sealAttempts, attempt)))
    .returning({ id: documents.id });
  return released.length > 0;
}

/**
 * Gives back at once every document a sealing attempt still holds, its attempt still counted (the document may be
 * what ended the process): for a start on PGlite, where no other process can be sealing, so every lease is one a
 * process that ended without giving it back left behind (killed, out of memory). Back-offs are left as they are.
 * Answers the documents given back.
 */
export async function releaseSealLeasesOfEndedProcesses(db: DbOrTx): Promise<string[]> {
  const released = await db
    .update(documents)
    .set({ sealLeaseUntil: null, sealLeasedAt: null })
    .where(and(awaitingSeal(), isNotNull(documents.sealLeasedAt)))
    .returning({ id: documents.id });
  return released.map((row) => row.id);
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
      sealLeasedAt: null,
    })
    .where(and(eq(documents.id, documentId), eq(documents.status, 'Completed'), isNull(documents.sealedAt)))
    .returning();
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
      sealLeasedAt: null,
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
    .set({
      sealFailedAt: null,
      sealError: null,
      sealAttempts: 0,
      sealLeaseUntil: null,
      sealLeasedAt: null,
      // The retry is a new sealing job, started by this request (an operator's command has none).
      sealRequestId: currentRequestId(),
    })
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
