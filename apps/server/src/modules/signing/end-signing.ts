import type { DbOrTx } from '../../db/client';
import { stopSchedule } from './reminder-schedule-repo';
import { forgetEncryptedLinks } from './repo';

/**
 * Signing of a document ended (its outcome, or the owner cancelled it): no reminder is due any more, and no link
 * will be mailed again, so none is kept readable. The links themselves keep answering as they did.
 */
export async function endSigning(tx: DbOrTx, documentId: string): Promise<void> {
  await stopSchedule(tx, documentId);
  await forgetEncryptedLinks(tx, documentId);
}
