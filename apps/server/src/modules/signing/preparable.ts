import { API_MESSAGES } from '@signflow/contract/api-errors';
import { PREPARABLE_STATUSES } from '@signflow/contract/documents';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../../http/app-error';
import { type DocumentRow, findOwnedDocument } from '../documents/document-store';

/** A document Prepare again may take (docs/domain.md#documents-and-their-states): 409 for any other. */
export function assertPreparableDocument(document: DocumentRow): void {
  const preparable: readonly string[] = PREPARABLE_STATUSES;
  if (!preparable.includes(document.status)) throw conflict(API_MESSAGES.documentNotRevision);
}

/**
 * The account's document, and it may be prepared again: 404 (another account's too), else 409. Asked before a new
 * PDF is read, so a refused change does not wait for its file.
 */
export async function assertPreparable(db: DbOrTx, accountId: string, documentId: string): Promise<void> {
  assertPreparableDocument(await findOwnedDocument(db, accountId, documentId));
}
