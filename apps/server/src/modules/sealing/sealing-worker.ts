import type { FastifyBaseLogger } from 'fastify';
import { startPollingWorker } from '../../platform/polling-worker';
import { claimDocumentToSeal } from './repo';
import { type SealingContext, sealDocument } from './seal-document';

/** Long enough for a large document; a worker that dies holds its document no longer than this. */
const SEAL_LEASE_SECONDS = 300;

/**
 * Seals every Completed document still without its sealed PDF: those just completed, and any left behind
 * by a process that died (the periodic sweep of issue 6). Answers how many this pass sealed.
 */
export async function sealDueDocuments(
  context: SealingContext,
  logger: FastifyBaseLogger,
  stopping: () => boolean = () => false,
): Promise<number> {
  let sealed = 0;
  // Stopping between documents: the app closes without first sealing the whole backlog.
  while (!stopping()) {
    const documentId = await claimDocumentToSeal(context.db, SEAL_LEASE_SECONDS);
    if (!documentId) return sealed;
    try {
      if (await sealDocument(context, documentId)) sealed += 1;
    } catch (error) {
      // The lease runs out and a later pass tries again; the others go on now.
      logger.error({ err: error, documentId }, 'sealing failed');
    }
  }
  return sealed;
}

/** Runs the sealing pass every `pollMs` until stopped. */
export function startSealingWorker(options: SealingContext & { logger: FastifyBaseLogger; pollMs: number }) {
  return startPollingWorker({
    name: 'sealing',
    pollMs: options.pollMs,
    logger: options.logger,
    pass: (stopping) => sealDueDocuments(options, options.logger, stopping),
  });
}
