import { API_MESSAGES } from '@signflow/contract/api-errors';
import { MANUAL_REMINDER_INTERVAL_MINUTES, type RemindResponse } from '@signflow/contract/sender-controls';
import { AppError, conflict } from '../../http/app-error';
import { ownerActor } from '../audit/record-event';
import { listSigners, lockOwnedDocument, type OwnedDocumentOptions } from '../documents/document-store';
import { findAccountPerson } from '../profile/account-person';
import { hasLiveLink, sendReminder, waitingSigners } from './send-reminder';
import type { SignerLinks } from './signer-links';

const INTERVAL_MS = MANUAL_REMINDER_INTERVAL_MINUTES * 60_000;

/**
 * Remind (docs/domain.md#what-the-owner-can-do-while-signers-sign): every signer whose turn it is and who has not
 * submitted gets a reminder, at most once an hour each; 429 naming the signer when none may be reminded yet.
 */
export async function remindSigners(options: OwnedDocumentOptions & { links: SignerLinks }): Promise<RemindResponse> {
  const { db, links, owner, documentId } = options;
  const now = new Date();
  return db.transaction(async (tx) => {
    const document = await lockOwnedDocument(tx, owner.accountId, documentId);
    if (document.status !== 'Sent') throw conflict(API_MESSAGES.remindNotSent);
    const waiting = waitingSigners(await listSigners(tx, documentId)).filter((signer) => hasLiveLink(signer, now));
    if (waiting.length === 0) throw conflict(API_MESSAGES.linksExpiredRenew);
    const remindedAgo = (signer: (typeof waiting)[number]) =>
      signer.remindedAt ? now.getTime() - signer.remindedAt.getTime() : Number.POSITIVE_INFINITY;
    const due = waiting.filter((signer) => remindedAgo(signer) >= INTERVAL_MS);
    if (due.length === 0) {
      const soonest = waiting.reduce((best, signer) => (remindedAgo(signer) > remindedAgo(best) ? signer : best));
      const minutes = Math.max(1, Math.ceil((INTERVAL_MS - remindedAgo(soonest)) / 60_000));
      throw new AppError(429, API_MESSAGES.remindTooSoon, { name: soonest.name, minutes });
    }
    const person = await findAccountPerson(tx, owner.accountId);
    for (const signer of due) {
      await sendReminder(tx, {
        links,
        document,
        owner: person,
        signer,
        now,
        actor: ownerActor(person),
        origin: owner.origin,
      });
    }
    return {
      message: API_MESSAGES.reminderSent,
      reminded: due.map(({ id, name, email }) => ({ id, name, email })),
    };
  });
}
