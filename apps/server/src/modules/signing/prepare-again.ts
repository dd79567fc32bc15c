import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { DocumentSummary } from '@signflow/contract/documents';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../http/app-error';
import { recordOwnerEvent } from '../audit/record-event';
import { findDocument } from '../documents/repo';
import type { OwnerRequest } from '../documents/service';
import { toDocumentSummary } from '../documents/wire';
import { resetSigningRound, setDocumentStatus } from './repo';

/**
 * Archives' 'Prepare again' (DESIGN §5): a document sent back for revision returns to Draft, its responses
 * and its signers' links gone, so the owner can change it and send it again.
 */
export async function prepareAgain(db: Db, owner: OwnerRequest, documentId: string): Promise<DocumentSummary> {
  const { accountId } = owner;
  return db.transaction(async (tx) => {
    const document = await findDocument(tx, accountId, documentId, { trashed: false, forUpdate: true });
    if (!document) throw notFound();
    if (document.status !== 'Revision') throw conflict(API_MESSAGES.documentNotRevision);
    await resetSigningRound(tx, documentId);
    await setDocumentStatus(tx, documentId, 'Draft');
    await recordOwnerEvent(tx, accountId, { documentId, type: 'prepared_again', origin: owner.origin });
    const prepared = await findDocument(tx, accountId, documentId, { trashed: false });
    if (!prepared) throw notFound();
    return toDocumentSummary(prepared);
  });
}
