import type { DocumentListQuery, DocumentStatus, FieldType, PageFractions } from '@signflow/contract/documents';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { documentFields, documentSigners, documents } from '../../db/schema';

export type DocumentRow = typeof documents.$inferSelect;
export type SignerRow = typeof documentSigners.$inferSelect;
export type FieldRow = typeof documentFields.$inferSelect;

type Page = { offset: number; limit: number };

/** Every document of the account counts against its plan, trashed ones too, until the Trash is emptied. */
export async function countAllDocuments(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(documents)
    .where(and(eq(documents.accountId, accountId), isNull(documents.purgedAt)));
  return row?.total ?? 0;
}

export async function insertDocument(
  db: DbOrTx,
  values: {
    id: string;
    accountId: string;
    name: string;
    flowId: string;
    storageKey: string;
    sizeBytes: number;
    pageCount: number;
    sha256: string;
  },
): Promise<DocumentRow> {
  const [row] = await db.insert(documents).values(values).returning();
  if (!row) throw new Error('document insert returned nothing');
  return row;
}

export async function insertSigners(
  db: DbOrTx,
  documentId: string,
  signers: { name: string; email: string; level: number; color: string }[],
): Promise<void> {
  if (signers.length === 0) return;
  await db.insert(documentSigners).values(signers.map((signer) => ({ documentId, ...signer })));
}

const sortColumns = {
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
  name: sql`lower(${documents.name})`,
  status: documents.status,
} as const;

function liveWithStatus(accountId: string, statuses: readonly DocumentStatus[]): SQL | undefined {
  return and(eq(documents.accountId, accountId), isNull(documents.trashedAt), inArray(documents.status, [...statuses]));
}

/** The account's documents in `statuses`, outside the Trash, in the asked order (insertion order breaks ties). */
export async function listDocuments(
  db: DbOrTx,
  accountId: string,
  statuses: readonly DocumentStatus[],
  sort: DocumentListQuery['sortBy'],
  page: Page,
): Promise<DocumentRow[]> {
  const order = sort.direction === 'asc' ? asc : desc;
  return db
    .select()
    .from(documents)
    .where(liveWithStatus(accountId, statuses))
    .orderBy(order(sortColumns[sort.field]), order(documents.seq))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countDocuments(
  db: DbOrTx,
  accountId: string,
  statuses: readonly DocumentStatus[],
): Promise<number> {
  const [row] = await db.select({ total: count() }).from(documents).where(liveWithStatus(accountId, statuses));
  return row?.total ?? 0;
}

/** Purged documents are in the Trash no more: they keep their row only as evidence. */
const inTrash = (accountId: string) =>
  and(eq(documents.accountId, accountId), isNotNull(documents.trashedAt), isNull(documents.purgedAt));

/** The Trash, most recently trashed first. */
export async function listTrashed(db: DbOrTx, accountId: string, page: Page): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(inTrash(accountId))
    .orderBy(desc(documents.trashedAt), desc(documents.seq))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countTrashed(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(documents).where(inTrash(accountId));
  return row?.total ?? 0;
}

export async function setTrashedAt(db: DbOrTx, documentId: string, trashedAt: Date | null): Promise<DocumentRow> {
  const [row] = await db.update(documents).set({ trashedAt }).where(eq(documents.id, documentId)).returning();
  if (!row) throw new Error('document update returned nothing');
  return row;
}

/** Records that the document changed (its fields did), for the `updatedAt` order. */
export async function touchDocument(db: DbOrTx, documentId: string): Promise<void> {
  await db.update(documents).set({ updatedAt: sql`now()` }).where(eq(documents.id, documentId));
}

/**
 * Purges the account's trashed documents: each leaves the owner's lists for good, but its row stays, with
 * its signers, its audit trail and its sealed file, which signers and /verify rely on. A Completed document
 * not yet sealed is never taken: its signers have not had their copy. Answers the original files' keys, the
 * owner's own files, for the caller to remove.
 */
export async function purgeTrashed(db: DbOrTx, accountId: string): Promise<{ documents: number; fileKeys: string[] }> {
  const purged = await db
    .update(documents)
    .set({ purgedAt: sql`now()` })
    .where(and(inTrash(accountId), or(ne(documents.status, 'Completed'), isNotNull(documents.sealedAt))))
    .returning({ storageKey: documents.storageKey });
  return { documents: purged.length, fileKeys: purged.map((row) => row.storageKey) };
}

/** Signers in signing order: by level, then in the flow's order. */
export async function listSigners(db: DbOrTx, documentId: string): Promise<SignerRow[]> {
  return db
    .select()
    .from(documentSigners)
    .where(eq(documentSigners.documentId, documentId))
    .orderBy(asc(documentSigners.level), asc(documentSigners.seq));
}

export async function listFields(db: DbOrTx, documentId: string): Promise<FieldRow[]> {
  return db
    .select()
    .from(documentFields)
    .where(eq(documentFields.documentId, documentId))
    .orderBy(asc(documentFields.pageNumber), asc(documentFields.seq));
}

export type FieldPlacement = {
  signerId: string;
  type: FieldType;
  pageNumber: number;
  rects: PageFractions[];
} & PageFractions;

export async function insertField(db: DbOrTx, documentId: string, placement: FieldPlacement): Promise<FieldRow> {
  const [row] = await db
    .insert(documentFields)
    .values({ documentId, ...placement })
    .returning();
  if (!row) throw new Error('field insert returned nothing');
  return row;
}

/** Moves, resizes or reassigns a field; its response is the signer's and stays as it is. */
export async function updateField(
  db: DbOrTx,
  documentId: string,
  fieldId: string,
  placement: FieldPlacement,
): Promise<FieldRow | null> {
  const [row] = await db
    .update(documentFields)
    .set({ ...placement, updatedAt: sql`now()` })
    .where(and(eq(documentFields.id, fieldId), eq(documentFields.documentId, documentId)))
    .returning();
  return row ?? null;
}

export async function deleteField(db: DbOrTx, documentId: string, fieldId: string): Promise<FieldRow | null> {
  const [row] = await db
    .delete(documentFields)
    .where(and(eq(documentFields.id, fieldId), eq(documentFields.documentId, documentId)))
    .returning();
  return row ?? null;
}
