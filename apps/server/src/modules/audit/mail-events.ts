import type { DbOrTx } from '../../db/client';
import type { MailJob } from '../../platform/mail-queue';
import { recordEvent, SYSTEM_ACTOR } from './record-event';

/** The mail worker's hook: a mail about a document, once handed to SMTP, goes into its audit trail. */
export async function recordMailSent(tx: DbOrTx, job: MailJob): Promise<void> {
  if (!job.documentId) return;
  await recordEvent(tx, {
    documentId: job.documentId,
    type: 'email_sent',
    actor: SYSTEM_ACTOR,
    details: { to: job.to, subject: job.subject },
  });
}
