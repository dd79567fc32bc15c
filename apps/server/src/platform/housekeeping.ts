import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { startPollingWorker } from './polling-worker';
import { sweepEndedSessions } from './sessions';
import { sweepExpiredCounters } from './throttle-counters';

const SWEEP_EVERY_MS = 10 * 60_000;

/** Forgets rows that can no longer matter: throttle counters past their window and long-ended sessions. */
export async function sweepExpiredRows(db: Db): Promise<void> {
  await sweepExpiredCounters(db);
  await sweepEndedSessions(db);
}

export function startHousekeeping(options: { db: Db; logger: FastifyBaseLogger; everyMs?: number }) {
  return startPollingWorker({
    name: 'housekeeping',
    pollMs: options.everyMs ?? SWEEP_EVERY_MS,
    logger: options.logger,
    pass: () => sweepExpiredRows(options.db),
  });
}
