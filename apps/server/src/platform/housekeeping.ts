import type { Db } from '../db/client';
import { sweepEndedSessions } from './sessions';
import { sweepSpentTokens } from './spent-tokens';
import { sweepExpiredCounters } from './throttle-counters';

/** How often the expired rows are swept. */
export const HOUSEKEEPING_EVERY_MS = 10 * 60_000;

/**
 * Forgets rows that can no longer matter: throttle counters past their window, long-ended sessions and spent
 * tokens that would be refused anyway.
 */
export async function sweepExpiredRows(db: Db): Promise<void> {
  await sweepExpiredCounters(db);
  await sweepEndedSessions(db);
  await sweepSpentTokens(db);
}
