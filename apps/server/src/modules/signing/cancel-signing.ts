import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { CancelDocumentResponse } from '@signflow/contract/sender-controls';
import { conflict } from '../../http/app-error';
import { ownerActor, recordEvent } from '../audit/record-event';
import { lockOwnedDocument, markCancelled, type OwnedDocumentOptions } from '../documents/document-store';
import { toDocumentSummary } from '../documents/wire';
import { findAccountPerson } from '../profile/account-person';
import { endSigning } from './end-signing';
import { tellSignersSigningStopped } from './tell-signers-stopped';

/**
 * Cancel (void), docs/domain.md#documents-and-their-states: a Sent document becomes Cancelled (Archives) with
 * its reason; every invited signer is told, and their links answer that signing has ended. The trail stays.
 */
export async function cancelSigning(
  options: OwnedDocumentOptions & { reason: string },
): Promise<CancelDocumentResponse> {
  const { db, owner, documentId, reason } = options;
  return db.transaction(async (tx) => {
    const document = await lockOwnedDocument(tx, owner.accountId, documentId);
    if (document.status !== 'Sent') throw conflict(API_MESSAGES.cancelNotSent);
    const cancelled = await markCancelled(tx, documentId, reason);
    await endSigning(tx, documentId);
    const person = await findAccountPerson(tx, owner.accountId);
    await recordEvent(tx, {
      documentId,
      type: 'cancelled',
      actor: ownerActor(person),
      origin: owner.origin,
      details: { reason },
    });
    await tellSignersSigningStopped(tx, { document, owner: person, stop: 'cancelled', by: person.name, reason });
    return { message: API_MESSAGES.documentCancelled, document: toDocumentSummary(cancelled) };
  });
}
