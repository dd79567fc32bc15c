import {
  type DeclinedBy,
  DOCUMENT_STATUSES,
  type DocumentFilterQuery,
  type DocumentListQuery,
  type DocumentOverview,
  type DocumentStatus,
  type FieldType,
  type PageFractions,
  type SigningProgress,
} from '@signflow/contract/documents';
import type { SignerVerification } from '@signflow/contract/signer-verification';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { pageWithTotal, totalColumn } from '../../db/page-with-total';
import { preparedPerHandle, preparedPerShape } from '../../db/prepared';
import {
  documentCounts,
  documentFields,
  documentSigners,
  documents,
  mailJobs,
  reminderSchedules,
} from '../../db/schema';

export type DocumentRow = typeof documents.$inferSelect;
export type SignerRow = typeof documentSigners.$inferSelect;
export type FieldRow = typeof documentFields.$inferSelect;

type Page = { offset: number; limit: number };

/**
 * The account's documents in `statuses`, in the Trash or out of it (both when `inTrash` is undefined), read from the
 * counts a trigger keeps (schema.ts, documentCounts) rather than counted: an exact total in a few rows' reading.
 */
const countedByStatus = preparedPerShape(
  'document_count',
  ({ statuses, inTrash }: { statuses: readonly DocumentStatus[]; inTrash?: boolean }) =>
    `${statuses.join(',')} ${inTrash}`,
  (db, { statuses, inTrash }, name) =>
    db
      .select({ total: sql<number>`coalesce(sum(${documentCounts.total}), 0)`.mapWith(Number) })
      .from(documentCounts)
      .where(
        and(
          eq(documentCounts.accountId, sql.placeholder('accountId')),
          inArray(documentCounts.status, [...statuses]),
          inTrash === undefined ? undefined : eq(documentCounts.inTrash, inTrash),
        ),
      )
      .prepare(name),
);

async function countedDocuments(
  db: DbOrTx,
  accountId: string,
  statuses: readonly DocumentStatus[],
  inTrash?: boolean,
): Promise<number> {
  if (statuses.length === 0) return 0;
  const [row] = await countedByStatus({ statuses, inTrash })(db).execute({ accountId });
  return row?.total ?? 0;
}

/**
 * The statuses a filter without a search keeps of `statuses`, or null when the filter needs the documents read
 * (a search, or Needs attention and Completed this month, which depend on more than the status).
 */
function countedStatuses(statuses: readonly DocumentStatus[], filter: DocumentFilterQuery): DocumentStatus[] | null {
  if (filter.search !== undefined) return null;
  if (filter.status === undefined) return [...statuses];
  const status = filter.status;
  if (!(DOCUMENT_STATUSES as readonly string[]).includes(status)) return null;
  return statuses.filter((listed) => listed === status);
}

/** Every document of the account counts against its plan, trashed ones too, until the Trash is emptied. */
export async function countAllDocuments(db: DbOrTx, accountId: string): Promise<number> {
  return countedDocuments(db, accountId, DOCUMENT_STATUSES);
}

export async function insertDocument(
  db: DbOrTx,
  values: {
    id: string;
    accountId: string;
    name: string;
    /** The flow the signers were copied from, or kept in; null for signers typed at upload alone. */
    flowId?: string | null;
    /** The template the document was made from (docs/domain.md#templates). */
    templateId?: string | null;
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

/** One signer of a new Draft, or one more added to a Draft being prepared again. */
export async function insertSigner(
  db: DbOrTx,
  documentId: string,
  signer: { name: string; email: string; level: number; color: string; verification?: SignerVerification },
): Promise<SignerRow> {
  const [row] = await db
    .insert(documentSigners)
    .values({ documentId, ...signer })
    .returning();
  if (!row) throw new Error('signer insert returned nothing');
  return row;
}

/** A signer's name, e-mail and level, as Prepare again changes them. */
export async function updateSignerPerson(
  db: DbOrTx,
  signerId: string,
  person: { name: string; email: string; level: number },
): Promise<void> {
  await db.update(documentSigners).set(person).where(eq(documentSigners.id, signerId));
}

/** Removes a signer and their fields; answers how many fields went with them. */
export async function deleteSignerAndFields(db: DbOrTx, signerId: string): Promise<number> {
  const fields = await db
    .delete(documentFields)
    .where(eq(documentFields.signerId, signerId))
    .returning({ id: documentFields.id });
  await db.delete(documentSigners).where(eq(documentSigners.id, signerId));
  return fields.length;
}

/** Removes the document's fields on pages past `pageCount`; answers them. */
export async function deleteFieldsPastPage(db: DbOrTx, documentId: string, pageCount: number): Promise<FieldRow[]> {
  return db
    .delete(documentFields)
    .where(and(eq(documentFields.documentId, documentId), gt(documentFields.pageNumber, pageCount)))
    .returning();
}

/** The document's file becomes another one: where it is kept, its size, its hash and its pages. */
export async function setDocumentFile(
  db: DbOrTx,
  documentId: string,
  file: { storageKey: string; sizeBytes: number; sha256: string; pageCount: number },
): Promise<DocumentRow> {
  const [row] = await db
    .update(documents)
    .set({ ...file, updatedAt: sql`now()` })
    .where(eq(documents.id, documentId))
    .returning();
  if (!row) throw new Error('document update returned nothing');
  return row;
}

const sortColumns = {
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
  name: sql`lower(${documents.name})`,
  status: documents.status,
} as const;

function liveWithStatus(accountId: string | Placeholder, statuses: readonly DocumentStatus[]): SQL | undefined {
  return and(eq(documents.accountId, accountId), isNull(documents.trashedAt), inArray(documents.status, [...statuses]));
}

/** The first instant of `now`'s month, UTC: where "Completed this month" starts. */
export function startOfMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** A Completed document whose sealing gave up: it needs attention, and Archives lists it (with Retry sealing). */
const sealingGaveUp = sql`(${documents.status} = 'Completed' and ${documents.sealFailedAt} is not null)`;

/**
 * Needs attention (docs/domain.md#finding-documents): a Sent document whose waiting signer's link expired or whose
 * mail to a signer failed for good, one sent back for revision (its owner prepares it again), or a Completed one
 * whose sealing gave up.
 */
function needsAttention(now: Date): SQL {
  return sql`(
    (${documents.status} = 'Sent' and (
      exists (select 1 from ${documentSigners} s where s.document_id = ${documents.id}
        and s.submitted_at is null and s.token_expires_at is not null and s.token_expires_at <= ${now.toISOString()}::timestamptz)
      or exists (select 1 from ${mailJobs} m join ${documentSigners} s
        on s.document_id = m.document_id and s.email = lower(m.to)
        where m.document_id = ${documents.id} and m.status = 'failed')
    ))
    or ${documents.status} = 'Revision'
    or ${sealingGaveUp}
  )`;
}

/** `?search&status` as a condition on the documents table (docs/api.md#searching-and-filtering). */
function matchingFilter(filter: DocumentFilterQuery, now: Date): SQL | undefined {
  const byStatus =
    filter.status === undefined
      ? undefined
      : filter.status === 'NeedsAttention'
        ? needsAttention(now)
        : filter.status === 'CompletedThisMonth'
          ? and(eq(documents.status, 'Completed'), gte(documents.completedAt, startOfMonthUtc(now)))
          : eq(documents.status, filter.status);
  const pattern = filter.search === undefined ? undefined : likePattern(filter.search);
  const bySearch =
    pattern === undefined
      ? undefined
      : sql`(lower(${documents.name}) like ${pattern} escape '\\'
          or exists (select 1 from ${documentSigners} s where s.document_id = ${documents.id}
            and (lower(s.name) like ${pattern} escape '\\' or s.email like ${pattern} escape '\\')))`;
  return and(byStatus, bySearch);
}

/** A listed document's row, its signers' progress and who declined it, read in the same query. */
export type ListedDocumentRow = { document: DocumentRow; progress: SigningProgress; declinedBy: DeclinedBy | null };

/** The progress as the database answers it: json, already parsed by one driver and text for another. */
function parsedProgress(value: unknown): SigningProgress {
  const progress = (typeof value === 'string' ? JSON.parse(value) : value) as Partial<SigningProgress> | null;
  return {
    signed: Number(progress?.signed ?? 0),
    total: Number(progress?.total ?? 0),
    waiting: Array.isArray(progress?.waiting) ? progress.waiting.map(String) : [],
    withoutFields: Array.isArray(progress?.withoutFields) ? progress.withoutFields.map(String) : [],
  };
}

/**
 * Each document's signers counted in a subquery of the list's own select (the outer id spelt out: in a select list
 * the query builder leaves columns unqualified, which inside the subquery would name the signer's), so a page of documents is one query
 * however many rows it has: approved, all, the names not answered yet and those without a field, in signing order.
 */
const signingProgress = sql`(select json_build_object(
    'signed', count(*) filter (where s.decision = 'approved'),
    'total', count(*),
    'waiting', coalesce(json_agg(s.name order by s.level, s.seq) filter (where s.submitted_at is null), '[]'::json),
    'withoutFields', coalesce(json_agg(s.name order by s.level, s.seq) filter (where not exists
      (select 1 from ${documentFields} f where f.signer_id = s.id)), '[]'::json))
  from ${documentSigners} s where s.document_id = "documents"."id")`.mapWith(parsedProgress);

/** Who declined, as the database answers it (json, parsed by one driver, text for another); null for none. */
function parsedDeclinedBy(value: unknown): DeclinedBy | null {
  const declined = (typeof value === 'string' ? JSON.parse(value) : value) as Partial<DeclinedBy> | null;
  if (!declined || (declined.decision !== 'rejected' && declined.decision !== 'revision')) return null;
  return { name: String(declined.name ?? ''), decision: declined.decision, reason: declined.reason ?? null };
}

/**
 * The signer whose rejection or revision request ended the round, and their reason (the last to decline, should the
 * round ever hold two), in a subquery of the list's own select like the progress. Prepare again clears decisions.
 */
const declinedBy = sql`(select json_build_object('name', s.name, 'decision', s.decision, 'reason', s.decision_reason)
  from ${documentSigners} s where s.document_id = "documents"."id" and s.decision in ('rejected', 'revision')
  order by s.submitted_at desc limit 1)`.mapWith(parsedDeclinedBy);

/**
 * A list's total, as a subquery for the page's own select (db/page-with-total.ts): read from the counts a trigger
 * keeps when the filter allows (`counted`, the statuses it keeps; see countedStatuses), else the matching rows counted.
 */
function listTotal(
  db: DbOrTx,
  accountId: string | Placeholder,
  counted: readonly DocumentStatus[] | null,
  inTrash: boolean,
  where: SQL | undefined,
): SQLWrapper {
  if (counted === null) return db.select({ total: count() }).from(documents).where(where);
  if (counted.length === 0) return sql`select 0`;
  return db
    .select({ total: sql`coalesce(sum(${documentCounts.total}), 0)` })
    .from(documentCounts)
    .where(
      and(
        eq(documentCounts.accountId, accountId),
        inArray(documentCounts.status, [...counted]),
        eq(documentCounts.inTrash, inTrash),
      ),
    );
}

/**
 * The rows of one page, with their progress, each carrying the list's total (`total`, a subquery the database works
 * out once): page and total in one round trip. The page's ids are found first, in a subquery, so the progress is
 * worked out for the rows shown only: in one select with `offset`, it was worked out for every row skipped over too,
 * and page 2,000 took 10,000 documents' signers (bench/README.md, large-account).
 */
function listedPage(
  db: DbOrTx,
  where: SQL | undefined,
  orderBy: SQL[],
  page: { limit: number | Placeholder; offset: number | Placeholder },
  total: SQLWrapper,
) {
  const pageIds = db
    .select({ id: documents.id })
    .from(documents)
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return db
    .select({ document: documents, progress: signingProgress, declinedBy, total: totalColumn(total) })
    .from(documents)
    .where(inArray(documents.id, pageIds))
    .orderBy(...orderBy);
}

/** A page of a documents list and the list's total. */
export type ListedDocumentPage = { rows: ListedDocumentRow[]; total: number };

const orderOf = (sort: DocumentListQuery['sortBy']) => {
  const order = sort.direction === 'asc' ? asc : desc;
  return [order(sortColumns[sort.field]), order(documents.seq)];
};

/**
 * A list's page as it first opens, with neither a search nor a status filter, for each set of statuses and order:
 * built once (db/prepared.ts), as it is asked for far more than any other.
 */
const unfilteredPage = preparedPerShape(
  'document_page',
  ({ statuses, sort }: { statuses: readonly DocumentStatus[]; sort: DocumentListQuery['sortBy'] }) =>
    `${statuses.join(',')} ${sort.field} ${sort.direction}`,
  (db, { statuses, sort }, name) => {
    const accountId = sql.placeholder('accountId');
    return listedPage(
      db,
      liveWithStatus(accountId, statuses),
      orderOf(sort),
      { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') },
      listTotal(db, accountId, statuses, false, undefined),
    ).prepare(name);
  },
);

/**
 * A page of the account's documents in `statuses`, outside the Trash, in the asked order (insertion order breaks
 * ties), and their total: one statement.
 */
export async function listDocuments(
  db: DbOrTx,
  accountId: string,
  statuses: readonly DocumentStatus[],
  query: Pick<DocumentListQuery, 'sortBy' | 'search' | 'status'>,
  page: Page,
  now: Date,
): Promise<ListedDocumentPage> {
  let rows: (ListedDocumentRow & { total: number })[];
  if (query.search === undefined && query.status === undefined) {
    rows = await unfilteredPage({ statuses, sort: query.sortBy })(db).execute({ accountId, ...page });
  } else {
    const where = and(liveWithStatus(accountId, statuses), matchingFilter(query, now));
    const total = listTotal(db, accountId, countedStatuses(statuses, query), false, where);
    rows = await listedPage(db, where, orderOf(query.sortBy), page, total);
  }
  return pageWithTotal(rows, page.offset, () => countDocuments(db, accountId, statuses, query, now));
}

export async function countDocuments(
  db: DbOrTx,
  accountId: string,
  statuses: readonly DocumentStatus[],
  filter: DocumentFilterQuery,
  now: Date,
): Promise<number> {
  const counted = countedStatuses(statuses, filter);
  if (counted) return countedDocuments(db, accountId, counted, false);
  const [row] = await db
    .select({ total: count() })
    .from(documents)
    .where(and(liveWithStatus(accountId, statuses), matchingFilter(filter, now)));
  return row?.total ?? 0;
}

/** GET /v1/documents/overview: the counts in one pass over the account's documents outside the Trash. */
export async function countOverview(db: DbOrTx, accountId: string, now: Date): Promise<DocumentOverview> {
  const [row] = await db
    .select({
      draft: sql<number>`count(*) filter (where ${documents.status} = 'Draft')`.mapWith(Number),
      waiting: sql<number>`count(*) filter (where ${documents.status} = 'Sent')`.mapWith(Number),
      completedThisMonth: sql<number>`count(*) filter (where ${documents.status} = 'Completed'
        and ${documents.completedAt} >= ${startOfMonthUtc(now)})`.mapWith(Number),
      needsAttention: sql<number>`count(*) filter (where ${needsAttention(now)})`.mapWith(Number),
      revision: sql<number>`count(*) filter (where ${documents.status} = 'Revision')`.mapWith(Number),
      sealFailed: sql<number>`count(*) filter (where ${sealingGaveUp})`.mapWith(Number),
    })
    .from(documents)
    .where(and(eq(documents.accountId, accountId), isNull(documents.trashedAt), isNull(documents.purgedAt)));
  return row ?? { draft: 0, waiting: 0, completedThisMonth: 0, needsAttention: 0, revision: 0, sealFailed: 0 };
}

/** A document's automatic reminders, for its History. */
export async function findReminderSchedule(db: DbOrTx, documentId: string) {
  const [row] = await db.select().from(reminderSchedules).where(eq(reminderSchedules.documentId, documentId));
  return row ?? null;
}

/** Purged documents are in the Trash no more: they keep their row only as evidence. */
const inTrash = (accountId: string) =>
  and(eq(documents.accountId, accountId), isNotNull(documents.trashedAt), isNull(documents.purgedAt));

/** A page of the Trash, most recently trashed first, and its total: one statement. */
export async function listTrashed(
  db: DbOrTx,
  accountId: string,
  filter: DocumentFilterQuery,
  page: Page,
  now: Date,
): Promise<ListedDocumentPage> {
  const where = and(inTrash(accountId), matchingFilter(filter, now));
  const rows = await listedPage(
    db,
    where,
    [desc(documents.trashedAt), desc(documents.seq)],
    page,
    listTotal(db, accountId, countedStatuses(DOCUMENT_STATUSES, filter), true, where),
  );
  return pageWithTotal(rows, page.offset, () => countTrashed(db, accountId, filter, now));
}

export async function countTrashed(
  db: DbOrTx,
  accountId: string,
  filter: DocumentFilterQuery,
  now: Date,
): Promise<number> {
  const counted = countedStatuses(DOCUMENT_STATUSES, filter);
  if (counted) return countedDocuments(db, accountId, counted, true);
  const [row] = await db
    .select({ total: count() })
    .from(documents)
    .where(and(inTrash(accountId), matchingFilter(filter, now)));
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

const signersOfDocument = preparedPerHandle((db) =>
  db
    .select()
    .from(documentSigners)
    .where(eq(documentSigners.documentId, sql.placeholder('documentId')))
    .orderBy(asc(documentSigners.level), asc(documentSigners.seq))
    .prepare('signers_of_document'),
);

/** Signers in signing order: by level, then in the flow's order. */
export async function listSigners(db: DbOrTx, documentId: string): Promise<SignerRow[]> {
  return signersOfDocument(db).execute({ documentId });
}

const fieldsOfDocument = preparedPerHandle((db) =>
  db
    .select()
    .from(documentFields)
    .where(eq(documentFields.documentId, sql.placeholder('documentId')))
    .orderBy(asc(documentFields.pageNumber), asc(documentFields.seq))
    .prepare('fields_of_document'),
);

export async function listFields(db: DbOrTx, documentId: string): Promise<FieldRow[]> {
  return fieldsOfDocument(db).execute({ documentId });
}

export async function countFields(db: DbOrTx, documentId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(documentFields)
    .where(eq(documentFields.documentId, documentId));
  return row?.total ?? 0;
}

export type FieldPlacement = {
  signerId: string;
  type: FieldType;
  pageNumber: number;
  rects: PageFractions[];
  label: string | null;
  required: boolean;
} & PageFractions;

/** A new Draft's fields, as they come: placed, and those the sender filled in with their value (docs/domain.md#templates). */
export type NewField = FieldPlacement &
  Partial<Pick<FieldRow, 'senderFilled' | 'responseText' | 'responseChecked' | 'approve'>>;

export async function insertFields(db: DbOrTx, documentId: string, fields: NewField[]): Promise<void> {
  if (fields.length === 0) return;
  await db.insert(documentFields).values(fields.map((field) => ({ documentId, ...field })));
}

export async function insertField(db: DbOrTx, documentId: string, placement: FieldPlacement): Promise<FieldRow> {
  const [row] = await db
    .insert(documentFields)
    .values({ documentId, ...placement })
    .returning();
  if (!row) throw new Error('field insert returned nothing');
  return row;
}

/**
 * Moves, resizes or reassigns a field; its response is the signer's and stays as it is. A field the sender filled in
 * keeps its value while it keeps its type: given another type, it is a field like any other, empty.
 */
export async function updateField(
  db: DbOrTx,
  documentId: string,
  fieldId: string,
  placement: FieldPlacement,
): Promise<FieldRow | null> {
  // In SET, a column names the row as it was: a sender's value goes with a change of type, nothing else does.
  const valueGoes = sql`(${documentFields.senderFilled} and ${documentFields.type} <> ${placement.type})`;
  const unlessValueGoes = (column: AnyPgColumn, empty: SQL) =>
    sql`case when ${valueGoes} then ${empty} else ${column} end`;
  const [row] = await db
    .update(documentFields)
    .set({
      ...placement,
      senderFilled: unlessValueGoes(documentFields.senderFilled, sql`false`),
      responseText: unlessValueGoes(documentFields.responseText, sql`null`),
      responseChecked: unlessValueGoes(documentFields.responseChecked, sql`null`),
      approve: unlessValueGoes(documentFields.approve, sql`false`),
      updatedAt: sql`now()`,
    })
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
