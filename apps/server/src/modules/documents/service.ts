import { randomUUID } from 'node:crypto';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import {
  DOCUMENTS_LIST_STATUSES,
  type DocumentListItem,
  type DocumentListQuery,
  type DocumentOverview,
  type DocumentStatus,
  type DocumentSummary,
  documentNameOf,
  documentNameProblem,
  FINISHED_STATUSES,
  isTrashable,
  type TrashListQuery,
} from '@signflow/contract/documents';
import { cutWhole, MAX_NAME_LENGTH } from '@signflow/contract/fields';
import { type Paged, pageOf } from '@signflow/contract/paging';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../http/app-error';
import { inspectReceivedPdf } from '../../http/pdf-intake';
import type { RequestOrigin } from '../../http/request-origin';
import { isId } from '../../http/route-params';
import type { PdfWork } from '../../platform/pdf-work/pdf-work';
import { documentFileKey, type FileStorage, type ReceivedFile } from '../../platform/storage/file-storage';
import { recordOwnerEvent } from '../audit/record-event';
import { insertFlowWithApprovers } from '../flows/approver-list';
import { listApprovers } from '../flows/repo';
import { notifyDocumentChanged } from '../live-updates/notify';
import { lockAccount } from '../subscriptions/plan-limits';
import { findOwnedDocument, lockOwnedDocument } from './document-store';
import { insertDraft } from './new-draft';
import {
  countOverview,
  type DocumentRow,
  type FieldRow,
  listDocuments,
  listFields,
  listSigners,
  listTrashed,
  purgeTrashed,
  type SignerRow,
  setTrashedAt,
} from './repo';
import {
  assertMayUpload,
  parseSaveAsFlow,
  parseUploadSigners,
  type SignerValues,
  type UploadSigners,
} from './upload-checks';
import { toDocumentListItem, toDocumentSummary } from './wire';

export interface UploadDocumentInput {
  /** The file part, already streamed to storage's temporary area; the caller discards it afterwards. */
  file: ReceivedFile | null;
  fileName: string | undefined;
  flowHeaderId: string | undefined;
  /** 'Just these people': the signers part as sent (JSON), used instead of a flow. */
  signers?: string | undefined;
  /** With typed signers, the saveAsFlow part as sent: 'true' keeps them as a flow too. */
  saveAsFlow?: string | undefined;
}

/**
 * 'Just these people' kept as a flow: named after the document (without .pdf), as long as a flow name may be, cut
 * between whole characters and trimmed as a typed one is.
 */
function flowNameFor(documentName: string): string {
  const name = documentName.replace(/\.pdf$/i, '').trim() || documentName;
  return cutWhole(name, MAX_NAME_LENGTH).trim();
}

/** Who signs the upload, from its parts (docs/api.md#uploads): a saved flow, or typed signers kept as a flow or not. */
function uploadSignersOf(input: UploadDocumentInput): UploadSigners {
  const typed = input.signers === undefined ? null : parseUploadSigners(input.signers);
  const saveAsFlow = parseSaveAsFlow(input.saveAsFlow);
  if (typed && input.flowHeaderId) throw badRequest(API_MESSAGES.uploadFlowOrSigners);
  if (typed) return { typed, saveAsFlow };
  if (saveAsFlow) throw badRequest(API_MESSAGES.saveAsFlowNeedsSigners);
  if (!input.flowHeaderId) throw badRequest(API_MESSAGES.uploadNoFlow);
  if (!isId(input.flowHeaderId)) throw notFound();
  return { flowHeaderId: input.flowHeaderId };
}

/** The new document's signers, and the flow they are copied from or kept in (none for typed signers alone). */
async function signersFor(
  tx: DbOrTx,
  accountId: string,
  who: UploadSigners,
  documentName: string,
): Promise<{ flowId: string | null; signers: SignerValues[] }> {
  if ('flowHeaderId' in who) return { flowId: who.flowHeaderId, signers: await listApprovers(tx, who.flowHeaderId) };
  if (!who.saveAsFlow) return { flowId: null, signers: who.typed };
  const flow = { name: flowNameFor(documentName), description: null, approvers: who.typed };
  return { flowId: await insertFlowWithApprovers(tx, accountId, flow), signers: who.typed };
}

/**
 * POST /v1/fileupload/fileupload: checks the file, keeps it, and records the Draft with its signers, within the plan's
 * document limit: a copy of the flow's approvers, or the signers typed at upload ('Just these people'), which belong
 * to the document alone. Those kept as a flow too make the flow in the same transaction, within the plan's flow
 * limit, so a refused upload leaves no flow behind.
 */
export async function uploadDocument(
  db: Db,
  storage: FileStorage,
  pdfWork: Pick<PdfWork, 'inspect'>,
  accountId: string,
  input: UploadDocumentInput,
  origin: RequestOrigin,
): Promise<DocumentSummary> {
  const { file } = input;
  if (!file) throw badRequest(API_MESSAGES.uploadNoFile);
  const nameProblem = documentNameProblem(input.fileName);
  if (nameProblem) throw badRequest(nameProblem);
  const who = uploadSignersOf(input);

  const inspection = await inspectReceivedPdf(pdfWork, file, accountId);

  const documentId = randomUUID();
  const storageKey = documentFileKey(accountId, documentId);
  const name = documentNameOf(input.fileName);
  // The route checked the plan and the flow (or the typed signers) as the form came in (upload-checks.ts); they
  // are checked again under the account's lock below, where another upload may have taken the last place since.
  // The file is kept before the transaction, not inside it: on an object store this is an upload, and a
  // transaction holding the account's lock and a pooled connection must not wait on it. A failure below removes it.
  await storage.keep(file, storageKey);
  try {
    const row = await db.transaction(async (tx) => {
      await lockAccount(tx, accountId);
      await assertMayUpload(tx, accountId, who);
      const { flowId, signers } = await signersFor(tx, accountId, who, name);
      const document = await insertDraft(tx, {
        id: documentId,
        accountId,
        name,
        flowId,
        file: { storageKey, sizeBytes: file.sizeBytes, pageCount: inspection.pageCount, sha256: file.sha256 },
        signers,
        fields: [],
      });
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

async function pageOfDocuments(
  db: Db,
  accountId: string,
  statuses: readonly DocumentStatus[],
  query: DocumentListQuery,
): Promise<Paged<DocumentListItem>> {
  const page = { offset: (query.page - 1) * query.limit, limit: query.limit };
  const { rows, total } = await listDocuments(db, accountId, statuses, query, page, new Date());
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

/** The document's signing record: the document, its signers and their fields (answered as wire.ts maps it). */
export interface SigningRecord {
  document: DocumentRow;
  signers: SignerRow[];
  fields: FieldRow[];
}

export async function getSigningRecord(db: DbOrTx, accountId: string, documentId: string): Promise<SigningRecord> {
  const document = await findOwnedDocument(db, accountId, documentId);
  const [signers, fields] = await Promise.all([listSigners(db, documentId), listFields(db, documentId)]);
  return { document, signers, fields };
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
    if (!isTrashable({ status: document.status, sealed: document.sealedAt !== null })) {
      throw conflict(document.status === 'Sent' ? API_MESSAGES.documentBeingSigned : API_MESSAGES.sealPending);
    }
    const trashed = await setTrashedAt(tx, documentId, new Date());
    // Not an event of the audit trail, but the owner's lists (in any tab) read differently.
    await notifyDocumentChanged(tx, documentId);
    return toDocumentSummary(trashed);
  });
}

export async function restoreDocument(db: Db, accountId: string, documentId: string): Promise<DocumentSummary> {
  return db.transaction(async (tx) => {
    await lockOwnedDocument(tx, accountId, documentId, { trashed: true });
    const restored = await setTrashedAt(tx, documentId, null);
    await notifyDocumentChanged(tx, documentId);
    return toDocumentSummary(restored);
  });
}

export async function listTrash(db: Db, accountId: string, query: TrashListQuery): Promise<Paged<DocumentListItem>> {
  const page = { offset: (query.page - 1) * query.limit, limit: query.limit };
  const { rows, total } = await listTrashed(db, accountId, query, page, new Date());
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
