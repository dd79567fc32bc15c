import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `pass` every `pollMs` until stopped, one pass at a time; a failed pass is logged and the next one
 * comes as usual. `stop` waits for a pass in flight, so closing the app leaves no work half done in memory.
 */
export function startPollingWorker(options: {
  name: string;
  pollMs: number;
  logger: FastifyBaseLogger;
  /** One pass; a long one may ask `stopping()` between its items and end early. */
  pass: (stopping: () => boolean) => Promise<unknown>;
}) {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    running = options
      .pass(() => stopped)
      .catch((error) => options.logger.error({ err: error }, `${options.name} pass failed`))
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
