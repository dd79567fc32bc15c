import type { Db } from '../../db/client';
import { runForRequest } from '../../platform/request-context';
import { lockNextDocumentToSeal, startSealAttempt } from '../documents/document-store';
import { giveUpSealing } from './seal-failure';

/** The reason kept for a document whose last attempt ended with its process, before it could record one. */
export const SEALING_STOPPED_REASON =
  'The last sealing attempt never finished: the process sealing it ended (out of memory, say, or stopped)';

export type SealClaim = {
  documentId: string;
  /** The request that made sealing due: the job runs, and logs, under its id. */
  requestId: string | null;
} & (
  | /** This worker seals it now; `attempt` counts this one. */ { gaveUp: false; attempt: number }
  /** Its attempts were all used, the last ending with its process: it is now marked failed, its owner told. */
  | { gaveUp: true; attempts: number }
);

/**
 * Takes the next document due for sealing for this worker alone, counting the attempt in the same
 * transaction: a process that dies while sealing (its lease then runs out and the document is due again)
 * has used an attempt all the same. A due document whose attempts already reached `maxAttempts` is not
 * tried again, which would crash the next process too, but given up on. Null when nothing is due.
 */
export async function claimDocumentToSeal(
  context: { db: Db; appUrl: string },
  options: { leaseSeconds: number; maxAttempts: number },
): Promise<SealClaim | null> {
  return context.db.transaction(async (tx) => {
    const due = await lockNextDocumentToSeal(tx);
    if (!due) return null;
    if (due.sealAttempts >= options.maxAttempts) {
      // Its event and the owner's mail belong to the sealing job, as a failure recorded by the worker does.
      await runForRequest(due.sealRequestId, () => giveUpSealing(tx, context, due, SEALING_STOPPED_REASON));
      return { documentId: due.id, requestId: due.sealRequestId, gaveUp: true, attempts: due.sealAttempts };
    }
    await startSealAttempt(tx, due.id, options.leaseSeconds);
    return { documentId: due.id, requestId: due.sealRequestId, gaveUp: false, attempt: due.sealAttempts + 1 };
  });
}
