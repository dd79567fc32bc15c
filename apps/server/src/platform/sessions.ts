import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { preparedPerHandle } from '../db/prepared';
import { sessions } from '../db/schema';

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

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every sign-in of the account, e.g. when its password changes. */
export async function revokeAccountSessions(db: DbOrTx, accountId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
}

/** Ends every sign-in of the account but `keepSessionId`: the one that changed the password goes on. */
export async function revokeOtherSessions(db: DbOrTx, accountId: string, keepSessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)));
}

/** A day after a session ended, nothing can use its row any more. */
export async function sweepEndedSessions(db: DbOrTx): Promise<void> {
  const dayAgo = sql`now() - interval '1 day'`;
  await db.delete(sessions).where(or(lt(sessions.expiresAt, dayAgo), lt(sessions.revokedAt, dayAgo)));
}
