import type { FastifyBaseLogger } from 'fastify';
import { startPollingWorker } from '../../platform/polling-worker';
import { releaseSealAttempt } from '../documents/document-store';
import { claimDocumentToSeal } from './seal-claim';
import { type SealingContext, sealDocument } from './seal-document';
import { DEFAULT_SEAL_RETRY, recordSealingFailure, type SealRetryPolicy } from './seal-failure';

/**
 * Long enough for a large document; a worker that dies holds its document no longer than this, and the
 * attempt it used counts (so a document that kills every process sealing it is given up on at the bound).
 */
const SEAL_LEASE_SECONDS = 300;

async function noteFailure(
  context: SealingContext,
  logger: FastifyBaseLogger,
  documentId: string,
  error: unknown,
  retry: SealRetryPolicy,
): Promise<void> {
  try {
    const outcome = await recordSealingFailure(context, documentId, error, retry);
    logger.error(
      { err: error, documentId, attempts: outcome?.attempts, gaveUp: outcome?.gaveUp ?? false },
      outcome?.gaveUp ? 'sealing failed for good: the owner is told' : 'sealing failed: it will be tried again',
    );
  } catch (recording) {
    // Its lease still runs out, and the document is tried again then.
    logger.error({ err: error, documentId, recordingError: recording }, 'sealing failed, and so did recording it');
  }
}

/**
 * Seals every Completed document still without its sealed PDF: those just completed, and any left behind
 * by a process that died (the periodic sweep). Each attempt counts as it starts; a failed one is logged and
 * tried again after a growing wait; at `retry`'s bound the document is marked failed and its owner told. Answers how many this
 * pass sealed.
 */
export async function sealDueDocuments(
  context: SealingContext,
  logger: FastifyBaseLogger,
  stopping: () => boolean = () => false,
  retry: SealRetryPolicy = DEFAULT_SEAL_RETRY,
): Promise<number> {
  let sealed = 0;
  // Stopping between documents: the app closes without first sealing the whole backlog.
  while (!stopping()) {
    const claim = await claimDocumentToSeal(context, {
      leaseSeconds: SEAL_LEASE_SECONDS,
      maxAttempts: retry.maxAttempts,
    });
    if (!claim) return sealed;
    const { documentId } = claim;
    if (claim.gaveUp) {
      logger.error(
        { documentId, attempts: claim.attempts, gaveUp: true },
        'sealing failed for good: its last attempt ended with its process; the owner is told',
      );
      continue;
    }
    try {
      if (await sealDocument(context, documentId)) sealed += 1;
    } catch (error) {
      if (stopping()) {
        // Ended by the shutdown (its PDF thread stopped), not by the document: another process takes it now.
        await releaseSealAttempt(context.db, documentId);
        logger.warn({ err: error, documentId }, 'sealing interrupted by the shutdown: the document is given back');
        return sealed;
      }
      // The others go on now; this one waits for its back-off.
      await noteFailure(context, logger, documentId, error, retry);
    }
  }
  return sealed;
}

/** Runs the sealing pass every `pollMs` until stopped, and at once when woken (an owner's reseal). */
export function startSealingWorker(
  options: SealingContext & { logger: FastifyBaseLogger; pollMs: number; retry?: SealRetryPolicy },
) {
  return startPollingWorker({
    name: 'sealing',
    pollMs: options.pollMs,
    logger: options.logger,
    pass: (stopping) => sealDueDocuments(options, options.logger, stopping, options.retry),
  });
}
