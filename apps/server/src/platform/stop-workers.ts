import type { FastifyInstance } from 'fastify';

interface StoppableWorker {
  /** Claims nothing more; resolves once the job in flight has ended. */
  stop(): Promise<unknown>;
}

/** What is kept back from the shutdown budget for giving work back and closing the database. */
const RELEASE_MARGIN_MS = 3000;

/**
 * The background workers' part in closing the app. They stop claiming work as soon as closing starts
 * (Fastify's preClose, while in-flight requests finish); the jobs they are running get what remains of
 * `timeoutMs`, counted from then. Past it, `interrupt` ends those jobs, and each gives back what it had
 * claimed, so another process takes it at once instead of after its lease. The answer's `stop` (for the
 * app's onClose) resolves when every worker has stopped.
 */
export function workersStoppingOnClose(
  app: FastifyInstance,
  options: { workers: StoppableWorker[]; timeoutMs: number; interrupt: () => Promise<void> },
): { stop(): Promise<void> } {
  let stopped: Promise<unknown> | undefined;
  let deadline: number | undefined;
  const stopClaiming = () => {
    deadline ??= Date.now() + options.timeoutMs - Math.min(RELEASE_MARGIN_MS, options.timeoutMs / 4);
    stopped ??= Promise.all(options.workers.map((worker) => worker.stop()));
    return stopped;
  };
  app.addHook('preClose', async () => {
    void stopClaiming();
  });
  return {
    async stop() {
      const all = stopClaiming();
      if (!(await settlesWithin(all, Math.max(0, (deadline as number) - Date.now())))) {
        app.log.warn('shutting down: jobs still running at the deadline are ended and their work given back');
        await options.interrupt();
      }
      await all;
    },
  };
}

async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
