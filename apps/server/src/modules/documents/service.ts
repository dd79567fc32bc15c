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
  uploadSignersSchema,
} from '@signflow/contract/documents';
import { MAX_APPROVERS } from '@signflow/contract/flows';
import { type Paged, pageOf } from '@signflow/contract/paging';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../http/app-error';
import type { RequestOrigin } from '../../http/request-origin';
import { isId } from '../../http/route-params';
import type { PdfInspection } from '../../platform/pdf-inspection';
import type { PdfWork } from '../../platform/pdf-work/pdf-work';
import { documentFileKey, type FileStorage, type ReceivedFile } from '../../platform/storage/file-storage';
import { recordOwnerEvent } from '../audit/record-event';
import { countFlows, findFlowHeader, insertApprovers, insertFlow, listApprovers } from '../flows/repo';
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
  /** 'Just these people': the signers part as sent (JSON), used instead of a flow. */
  signers?: string | undefined;
}

/** The flow's approvers, as they become the document's signers. */
type SignerValues = { name: string; email: string; level: number };

/**
 * The signers part, checked with the same schema as the upload form's rows; a bad row is named by its
 * position, as Invite Sign names a signer (docs/api.md#uploads).
 */
export function parseUploadSigners(text: string): SignerValues[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest(API_MESSAGES.invalidRequest);
  }
  const parsed = uploadSignersSchema.safeParse(json);
  if (parsed.success) {
    return parsed.data.map((row) => ({ name: row.approverName, email: row.approverMail, level: row.approvalLevel }));
  }
  const issue = parsed.error.issues[0];
  const [index, field] = issue?.path ?? [];
  if (typeof index !== 'number') {
    if (issue?.code === 'too_big') throw new AppError(400, API_MESSAGES.flowApproverLimit, { limit: MAX_APPROVERS });
    throw badRequest(issue?.message ?? API_MESSAGES.invalidRequest);
  }
  // A row that is not an approver at all (a number, a list) is an invalid request, not the validator's own words.
  if (field === undefined) throw badRequest(API_MESSAGES.invalidRequest);
  const position = index + 1;
  const messageOf: Record<string, string> = {
    approverName: API_MESSAGES.signerNeedsName,
    approverMail: API_MESSAGES.signerNeedsEmail,
    approvalLevel: API_MESSAGES.signerNeedsLevel,
  };
  // A name or address typed wrongly (too long, control characters) keeps the field's own message.
  const worded = field === 'approverName' && issue?.code !== 'too_small' ? undefined : messageOf[String(field)];
  if (worded) throw new AppError(400, worded, { position });
  throw badRequest(issue?.message ?? API_MESSAGES.invalidRequest);
}

/** The flow 'Just these people' creates: named after the document (without .pdf), as a flow name may be long. */
function flowNameFor(documentName: string): string {
  return (
    documentName
      .replace(/\.pdf$/i, '')
      .trim()
      .slice(0, 100) || documentName.slice(0, 100)
  );
}

/**
 * POST /v1/fileupload/fileupload: checks the file, keeps it, and records the Draft with a copy of the flow's
 * approvers as its signers, within the plan's document limit. With 'Just these people' (`signers` instead of
 * a flow) the flow is created first, in the same transaction and within the plan's flow limit, so a refused
 * upload leaves no flow behind.
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
  const typedSigners = input.signers === undefined ? null : parseUploadSigners(input.signers);
  if (typedSigners && flowHeaderId) throw badRequest(API_MESSAGES.uploadFlowOrSigners);
  if (!typedSigners) {
    if (!flowHeaderId) throw badRequest(API_MESSAGES.uploadNoFlow);
    if (!isId(flowHeaderId)) throw notFound();
  }

  const inspection = await pdfWork.inspect(file.path);
  if (inspection.verdict !== 'pdf') throw refusedPdf(inspection);

  const documentId = randomUUID();
  const storageKey = documentFileKey(accountId, documentId);
  const name = documentName(input.fileName);
  // Refused before the file travels to the store; checked again below, under the account's lock.
  await assertMayUpload(db, accountId, flowHeaderId, typedSigners !== null);
  // Kept before the transaction, not inside it: on an object store this is an upload, and a transaction
  // holding the account's lock and a pooled connection must not wait on it. A failure below removes the file.
  await storage.keep(file, storageKey);
  try {
    const row = await db.transaction(async (tx) => {
      await lockAccount(tx, accountId);
      await assertMayUpload(tx, accountId, flowHeaderId, typedSigners !== null);
      let flowId: string;
      let approvers: SignerValues[];
      if (typedSigners) {
        flowId = await insertFlow(tx, { accountId, name: flowNameFor(name), description: null });
        approvers = await insertApprovers(tx, flowId, typedSigners);
      } else {
        flowId = flowHeaderId as string;
        approvers = await listApprovers(tx, flowId);
      }
      const document = await insertDocument(tx, {
        id: documentId,
        accountId,
        name,
        flowId,
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

/**
 * The flow is the account's own (or, for 'Just these people', the plan allows one more flow) and the plan
 * allows one more document.
 */
async function assertMayUpload(
  db: DbOrTx,
  accountId: string,
  flowHeaderId: string | undefined,
  createsFlow: boolean,
): Promise<void> {
  if (createsFlow) await assertPlanAllows(db, accountId, 'flows', () => countFlows(db, accountId));
  else if (!flowHeaderId || !(await findFlowHeader(db, accountId, flowHeaderId))) throw notFound();
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
