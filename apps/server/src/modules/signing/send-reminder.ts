import type { DbOrTx } from '../../db/client';
import type { RequestOrigin } from '../../http/request-origin';
import { enqueueMail } from '../../platform/mail-queue';
import { type AuditActor, recordEvent } from '../audit/record-event';
import type { DocumentRow, SignerRow } from '../documents/document-store';
import type { AccountPerson } from '../profile/account-person';
import { signerLanguage } from './level-invitations';
import { reminderMail } from './mail/reminder-mail';
import { markReminded } from './repo';
import { linkToMailAgain, type SignerLinks } from './signer-links';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The signers whose turn it is and who have not submitted: invited, one level at a time. */
export const waitingSigners = (signers: SignerRow[]) =>
  signers.filter((signer) => signer.invitedAt !== null && signer.submittedAt === null);

/** A waiting signer whose link still works (a reminder of a dead link would help nobody: renew it). */
export const hasLiveLink = (signer: SignerRow, now: Date) =>
  signer.tokenExpiresAt !== null && signer.tokenExpiresAt.getTime() > now.getTime();

/** Mails one signer a reminder, by hand or automatic, with the link they already have, in the caller's transaction. */
export async function sendReminder(
  tx: DbOrTx,
  options: {
    links: SignerLinks;
    document: DocumentRow;
    owner: AccountPerson;
    signer: SignerRow;
    now: Date;
    actor: AuditActor;
    origin?: RequestOrigin;
  },
): Promise<void> {
  const { document, owner, signer, now } = options;
  const expiresAt = signer.tokenExpiresAt ?? now;
  const link = await linkToMailAgain(tx, options.links, signer, expiresAt);
  const daysLeft = Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS));
  await enqueueMail(tx, {
    documentId: document.id,
    ...reminderMail({
      to: signer.email,
      owner: owner.name,
      document: document.name,
      link,
      message: document.senderMessage,
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
