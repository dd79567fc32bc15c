import { AsyncLocalStorage } from 'node:async_hooks';

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
