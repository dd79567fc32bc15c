import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { RenewLinksResponse } from '@signflow/contract/sender-controls';
import type { Db } from '../../db/client';
import { conflict } from '../../http/app-error';
import type { OwnerRequest } from '../../http/request-origin';
import { enqueueMail } from '../../platform/mail-queue';
import { ownerActor, recordEvent } from '../audit/record-event';
import { listSigners, lockOwnedDocument } from '../documents/document-store';
import { findAccountPerson } from '../profile/account-person';
import { issueSignerToken, SIGNER_LINK_TTL_MS, signerLanguage, signingLinkOf } from './level-invitations';
import { renewedLinkMail } from './mail/renewed-link-mail';
import { keepEarlierLink } from './repo';
import { waitingSigners } from './send-reminder';

/**
 * Renew links (docs/domain.md#what-the-owner-can-do-while-signers-sign): before or after their links expire, the
 * waiting signers get a new link valid 30 days from now, by mail. A link still working keeps working until its own
 * end, as after a reminder.
 */
export async function renewLinks(
  db: Db,
  appUrl: string,
  owner: OwnerRequest,
  documentId: string,
): Promise<RenewLinksResponse> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SIGNER_LINK_TTL_MS);
  return db.transaction(async (tx) => {
    const document = await lockOwnedDocument(tx, owner.accountId, documentId);
    if (document.status !== 'Sent') throw conflict(API_MESSAGES.renewNotSent);
    const waiting = waitingSigners(await listSigners(tx, documentId));
    const person = await findAccountPerson(tx, owner.accountId);
    for (const signer of waiting) {
      await keepEarlierLink(tx, signer);
      const token = await issueSignerToken(tx, signer.id, { expiresAt });
      await enqueueMail(tx, {
        documentId,
        ...renewedLinkMail({
          to: signer.email,
          owner: person.name,
          document: document.name,
          link: signingLinkOf(appUrl, signer, token),
          language: signerLanguage(signer, person),
        }),
      });
    }
    await recordEvent(tx, {
      documentId,
      type: 'links_renewed',
      actor: ownerActor(person),
      origin: owner.origin,
      details: { count: String(waiting.length), expiresAt: expiresAt.toISOString() },
    });
    return {
      message: API_MESSAGES.linksRenewed,
      renewed: waiting.map(({ id, name, email }) => ({ id, name, email })),
      expiresAt: expiresAt.toISOString(),
    };
  });
}
