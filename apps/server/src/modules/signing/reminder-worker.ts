import { MANUAL_REMINDER_INTERVAL_MINUTES } from '@signflow/contract/sender-controls';
import type { Db } from '../../db/client';
import { SYSTEM_ACTOR } from '../audit/record-event';
import { findDocument, listSigners } from '../documents/document-store';
import { findAccountPerson } from '../profile/account-person';
import { advanceSchedule, lockNextDueSchedule, stopSchedule } from './reminder-schedule-repo';
import { sweepExpiredEarlierLinks } from './repo';
import { hasLiveLink, sendReminder, waitingSigners } from './send-reminder';
import type { SignerLinks } from './signer-links';

/** The most rounds one pass sends before it lets the others (and stopping) have a turn. */
const ROUNDS_PER_PASS = 50;

/**
 * One pass of the automatic reminders (docs/domain.md#reminders): each schedule due at `now` is held with
 * FOR UPDATE SKIP LOCKED, its round mailed and its next round set in one transaction, so however many app
 * processes poll, each round goes once. Its document is held the same way; one that another transaction holds
 * ends the pass. A document no longer Sent (or in the Trash) ends its schedule. A signer reminded within the
 * hour, or whose link expired, is skipped this round. Answers how many rounds went.
 */
export async function sendDueReminders(
  db: Db,
  options: { links: SignerLinks; now: () => Date; stopping?: () => boolean },
): Promise<number> {
  let rounds = 0;
  for (let index = 0; index < ROUNDS_PER_PASS && !options.stopping?.(); index += 1) {
    const now = options.now();
    const handled = await db.transaction(async (tx) => {
      const schedule = await lockNextDueSchedule(tx, now);
      if (!schedule) return false;
      // The owner may be changing the document right now (a correction, a cancellation): its row is theirs until
      // they commit, and the round waits for the next pass rather than mail a link they are replacing.
      const document = await findDocument(tx, schedule.documentId, { forUpdate: 'skip-locked' });
      if (!document) return false;
      if (document.status !== 'Sent' || document.trashedAt) {
        await stopSchedule(tx, schedule.documentId);
        return true;
      }
      const owner = await findAccountPerson(tx, document.accountId);
      const recentlyReminded = (remindedAt: Date | null) =>
        remindedAt !== null && now.getTime() - remindedAt.getTime() < MANUAL_REMINDER_INTERVAL_MINUTES * 60_000;
      const due = waitingSigners(await listSigners(tx, document.id)).filter(
        (signer) => hasLiveLink(signer, now) && !recentlyReminded(signer.remindedAt),
      );
      for (const signer of due) {
        await sendReminder(tx, { links: options.links, document, owner, signer, now, actor: SYSTEM_ACTOR });
      }
      await advanceSchedule(tx, schedule, now, due.length > 0);
      if (due.length > 0) rounds += 1;
      return true;
    });
    if (!handled) break;
  }
  await sweepExpiredEarlierLinks(db, options.now());
  return rounds;
}
