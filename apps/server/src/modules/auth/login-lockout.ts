import { API_MESSAGES } from '@signflow/contract/api-errors';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { throttleCounters } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { emailCounterKey } from '../../platform/throttle-counters';

/**
 * Login limited per account, whatever address the attempts come from (README, Security): after `maxFailures`
 * wrong passwords within the window, the e-mail is locked for a minute, then twice as long after each further
 * failure, up to an hour. A successful sign-in, or a password reset, forgets it all. The counter is kept for
 * any e-mail, with an account or not, so the lockout reveals nothing about which e-mails have one.
 *
 * An attempt is counted before its password is checked, by one atomic upsert that refuses it while the e-mail
 * is locked, and each counted attempt that reaches the limit locks the e-mail at once, as if it had failed; a
 * sign-in then clears the counter. So however many attempts arrive together, at most `maxFailures` passwords
 * are ever checked before the lockout, and one more after each lockout ends.
 *
 * One throttle_counters row per e-mail: `hits` counts attempts not followed by a sign-in, `reset_at` is when the
 * row is forgotten: the end of the window, or, once locked, the end of the lockout plus one more window, so the
 * next failure after a lockout doubles it. The lockout therefore ends at `reset_at - window`.
 */
export const FAILURE_WINDOW_MS = 15 * 60_000;
const FIRST_LOCKOUT_MS = 60_000;
const LONGEST_LOCKOUT_MS = 60 * 60_000;
/** 2^6 minutes already passes the longest lockout; capping the exponent keeps the arithmetic small. */
const MAX_DOUBLINGS = 6;

export class LoginLockedOut extends AppError {
  constructor(retryAfterSeconds: number) {
    super(429, API_MESSAGES.loginLockedOut, undefined, retryAfterSeconds);
  }
}

const keyOf = (email: string) => emailCounterKey('login-account', email);

const windowInterval = sql`make_interval(secs => ${FAILURE_WINDOW_MS / 1000})`;

/** Forgets the e-mail's attempts and ends its lockout: after a sign-in, or when the owner resets the password. */
export async function clearLoginLockout(db: DbOrTx, email: string): Promise<void> {
  await db.delete(throttleCounters).where(eq(throttleCounters.key, keyOf(email)));
}

export interface LoginLockout {
  /** Counts an attempt at the e-mail's password before it is checked; throws LoginLockedOut while it is locked. */
  countAttempt(email: string): Promise<void>;
  /** The attempt signed in: its count and every earlier failure are forgotten. */
  clear(email: string): Promise<void>;
}

export function createLoginLockout(db: DbOrTx, maxFailures: number): LoginLockout {
  // The lockout after the n-th failure (n ≥ maxFailures): 1 minute × 2^(n - maxFailures), at most an hour.
  const lockoutAfter = (failures: unknown) => sql`least(
    ${FIRST_LOCKOUT_MS} * power(2, least(${failures}::int - ${maxFailures}, ${MAX_DOUBLINGS})),
    ${LONGEST_LOCKOUT_MS}) * interval '1 millisecond'`;
  const lockedUntil = sql`c.reset_at - ${windowInterval}`;

  /** The ms left of the e-mail's lockout, 0 when it is not locked (any more). */
  async function lockedMs(email: string): Promise<number> {
    const result = (await db.execute(sql`
      select (extract(epoch from (${lockedUntil} - now())) * 1000)::float8 as locked_ms
      from throttle_counters as c where key = ${keyOf(email)} and hits >= ${maxFailures}`)) as {
      rows: { locked_ms: number }[];
    };
    return Math.max(0, Number(result.rows[0]?.locked_ms ?? 0));
  }

  return {
    async countAttempt(email) {
      // The update's condition is checked on the row as the last concurrent attempt left it (the upsert holds
      // the row meanwhile), so no two attempts can both pass as the one that reaches the limit.
      const counted = (await db.execute(sql`
        insert into throttle_counters as c (key, hits, reset_at)
        values (${keyOf(email)}, 1, now() + ${windowInterval}
          + case when 1 >= ${maxFailures} then ${lockoutAfter(sql`1`)} else interval '0' end)
        on conflict (key) do update set
          hits = case when c.reset_at <= now() then 1 else c.hits + 1 end,
          reset_at = case
            when c.reset_at <= now() then excluded.reset_at
            when c.hits + 1 >= ${maxFailures} then now() + ${windowInterval} + ${lockoutAfter(sql`c.hits + 1`)}
            else c.reset_at
          end
        where c.reset_at <= now() or c.hits < ${maxFailures} or ${lockedUntil} <= now()
        returning c.hits`)) as { rows: unknown[] };
      if (counted.rows.length > 0) return;
      // Refused: the e-mail was locked. Should the lockout end between the two statements, wait a second.
      throw new LoginLockedOut(Math.max(1, Math.ceil((await lockedMs(email)) / 1000)));
    },

    clear: (email) => clearLoginLockout(db, email),
  };
}
