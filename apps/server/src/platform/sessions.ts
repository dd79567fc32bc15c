import { and, eq, gt, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client';
import type { Listening } from '../db/listen';
import { preparedPerHandle } from '../db/prepared';
import { sessions } from '../db/schema';
import { type LiveSessionCache, markSessionsEnding } from './live-session-cache';

/**
 * The server side of a sign-in: every access token names one row here, so a sign-in can be ended before its
 * token expires (log out, a password reset). A token whose row is gone, revoked or expired is refused.
 */
export async function openSession(db: DbOrTx, accountId: string, expiresAt: Date): Promise<string> {
  const [row] = await db.insert(sessions).values({ accountId, expiresAt }).returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return row.id;
}

const liveSession = preparedPerHandle((db) =>
  db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.accountId, sql.placeholder('accountId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('live_session'),
);

/** One primary-key lookup per authenticated request. */
export async function isSessionLive(db: DbOrTx, sessionId: string, accountId: string): Promise<boolean> {
  const rows = await liveSession(db).execute({ sessionId, accountId });
  return rows.length > 0;
}

/**
 * The PostgreSQL channel on which every ended session is announced, its payload the session's id: each app process
 * ends at once the live-updates streams it holds for that session (docs/api.md#live-updates).
 */
export const SESSION_ENDS_CHANNEL = 'session_ends';

/**
 * Ends the open sessions `which` picks and announces each on SESSION_ENDS_CHANNEL, in one statement of the caller's
 * transaction: the notifications go when it commits, and never when it is rolled back.
 */
async function endSessions(db: DbOrTx, which: SQL | undefined): Promise<void> {
  const ended = db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(which, isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  // The query builder writes the update in parentheses, as the CTE wants it.
  const result = await db.execute(
    sql`with ended as ${ended} select ended.id, pg_notify(${SESSION_ENDS_CHANNEL}, ended.id::text) from ended`,
  );
  markSessionsEnding((result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id));
}

/**
 * Tells this process's cache of open sessions of every session that ends, on any process sharing the database; while
 * the connection that hears it is lost, the cache remembers nothing.
 */
export function followEndedSessions(
  database: Pick<Database, 'listen'>,
  cache: Pick<LiveSessionCache, 'forget' | 'suspend' | 'resume'>,
): Promise<Listening> {
  return database.listen({
    channels: { [SESSION_ENDS_CHANNEL]: (sessionId) => cache.forget(sessionId) },
    onLost: () => cache.suspend(),
    onReconnect: () => cache.resume(),
  });
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await endSessions(db, eq(sessions.id, sessionId));
}

/** Ends every sign-in of the account, e.g. when its password changes. */
export async function revokeAccountSessions(db: DbOrTx, accountId: string): Promise<void> {
  await endSessions(db, eq(sessions.accountId, accountId));
}

/** Ends every sign-in of the account but `keepSessionId`: the one that changed the password goes on. */
export async function revokeOtherSessions(db: DbOrTx, accountId: string, keepSessionId: string): Promise<void> {
  await endSessions(db, and(eq(sessions.accountId, accountId), ne(sessions.id, keepSessionId)));
}

/** A day after a session ended, nothing can use its row any more. */
export async function sweepEndedSessions(db: DbOrTx): Promise<void> {
  const dayAgo = sql`now() - interval '1 day'`;
  await db.delete(sessions).where(or(lt(sessions.expiresAt, dayAgo), lt(sessions.revokedAt, dayAgo)));
}
