import type { DbOrTx } from '../../db/client';
import type { RequestOrigin } from '../../http/request-origin';
import { enqueueMail } from '../../platform/mail-queue';
import { type AuditActor, recordEvent } from '../audit/record-event';
import type { DocumentRow, SignerRow } from '../documents/document-store';
import type { AccountPerson } from '../profile/account-person';
import { issueSignerToken, signerLanguage, signingLinkOf } from './level-invitations';
import { reminderMail } from './mail/reminder-mail';
import { keepEarlierLink, markReminded } from './repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The signers whose turn it is and who have not submitted: invited, one level at a time. */
export const waitingSigners = (signers: SignerRow[]) =>
  signers.filter((signer) => signer.invitedAt !== null && signer.submittedAt === null);

/** A waiting signer whose link still works (a reminder of a dead link would help nobody: renew it). */
export const hasLiveLink = (signer: SignerRow, now: Date) =>
  signer.tokenExpiresAt !== null && signer.tokenExpiresAt.getTime() > now.getTime();

/**
 * Mails one signer a reminder, by hand or automatic, in the caller's transaction. Only the hash of the link
 * mailed at the invitation is kept, so the reminder carries a new token with the same end, and the earlier
 * one keeps working until then (docs/decisions.md).
 */
export async function sendReminder(
  tx: DbOrTx,
  options: {
    appUrl: string;
    document: DocumentRow;
    owner: AccountPerson;
    signer: SignerRow;
    now: Date;
    actor: AuditActor;
    origin?: RequestOrigin;
  },
): Promise<void> {
  const { appUrl, document, owner, signer, now } = options;
  const expiresAt = signer.tokenExpiresAt ?? now;
  await keepEarlierLink(tx, signer);
  const token = await issueSignerToken(tx, signer.id, { expiresAt });
  const daysLeft = Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS));
  await enqueueMail(tx, {
    documentId: document.id,
    ...reminderMail({
      to: signer.email,
      owner: owner.name,
      document: document.name,
      link: signingLinkOf(appUrl, signer, token),
      daysLeft,
      language: signerLanguage(signer, owner),
    }),
  });
  await markReminded(tx, signer.id, now);
  await recordEvent(tx, {
    documentId: document.id,
    type: 'reminded',
    actor: options.actor,
    origin: options.origin,
    details: {
      signerId: signer.id,
      to: signer.email,
      automatic: String(options.actor.kind === 'system'),
      daysLeft: String(daysLeft),
    },
  });
}
