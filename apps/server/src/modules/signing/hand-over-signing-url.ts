import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { SigningUrlResponse } from '@signflow/contract/sender-controls';
import { AppError, conflict, notFound } from '../../http/app-error';
import { ownerActor, recordEvent } from '../audit/record-event';
import { findOwnedDocument, listSigners, type OwnedDocumentOptions } from '../documents/document-store';
import { findAccountPerson } from '../profile/account-person';
import type { SignerLinks } from './signer-links';

/**
 * A signer's current link handed to the account (docs/embedding.md#the-signers-link), so its own site can show their
 * signing page in a frame: only while the document waits for them (Sent, their level invited, not submitted, the link
 * not expired). Whoever holds the link can sign as the signer, so each hand-over is recorded in the trail, by the
 * person or the API key that asked.
 */
export async function handOverSigningUrl(
  options: OwnedDocumentOptions & { links: SignerLinks; signerId: string },
): Promise<SigningUrlResponse> {
  const { db, links, owner, documentId, signerId } = options;
  return db.transaction(async (tx) => {
    const document = await findOwnedDocument(tx, owner.accountId, documentId);
    const signer = (await listSigners(tx, document.id)).find((each) => each.id === signerId);
    if (!signer) throw notFound();
    if (document.status !== 'Sent') throw conflict(API_MESSAGES.signingUrlNotSent);
    const named = { name: signer.name };
    if (signer.submittedAt) throw new AppError(409, API_MESSAGES.signingUrlSubmitted, named);
    if (!signer.invitedAt) throw new AppError(409, API_MESSAGES.signingUrlNotInvited, named);
    const signingUrl = links.current(signer);
    const expiresAt = signer.tokenExpiresAt;
    if (!signingUrl || !expiresAt || expiresAt.getTime() <= Date.now()) {
      throw new AppError(409, API_MESSAGES.signingUrlExpired, named);
    }
    await recordEvent(tx, {
      documentId: document.id,
      type: 'signing_link_shown',
      actor: ownerActor(await findAccountPerson(tx, owner.accountId)),
      origin: owner.origin,
      details: { signerId: signer.id },
    });
    return { signingUrl, expiresAt: expiresAt.toISOString() };
  });
}
