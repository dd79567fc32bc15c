import { randomUUID } from 'node:crypto';
import type { DroppedField } from '@signflow/contract/prepare-again';
import type { DbOrTx } from '../../db/client';
import { inspectReceivedPdf } from '../../http/pdf-intake';
import type { RequestOrigin } from '../../http/request-origin';
import type { PdfWork } from '../../platform/pdf-work/pdf-work';
import { documentFileKey, type FileStorage, type ReceivedFile } from '../../platform/storage/file-storage';
import { type AuditActor, recordEvent } from '../audit/record-event';
import { type DocumentRow, deleteFieldsPastPage, listSigners, setDocumentFile } from './repo';

/** A new PDF checked and kept in storage, not yet any document's file. */
export interface KeptFile {
  storageKey: string;
  sizeBytes: number;
  sha256: string;
  pageCount: number;
}

/**
 * Checks a received PDF as an upload is checked, and keeps it under a key of its own beside the document's current
 * file, which stays until the change commits (a refused change leaves the document whole). Like an upload, it is kept
 * before the transaction that names it: the caller removes it when that transaction fails.
 */
export async function keepReplacementFile(options: {
  storage: FileStorage;
  pdfWork: Pick<PdfWork, 'inspect'>;
  accountId: string;
  file: ReceivedFile;
}): Promise<KeptFile> {
  const { storage, pdfWork, accountId, file } = options;
  const { pageCount } = await inspectReceivedPdf(pdfWork, file, accountId);
  const storageKey = documentFileKey(accountId, randomUUID());
  await storage.keep(file, storageKey);
  return { storageKey, sizeBytes: file.sizeBytes, sha256: file.sha256, pageCount };
}

/**
 * Prepare again's new PDF (docs/domain.md#documents-and-their-states), on a document held by the caller: the kept
 * file becomes the document's, its fields on pages the new file does not have are removed (the others stay where
 * they were, as fractions of their page), and the trail records the old and new file (`file_replaced`). Answers the
 * document and the fields dropped; the caller removes the earlier file once the change has committed.
 */
export async function replaceDocumentFile(
  tx: DbOrTx,
  change: { document: DocumentRow; file: KeptFile; actor: AuditActor; origin: RequestOrigin },
): Promise<{ document: DocumentRow; droppedFields: DroppedField[] }> {
  const { document, file, actor, origin } = change;
  const names = new Map((await listSigners(tx, document.id)).map((signer) => [signer.id, signer.name]));
  const dropped = await deleteFieldsPastPage(tx, document.id, file.pageCount);
  const replaced = await setDocumentFile(tx, document.id, file);
  await recordEvent(tx, {
    documentId: document.id,
    type: 'file_replaced',
    actor,
    origin,
    details: {
      oldSha256: document.sha256,
      sha256: file.sha256,
      oldPageCount: String(document.pageCount),
      pageCount: String(file.pageCount),
      fieldsDropped: String(dropped.length),
    },
  });
  const droppedFields = dropped
    .sort((a, b) => a.pageNumber - b.pageNumber || a.seq - b.seq)
    .map((field) => ({
      id: field.id,
      type: field.type,
      pageNumber: field.pageNumber,
      signerName: names.get(field.signerId) ?? '',
    }));
  return { document: replaced, droppedFields };
}
