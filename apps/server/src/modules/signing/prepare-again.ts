import { API_MESSAGES } from '@signflow/contract/api-errors';
import { type DocumentSummary, PREPARABLE_STATUSES } from '@signflow/contract/documents';
import type { Db } from '../../db/client';
import { conflict } from '../../http/app-error';
import type { OwnerRequest } from '../../http/request-origin';
import { recordOwnerEvent } from '../audit/record-event';
import { lockOwnedDocument, returnToDraft } from '../documents/document-store';
import { toDocumentSummary } from '../documents/wire';
import { stopSchedule } from './reminder-schedule-repo';
import { resetSigningRound } from './repo';

/**
 * Archives' 'Prepare again' (docs/domain.md#documents-and-their-states): a document sent back for revision, or
 * cancelled, returns to Draft, its responses
 * and its signers' links gone, so the owner can change it and send it again.
 */
export async function prepareAgain(db: Db, owner: OwnerRequest, documentId: string): Promise<DocumentSummary> {
  const { accountId } = owner;
  return db.transaction(async (tx) => {
    const document = await lockOwnedDocument(tx, accountId, documentId);
    const preparable: readonly string[] = PREPARABLE_STATUSES;
    if (!preparable.includes(document.status)) throw conflict(API_MESSAGES.documentNotRevision);
    await resetSigningRound(tx, documentId);
    await stopSchedule(tx, documentId);
    const prepared = await returnToDraft(tx, documentId);
    await recordOwnerEvent(tx, accountId, { documentId, type: 'prepared_again', origin: owner.origin });
    return toDocumentSummary(prepared);
  });
}
