import { API_MESSAGES } from '@signflow/contract/api-errors';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { throttleCounters } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { emailCounterKey } from '../../platform/throttle-counters';

/**
 * Login limited per account, whatever address the attempts come from (README, Security): after `maxFailures`
 * wrong passwords within the window, the e-mail is locked for a minute, then twice as long after each further
 * failure, up to an hour. A successful sign-in forgets it all. The counter is kept for any e-mail, with an
 * account or not, so the lockout reveals nothing about which e-mails have one.
 *
 * One throttle_counters row per e-mail: `hits` counts failures, `reset_at` is when the row is forgotten: the
 * end of the failure window, or, once locked, the end of the lockout plus one more window, so the next failure
 * after a lockout doubles it. The lockout therefore ends at `reset_at - window`.
 */
export const FAILURE_WINDOW_MS = 15 * 60_000;
const FIRST_LOCKOUT_MS = 60_000;
const LONGEST_LOCKOUT_MS = 60 * 60_000;
/** 2^6 minutes already passes the longest lockout; capping the exponent keeps the arithmetic small. */
const MAX_DOUBLINGS = 6;

export class LoginLockedOut extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, API_MESSAGES.loginLockedOut);
  }
}

const keyOf = (email: string) => emailCounterKey('login-account', email);

const windowInterval = sql`make_interval(secs => ${FAILURE_WINDOW_MS / 1000})`;

export interface LoginLockout {
  /** Throws LoginLockedOut while the e-mail is locked. */
  refuseIfLocked(email: string): Promise<void>;
  recordFailure(email: string): Promise<void>;
  clear(email: string): Promise<void>;
}

export function createLoginLockout(db: DbOrTx, maxFailures: number): LoginLockout {
  return {
    async refuseIfLocked(email) {
      const result = (await db.execute(sql`
        select (extract(epoch from (reset_at - ${windowInterval} - now())) * 1000)::float8 as locked_ms
        from throttle_counters where key = ${keyOf(email)} and hits >= ${maxFailures}`)) as {
        rows: { locked_ms: number }[];
      };
      const lockedMs = Number(result.rows[0]?.locked_ms ?? 0);
      if (lockedMs > 0) throw new LoginLockedOut(Math.ceil(lockedMs / 1000));
    },

    async recordFailure(email) {
      // The lockout after the n-th failure (n ≥ maxFailures): 1 minute × 2^(n - maxFailures), at most an hour.
      const lockoutAfter = (failures: unknown) => sql`least(
        ${FIRST_LOCKOUT_MS} * power(2, least(${failures}::int - ${maxFailures}, ${MAX_DOUBLINGS})),
        ${LONGEST_LOCKOUT_MS}) * interval '1 millisecond'`;
      await db.execute(sql`
        insert into throttle_counters as c (key, hits, reset_at)
        values (${keyOf(email)}, 1, now() + ${windowInterval}
          + case when 1 >= ${maxFailures} then ${lockoutAfter(sql`1`)} else interval '0' end)
        on conflict (key) do update set
          hits = case when c.reset_at <= now() then 1 else c.hits + 1 end,
          reset_at = case
            when c.reset_at <= now() then excluded.reset_at
            when c.hits + 1 >= ${maxFailures} then now() + ${windowInterval} + ${lockoutAfter(sql`c.hits + 1`)}
            else c.reset_at
          end`);
    },

    async clear(email) {
      await db.delete(throttleCounters).where(eq(throttleCounters.key, keyOf(email)));
    },
  };
}
