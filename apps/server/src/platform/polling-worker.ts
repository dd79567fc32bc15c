import type { FastifyBaseLogger } from 'fastify';
import { runForRequest } from './request-context';

/**
 * Runs `pass` every `pollMs` until stopped, one pass at a time; a failed pass is logged and the next one
 * comes as usual. `wake` starts a pass now rather than at the next poll (or right after the one running), for
 * work this process has just made due. `stop` waits for a pass in flight, so closing the app leaves no work
 * half done in memory.
 */
export function startPollingWorker(options: {
  name: string;
  pollMs: number;
  logger: FastifyBaseLogger;
  /** One pass; a long one may ask `stopping()` between its items and end early. */
  pass: (stopping: () => boolean) => Promise<unknown>;
}) {
  let stopped = false;
  let passing = false;
  let wokenDuringPass = false;
  let running: Promise<unknown> = Promise.resolve();
  // A request may wake the worker: its pass, and the timers after it, belong to no request.
  const tick = () =>
    runForRequest(null, () => {
      if (stopped) return;
      passing = true;
      running = options
        .pass(() => stopped)
        .catch((error) => options.logger.error({ err: error }, `${options.name} pass failed`))
        .finally(() => {
          passing = false;
          if (stopped) return;
          timer = setTimeout(tick, wokenDuringPass ? 0 : options.pollMs);
          wokenDuringPass = false;
        });
    });
  let timer = setTimeout(tick, options.pollMs);
  return {
    wake() {
      if (stopped) return;
      if (passing) {
        // The running pass may already have looked: one more right after it.
        wokenDuringPass = true;
        return;
      }
      clearTimeout(timer);
      tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/**
 * Runs `run` every `everyMs` on a timer that keeps no process alive, for upkeep that claims nothing: a failed round
 * is logged as `<name> failed`, and `stop` does not wait for a round in flight (listing a large bucket may take
 * long, and leaves nothing half done).
 */
export function startRepeatingTimer(options: {
  name: string;
  everyMs: number;
  logger: FastifyBaseLogger;
  run: () => Promise<unknown>;
}) {
  const timer = setInterval(() => {
    options.run().catch((error) => options.logger.error({ err: error }, `${options.name} failed`));
  }, options.everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
    },
  };
}
