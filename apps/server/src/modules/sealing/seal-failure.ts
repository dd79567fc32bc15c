import type { Db } from '../../db/client';
import { enqueueMail } from '../../platform/mail-queue';
import { recordEvent, SYSTEM_ACTOR } from '../audit/record-event';
import { findAccountPerson } from '../profile/account-person';
import { sealFailedMail } from './mail/seal-failed-mail';
import { lockDocumentBeingSealed, recordSealAttemptFailed } from './repo';

/** How often sealing a document is tried before it is marked failed, and the first wait between tries. */
export interface SealRetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
}

export const DEFAULT_SEAL_RETRY: SealRetryPolicy = { maxAttempts: 5, baseDelayMs: 30_000 };

const MAX_DELAY_MS = 6 * 3600_000;
/** Enough of the reason for the operator; the log has the whole error. */
const MAX_REASON_LENGTH = 1000;

/** The wait after the `attempts`-th failure: base, 4 × base, 16 × base … (30 s, 2 min, 8 min, 32 min by default). */
export function sealRetryDelayMs(attempts: number, baseDelayMs: number): number {
  return Math.min(MAX_DELAY_MS, baseDelayMs * 4 ** Math.max(0, attempts - 1));
}

/** The error as one line of plain text: a control character (NUL above all) cannot be stored in a text column. */
function reasonOf(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.replace(/\p{Cc}+/gu, ' ').slice(0, MAX_REASON_LENGTH);
}

export interface SealFailureOutcome {
  attempts: number;
  /** True when this failure was the last allowed: the document is now marked failed and its owner told. */
  gaveUp: boolean;
}

/**
 * Records that sealing a document failed, in one transaction holding its row: the next attempt waits longer
 * each time, and at the policy's bound the document is marked failed, a 'seal_failed' event is recorded and
 * its owner gets one e-mail (the row lock and the unfailed condition make it exactly one, whichever worker
 * fails last). Null when the document was sealed, or given up on, meanwhile.
 */
export async function recordSealingFailure(
  context: { db: Db; appUrl: string },
  documentId: string,
  error: unknown,
  policy: SealRetryPolicy,
): Promise<SealFailureOutcome | null> {
  return context.db.transaction(async (tx) => {
    const document = await lockDocumentBeingSealed(tx, documentId);
    if (!document) return null;
    const attempts = document.sealAttempts + 1;
    const gaveUp = attempts >= policy.maxAttempts;
    const retryInSeconds = gaveUp ? null : sealRetryDelayMs(attempts, policy.baseDelayMs) / 1000;
    await recordSealAttemptFailed(tx, documentId, { attempts, reason: reasonOf(error), retryInSeconds });
    if (gaveUp) {
      await recordEvent(tx, {
        documentId,
        type: 'seal_failed',
        actor: SYSTEM_ACTOR,
        details: { attempts: String(attempts) },
      });
      const owner = await findAccountPerson(tx, document.accountId);
      await enqueueMail(
        tx,
        sealFailedMail({
          to: owner.email,
          documentId,
          document: document.name,
          language: owner.language,
          link: `${context.appUrl}/archives`,
        }),
      );
    }
    return { attempts, gaveUp };
  });
}
