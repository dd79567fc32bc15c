import type { FastifyBaseLogger } from 'fastify';
import type { AppMetrics } from '../../platform/metrics';
import { runAsJobOf } from '../../platform/request-context';
import { releaseSealAttempt } from '../documents/document-store';
import { claimDocumentToSeal, type SealClaim } from './seal-claim';
import { type SealingContext, sealDocument } from './seal-document';
import { DEFAULT_SEAL_RETRY, recordSealingFailure, type SealRetryPolicy } from './seal-failure';

/**
 * Long enough for a large document; a worker that dies holds its document no longer than this, and the
 * attempt it used counts (so a document that kills every process sealing it is given up on at the bound).
 */
const DEFAULT_SEAL_LEASE_SECONDS = 300;

/** How a pass leases its documents; `testDelayMs` holds each attempt before its work (tests stop a process there). */
export interface SealingLease {
  leaseSeconds: number;
  testDelayMs: number;
}

const DEFAULT_LEASE: SealingLease = { leaseSeconds: DEFAULT_SEAL_LEASE_SECONDS, testDelayMs: 0 };

/** How a sealing pass runs: its retry policy and lease, and where it reports each attempt's duration. */
export interface SealingPassOptions {
  retry?: SealRetryPolicy;
  lease?: SealingLease;
  metrics?: Pick<AppMetrics, 'sealingFinished'>;
}

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
  options: SealingPassOptions = {},
): Promise<number> {
  const { retry = DEFAULT_SEAL_RETRY, lease = DEFAULT_LEASE, metrics = null } = options;
  let sealed = 0;
  // Stopping between documents: the app closes without first sealing the whole backlog.
  while (!stopping()) {
    const claim = await claimDocumentToSeal(context, {
      leaseSeconds: lease.leaseSeconds,
      maxAttempts: retry.maxAttempts,
    });
    if (!claim) return sealed;
    // The job of the request that completed the document: its log lines, event and mails carry that id.
    const outcome = await runAsJobOf(claim.requestId, logger, (jobLogger) =>
      sealClaimed(context, jobLogger, claim, { retry, lease, metrics, stopping }),
    );
    if (outcome === 'sealed') sealed += 1;
    if (outcome === 'interrupted') return sealed;
  }
  return sealed;
}

/**
 * One claimed document: sealed, or its failure recorded, or (ended by the shutdown) given back for another process
 * to take at once. Answers which.
 */
async function sealClaimed(
  context: SealingContext,
  logger: FastifyBaseLogger,
  claim: SealClaim,
  options: {
    retry: SealRetryPolicy;
    lease: SealingLease;
    metrics: SealingPassOptions['metrics'] | null;
    stopping: () => boolean;
  },
): Promise<'sealed' | 'not-sealed' | 'interrupted'> {
  const { retry, lease, metrics, stopping } = options;
  const { documentId } = claim;
  if (claim.gaveUp) {
    logger.error(
      { documentId, attempts: claim.attempts, gaveUp: true },
      'sealing failed for good: its last attempt ended with its process; the owner is told',
    );
    return 'not-sealed';
  }
  logger.info({ documentId, attempt: claim.attempt }, 'sealing started');
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  try {
    if (lease.testDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, lease.testDelayMs));
    const sealed = await sealDocument({ context, documentId });
    metrics?.sealingFinished({ outcome: sealed ? 'sealed' : 'already-sealed', seconds: seconds() });
    logger.info({ documentId, sealed, durationMs: Math.round(seconds() * 1000) }, 'sealing finished');
    return sealed ? 'sealed' : 'not-sealed';
  } catch (error) {
    if (stopping()) {
      // Ended by the shutdown (its PDF thread stopped), not by the document: another process takes it now.
      const givenBack = await releaseSealAttempt(context.db, documentId, claim.attempt);
      logger.warn(
        { err: error, documentId, givenBack },
        givenBack
          ? 'sealing interrupted by the shutdown: the document is given back'
          : 'sealing interrupted by the shutdown: its lease had already passed to another process',
      );
      return 'interrupted';
    }
    metrics?.sealingFinished({ outcome: 'failed', seconds: seconds() });
    // The others go on now; this one waits for its back-off.
    await noteFailure(context, logger, documentId, error, retry);
    return 'not-sealed';
  }
}
