import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import {
  MANUAL_REMINDER_INTERVAL_MINUTES,
  type RenewLinksResponse,
  SIGNER_LINK_TTL_DAYS,
} from '@signflow/contract/sender-controls';
import { AppError, conflict } from '../../http/app-error';
import { enqueueMail } from '../../platform/mail-queue';
import { ownerActor, recordEvent } from '../audit/record-event';
import { listSigners, lockOwnedDocument, type OwnedDocumentOptions, type SignerRow } from '../documents/document-store';
import { findAccountPerson } from '../profile/account-person';
import { signerLanguage } from './level-invitations';
import { renewedLinkMail } from './mail/renewed-link-mail';
import { waitingSigners } from './send-reminder';
import { linkToMailAgain, SIGNER_LINK_TTL_MS, type SignerLinks } from './signer-links';

const INTERVAL_MS = MANUAL_REMINDER_INTERVAL_MINUTES * 60_000;

/**
 * How long ago the signer's current link was mailed with its own 30 days (an invitation or a renewal; a reminder
 * keeps the end it had): infinity when they have none.
 */
const issuedAgo = (signer: SignerRow, now: Date) =>
  signer.tokenExpiresAt
    ? now.getTime() - (signer.tokenExpiresAt.getTime() - SIGNER_LINK_TTL_MS)
    : Number.POSITIVE_INFINITY;

/**
 * Renew links (docs/domain.md#what-the-owner-can-do-while-signers-sign): before or after their links expire, the
 * waiting signers' links work again for 30 days from now, and are mailed to them again. Like a reminder, at most
 * once an hour per signer: a signer whose link was mailed within the hour is left out, and 429 when that is every
 * waiting signer (else renewing would mail a signer without limit).
 */
export async function renewLinks(options: OwnedDocumentOptions & { links: SignerLinks }): Promise<RenewLinksResponse> {
  const { db, links, owner, documentId } = options;
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SIGNER_LINK_TTL_MS);
  return db.transaction(async (tx) => {
    const document = await lockOwnedDocument(tx, owner.accountId, documentId);
    if (document.status !== 'Sent') throw conflict(API_MESSAGES.renewNotSent);
    const all = waitingSigners(await listSigners(tx, documentId));
    const waiting = all.filter((signer) => issuedAgo(signer, now) >= INTERVAL_MS);
    if (all.length > 0 && waiting.length === 0) {
      const soonest = Math.max(...all.map((signer) => issuedAgo(signer, now)));
      const minutes = Math.max(1, Math.ceil((INTERVAL_MS - soonest) / 60_000));
      throw new AppError(429, API_MESSAGES.renewTooSoon, { minutes });
    }
    const person = await findAccountPerson(tx, owner.accountId);
    for (const signer of waiting) {
      const link = await linkToMailAgain(tx, links, signer, expiresAt);
      await enqueueMail(tx, {
        documentId,
        ...renewedLinkMail({
          to: signer.email,
          owner: person.name,
          document: document.name,
          link,
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
      message: fillTemplate(API_MESSAGES.linksRenewed, { days: SIGNER_LINK_TTL_DAYS }),
      renewed: waiting.map(({ id, name, email }) => ({ id, name, email })),
      expiresAt: expiresAt.toISOString(),
    };
  });
}
