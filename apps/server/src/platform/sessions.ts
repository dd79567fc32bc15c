import { and, eq, gt, isNull, lt, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
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

/** Where a session was last seen from, as Profile lists it. */
export interface SessionSeen {
  ip: string | null;
  userAgent: string | null;
}

export async function noteSessionSeen(db: DbOrTx, sessionId: string, seen: SessionSeen): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()`, lastSeenIp: seen.ip, lastSeenUserAgent: seen.userAgent })
    .where(eq(sessions.id, sessionId));
}

/** The account's open sessions (not ended, not expired), the latest seen first. */
export async function listOpenSessions(db: DbOrTx, accountId: string) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt}) desc`, sessions.id);
}

/** Ends the account's session `sessionId`; false when the account has no such open session. */
export async function endAccountSession(db: DbOrTx, accountId: string, sessionId: string): Promise<boolean> {
  const ended = await announceEnded(
    db,
    db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, sessionId), eq(sessions.accountId, accountId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id }),
  );
  return ended.length > 0;
}

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
  await announceEnded(
    db,
    db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(which, isNull(sessions.revokedAt)))
      .returning({ id: sessions.id }),
  );
}

/**
 * Runs `ending` (an update or delete that returns the `id` of each credential it ends: a session, an API key) and
 * announces each id on SESSION_ENDS_CHANNEL in the same statement, so the announcements go exactly when it commits.
 * Answers the ids ended.
 */
export async function announceEnded(db: DbOrTx, ending: SQLWrapper): Promise<string[]> {
  // The query builder writes the statement in parentheses, as the CTE wants it.
  const result = await db.execute(
    sql`with ended as ${ending} select ended.id, pg_notify(${SESSION_ENDS_CHANNEL}, ended.id::text) from ended`,
  );
  const ids = (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  markSessionsEnding(ids);
  return ids;
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
