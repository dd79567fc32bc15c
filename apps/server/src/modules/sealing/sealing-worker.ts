import type { FastifyBaseLogger } from 'fastify';
import { claimDocumentToSeal } from './repo';
import { type SealingContext, sealDocument } from './seal-document';

/** Long enough for a large document; a worker that dies holds its document no longer than this. */
export const SEAL_LEASE_SECONDS = 300;

/**
 * Seals every Completed document still without its sealed PDF: those just completed, and any left behind
 * by a process that died (the periodic sweep of issue 6). Answers how many this pass sealed.
 */
export async function sealDueDocuments(context: SealingContext, logger: FastifyBaseLogger): Promise<number> {
  let sealed = 0;
  for (;;) {
    const documentId = await claimDocumentToSeal(context.db, SEAL_LEASE_SECONDS);
    if (!documentId) return sealed;
    try {
      if (await sealDocument(context, documentId)) sealed += 1;
    } catch (error) {
      // The lease runs out and a later pass tries again; the others go on now.
      logger.error({ err: error, documentId }, 'sealing failed');
    }
  }
}

/** Runs a pass every `pollMs` until stopped; one pass at a time. */
export function startSealingWorker(options: SealingContext & { logger: FastifyBaseLogger; pollMs: number }) {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    running = sealDueDocuments(options, options.logger)
      .catch((error) => options.logger.error({ err: error }, 'sealing pass failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.pollMs);
      });
  };
  let timer = setTimeout(tick, options.pollMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
