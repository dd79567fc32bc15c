import { absoluteLink, WEB_ROUTES } from '@signflow/contract/web-paths';
import type { Db, DbOrTx } from '../../db/client';
import { type LoggedError, loggableError } from '../../http/loggable-error';
import { enqueueMail } from '../../platform/mail-queue';
import { recordEvent, SYSTEM_ACTOR } from '../audit/record-event';
import { type DocumentRow, lockDocumentBeingSealed, recordSealAttemptFailed } from '../documents/document-store';
import { findAccountPerson } from '../profile/account-person';
import { sealFailedMail } from './mail/seal-failed-mail';

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

/**
 * The error as one line of plain text, worded as the log keeps it (a failed query leaves no parameters, which
 * could hold a mail's live link): a control character (NUL above all) cannot be stored in a text column.
 */
function reasonOf(error: unknown): string {
  const logged = error instanceof Error ? (loggableError(error) as LoggedError) : null;
  const text = logged ? `${logged.type}: ${logged.message}` : String(error);
  return text.replace(/\p{Cc}+/gu, ' ').slice(0, MAX_REASON_LENGTH);
}

export interface SealFailureOutcome {
  attempts: number;
  /** True when this failure was the last allowed: the document is now marked failed and its owner told. */
  gaveUp: boolean;
}

interface SealFailureContext {
  db: Db;
  appUrl: string;
}

/**
 * Marks a document's sealing failed for good, in the caller's transaction holding its row: its reason, a
 * 'seal_failed' event, and one e-mail to its owner.
 */
export async function giveUpSealing(
  tx: DbOrTx,
  context: Pick<SealFailureContext, 'appUrl'>,
  document: DocumentRow,
  reason: string,
): Promise<void> {
  const documentId = document.id;
  await recordSealAttemptFailed(tx, documentId, { reason, retryInSeconds: null });
  await recordEvent(tx, {
    documentId,
    type: 'seal_failed',
    actor: SYSTEM_ACTOR,
    details: { attempts: String(document.sealAttempts) },
  });
  const owner = await findAccountPerson(tx, document.accountId);
  await enqueueMail(
    tx,
    sealFailedMail({
      to: owner.email,
      documentId,
      document: document.name,
      language: owner.language,
      link: absoluteLink(context.appUrl, WEB_ROUTES.archives),
    }),
  );
}

/**
 * Records that a sealing attempt failed, in one transaction holding its row. The attempt was counted as it
 * started; the next one waits longer each time, and once the policy's bound is reached the document is
 * given up on (the row lock and the unfailed condition make that exactly once, whichever worker fails
 * last). Null when the document was sealed, or given up on, meanwhile.
 */
export async function recordSealingFailure(
  context: SealFailureContext,
  documentId: string,
  error: unknown,
  policy: SealRetryPolicy,
): Promise<SealFailureOutcome | null> {
  return context.db.transaction(async (tx) => {
    const document = await lockDocumentBeingSealed(tx, documentId);
    if (!document) return null;
    const attempts = document.sealAttempts;
    const reason = reasonOf(error);
    const gaveUp = attempts >= policy.maxAttempts;
    if (gaveUp) {
      await giveUpSealing(tx, context, document, reason);
    } else {
      const retryInSeconds = sealRetryDelayMs(attempts, policy.baseDelayMs) / 1000;
      await recordSealAttemptFailed(tx, documentId, { reason, retryInSeconds });
    }
    return { attempts, gaveUp };
  });
}
