import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { CancelDocumentResponse } from '@signflow/contract/sender-controls';
import type { Db } from '../../db/client';
import { conflict } from '../../http/app-error';
import type { OwnerRequest } from '../../http/request-origin';
import { enqueueMail } from '../../platform/mail-queue';
import { ownerActor, recordEvent } from '../audit/record-event';
import { listSigners, lockOwnedDocument, markCancelled } from '../documents/document-store';
import { toDocumentSummary } from '../documents/wire';
import { findAccountPerson } from '../profile/account-person';
import { endSigning } from './end-signing';
import { signerLanguage } from './level-invitations';
import { cancelledMail } from './mail/cancelled-mail';

/**
 * Cancel (void), docs/domain.md#documents-and-their-states: a Sent document becomes Cancelled (Archives) with
 * its reason; every invited signer is told, and their links answer that signing has ended. The trail stays.
 */
export async function cancelSigning(
  db: Db,
  owner: OwnerRequest,
  documentId: string,
  reason: string,
): Promise<CancelDocumentResponse> {
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
    const invited = (await listSigners(tx, documentId)).filter((signer) => signer.invitedAt !== null);
    for (const signer of invited) {
      await enqueueMail(tx, {
        documentId,
        ...cancelledMail({
          to: signer.email,
          owner: person.name,
          document: document.name,
          reason,
          language: signerLanguage(signer, person),
        }),
      });
    }
    return { message: API_MESSAGES.documentCancelled, document: toDocumentSummary(cancelled) };
  });
}
