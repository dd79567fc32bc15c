import { randomUUID } from 'node:crypto';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  DOCUMENTS_LIST_STATUSES,
  type DocumentListItem,
  type DocumentListQuery,
  type DocumentOverview,
  type DocumentStatus,
  type DocumentSummary,
  FINISHED_STATUSES,
  type SigningRecordResponse,
  signerColor,
  type TrashListQuery,
} from '@signflow/contract/documents';
import { type Paged, pageOf } from '@signflow/contract/paging';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../http/app-error';
import type { RequestOrigin } from '../../http/request-origin';
import { isId } from '../../http/route-params';
import type { PdfInspection } from '../../platform/pdf-inspection';
import type { PdfWork } from '../../platform/pdf-work/pdf-work';
import { documentFileKey, type FileStorage, type ReceivedFile } from '../../platform/storage/file-storage';
import { recordOwnerEvent } from '../audit/record-event';
import { findFlowHeader, listApprovers } from '../flows/repo';
import { assertPlanAllows, lockAccount } from '../subscriptions/plan-limits';
import { findOwnedDocument, lockOwnedDocument } from './document-store';
import {
  countAllDocuments,
  countDocuments,
  countOverview,
  countTrashed,
  insertDocument,
  insertSigners,
  listDocuments,
  listFields,
  listSigners,
  listTrashed,
  purgeTrashed,
  setTrashedAt,
} from './repo';
import { toDocumentListItem, toDocumentSummary, toField, toSigner } from './wire';

/** The uploaded file's own name: no directories, no control characters. */
function documentName(fileName: string | undefined): string {
  const base = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  return (
    base
      .replace(/\p{Cc}/gu, '')
      .trim()
      .slice(0, 255) || 'document.pdf'
  );
}

const REFUSED_PDF: Record<'empty' | 'not-pdf' | 'damaged' | 'encrypted' | 'too-complex', string> = {
  empty: API_MESSAGES.fileEmpty,
  'not-pdf': API_MESSAGES.fileNotPdf,
  damaged: API_MESSAGES.pdfDamaged,
  encrypted: API_MESSAGES.pdfEncrypted,
  'too-complex': API_MESSAGES.pdfTooComplex,
};
const OVER_PDF_LIMIT = {
  'too-many-pages': API_MESSAGES.pdfTooManyPages,
  'too-many-objects': API_MESSAGES.pdfTooManyObjects,
};

function refusedPdf(inspection: Exclude<PdfInspection, { verdict: 'pdf' }>): AppError {
  if ('limit' in inspection) return new AppError(400, OVER_PDF_LIMIT[inspection.verdict], { limit: inspection.limit });
  return badRequest(REFUSED_PDF[inspection.verdict]);
}

export interface UploadDocumentInput {
  /** The file part, already streamed to storage's temporary area; the caller discards it afterwards. */
  file: ReceivedFile | null;
  fileName: string | undefined;
  flowHeaderId: string | undefined;
}

/**
 * Upload: keeps a PDF as a Draft whose signers are a copy of the flow's approvers (docs/domain.md#flows-and-levels),
 * within the plan's document limit. On any failure nothing is kept: no row, no file.
 */
export async function uploadDocument(
  db: Db,
  storage: FileStorage,
  pdfWork: Pick<PdfWork, 'inspect'>,
  accountId: string,
  input: UploadDocumentInput,
  origin: RequestOrigin,
): Promise<DocumentSummary> {
  const { file, flowHeaderId } = input;
  if (!file) throw badRequest(API_MESSAGES.uploadNoFile);
  if (!flowHeaderId) throw badRequest(API_MESSAGES.uploadNoFlow);
  if (!isId(flowHeaderId)) throw notFound();

  const inspection = await pdfWork.inspect(file.path);
  if (inspection.verdict !== 'pdf') throw refusedPdf(inspection);

  const documentId = randomUUID();
  const storageKey = documentFileKey(accountId, documentId);
  // Refused before the file travels to the store; checked again below, under the account's lock.
  await assertMayUpload(db, accountId, flowHeaderId);
  // Kept before the transaction, not inside it: on an object store this is an upload, and a transaction
  // holding the account's lock and a pooled connection must not wait on it. A failure below removes the file.
  await storage.keep(file, storageKey);
  try {
    const row = await db.transaction(async (tx) => {
      await lockAccount(tx, accountId);
      await assertMayUpload(tx, accountId, flowHeaderId);
      const approvers = await listApprovers(tx, flowHeaderId);
      const document = await insertDocument(tx, {
        id: documentId,
        accountId,
        name: documentName(input.fileName),
        flowId: flowHeaderId,
        storageKey,
        sizeBytes: file.sizeBytes,
        pageCount: inspection.pageCount,
        sha256: file.sha256,
      });
      await insertSigners(
        tx,
        documentId,
        approvers.map((approver, index) => ({
          name: approver.name,
          email: approver.email,
          level: approver.level,
          color: signerColor(index),
        })),
      );
      await recordOwnerEvent(tx, accountId, { documentId, type: 'uploaded', origin, details: { sha256: file.sha256 } });
      return document;
    });
    return toDocumentSummary(row);
  } catch (error) {
    // A file that cannot be removed now (the store went away) is reported by the start-up check.
    await storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
}

/** The flow is the account's own and the plan allows one more document. */
async function assertMayUpload(db: DbOrTx, accountId: string, flowHeaderId: string): Promise<void> {
  if (!(await findFlowHeader(db, accountId, flowHeaderId))) throw notFound();
  await assertPlanAllows(db, accountId, 'documents', () => countAllDocuments(db, accountId));
}

async function pageOfDocuments(
  db: Db,
  accountId: string,
  statuses: readonly DocumentStatus[],
  query: DocumentListQuery,
): Promise<Paged<DocumentListItem>> {
  const page = { offset: (query.page - 1) * query.limit, limit: query.limit };
  const now = new Date();
  const [rows, total] = await Promise.all([
    listDocuments(db, accountId, statuses, query, page, now),
    countDocuments(db, accountId, statuses, query, now),
  ]);
  return pageOf(rows.map(toDocumentListItem), query, total);
}

/** Documents: Draft, Sent, and Revision (waiting on its owner to prepare it again), outside the Trash. */
export function listActiveDocuments(db: Db, accountId: string, query: DocumentListQuery) {
  return pageOfDocuments(db, accountId, DOCUMENTS_LIST_STATUSES, query);
}

/** GET /v1/documents/overview: the counts at the top of Documents (docs/domain.md#finding-documents). */
export function getOverview(db: Db, accountId: string): Promise<DocumentOverview> {
  return countOverview(db, accountId, new Date());
}

/** Archives: Completed, Rejected, Revision and Cancelled, outside the Trash. */
export function listArchivedDocuments(db: Db, accountId: string, query: DocumentListQuery) {
  return pageOfDocuments(db, accountId, FINISHED_STATUSES, query);
}

/** The document's signing record: the document, its signers and their fields. */
export async function getSigningRecord(
  db: DbOrTx,
  accountId: string,
  documentId: string,
): Promise<SigningRecordResponse> {
  const document = await findOwnedDocument(db, accountId, documentId);
  const [signers, fields] = await Promise.all([listSigners(db, documentId), listFields(db, documentId)]);
  return { document: toDocumentSummary(document), users: signers.map(toSigner), coordinates: fields.map(toField) };
}

/** The owner's PDF: where it is kept, its name and size, for the asset route to stream. */
export async function getDocumentFile(db: Db, accountId: string, documentId: string) {
  const document = await findOwnedDocument(db, accountId, documentId);
  return { storageKey: document.storageKey, name: document.name, sizeBytes: document.sizeBytes };
}

/**
 * Deleting moves a document to the Trash, except while it is out for signing, or Completed and not
 * yet sealed: its sealed copy and the mails carrying it to the signers come first.
 */
export async function trashDocument(db: Db, accountId: string, documentId: string): Promise<DocumentSummary> {
  return db.transaction(async (tx) => {
    const document = await lockOwnedDocument(tx, accountId, documentId);
    if (document.status === 'Sent') throw conflict(API_MESSAGES.documentBeingSigned);
    if (document.status === 'Completed' && !document.sealedAt) throw conflict(API_MESSAGES.sealPending);
    return toDocumentSummary(await setTrashedAt(tx, documentId, new Date()));
  });
}

export async function restoreDocument(db: Db, accountId: string, documentId: string): Promise<DocumentSummary> {
  return db.transaction(async (tx) => {
    await lockOwnedDocument(tx, accountId, documentId, { trashed: true });
    return toDocumentSummary(await setTrashedAt(tx, documentId, null));
  });
}

export async function listTrash(db: Db, accountId: string, query: TrashListQuery): Promise<Paged<DocumentListItem>> {
  const now = new Date();
  const [rows, total] = await Promise.all([
    listTrashed(db, accountId, query, { offset: (query.page - 1) * query.limit, limit: query.limit }, now),
    countTrashed(db, accountId, query, now),
  ]);
  return pageOf(rows.map(toDocumentListItem), query, total);
}

/**
 * Empty Trash (README, "Security"): the documents leave the owner's lists for good and their original files go; what
 * signers and /verify rely on stays (see purgeTrashed). Rows first: a file that fails to go is only disk
 * space (logged), while a listed document without its file would be a broken one.
 */
export async function emptyTrash(
  db: Db,
  storage: FileStorage,
  log: { error(details: object, message: string): void },
  accountId: string,
): Promise<{ deleted: number }> {
  const purged = await purgeTrashed(db, accountId);
  await Promise.all(
    purged.fileKeys.map((key) =>
      storage.remove(key).catch((error: unknown) => log.error({ err: error, key }, 'trashed file not removed')),
    ),
  );
  return { deleted: purged.documents };
}
