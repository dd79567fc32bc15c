import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { DocumentSummary } from '@signflow/contract/documents';
import type { Db } from '../../db/client';
import { conflict } from '../../http/app-error';
import type { OwnerRequest } from '../../http/request-origin';
import { recordOwnerEvent } from '../audit/record-event';
import { lockOwnedDocument, setStatus } from '../documents/document-store';
import { toDocumentSummary } from '../documents/wire';
import { resetSigningRound } from './repo';

/**
 * Archives' 'Prepare again' (docs/domain.md#documents-and-their-states): a document sent back for revision returns to Draft, its responses
 * and its signers' links gone, so the owner can change it and send it again.
 */
export async function prepareAgain(db: Db, owner: OwnerRequest, documentId: string): Promise<DocumentSummary> {
  const { accountId } = owner;
  return db.transaction(async (tx) => {
    const document = await lockOwnedDocument(tx, accountId, documentId);
    if (document.status !== 'Revision') throw conflict(API_MESSAGES.documentNotRevision);
    await resetSigningRound(tx, documentId);
    const prepared = await setStatus(tx, documentId, 'Draft');
    await recordOwnerEvent(tx, accountId, { documentId, type: 'prepared_again', origin: owner.origin });
    return toDocumentSummary(prepared);
  });
}
