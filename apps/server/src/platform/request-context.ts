import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

/** The field that names the request in every log line, a request's own and its jobs'. */
export const REQUEST_ID_LOG_LABEL = 'requestId';

/**
 * The id of the request on whose behalf code runs: a request's own handling, and later the jobs it started
 * (its mails, its document's sealing), which the workers run under the id the job row kept. Audit events and
 * queued jobs read it here rather than through every call in between.
 */
const current = new AsyncLocalStorage<string>();

export function currentRequestId(): string | null {
  return current.getStore() ?? null;
}

/** Runs `work` as part of the request `requestId` (null: of none). */
export function runForRequest<T>(requestId: string | null, work: () => T): T {
  return requestId === null ? current.exit(work) : current.run(requestId, work);
}

/**
 * Runs a job a request started (a mail, a sealing) under that request's id, with a logger whose lines name it: the
 * job's events and log lines lead back to the request.
 */
export function runAsJobOf<T>(
  requestId: string | null,
  logger: FastifyBaseLogger,
  work: (jobLogger: FastifyBaseLogger) => T,
): T {
  const jobLogger = requestId ? logger.child({ [REQUEST_ID_LOG_LABEL]: requestId }) : logger;
  return runForRequest(requestId, () => work(jobLogger));
}
