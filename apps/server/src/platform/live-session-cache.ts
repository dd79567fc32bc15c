/**
 * The sessions this app process has lately found open, so an owner's requests skip the session's round trip to the
 * database (docs/decisions.md, "Open sessions are remembered per process"). A session leaves it as soon as any
 * process ends it: every end is announced on the database's channel (sessions.ts), and `forget` is called on each.
 * While the connection that hears them is lost, it remembers nothing (`suspend`, then `resume`). An entry also leaves after
 * `keepMs`, as a bound should an announcement ever go astray, and never outlives its token.
 */
export interface LiveSessionCache {
  /** Whether `sessionId` of `accountId` was found open and has not been forgotten since. */
  has(sessionId: string, accountId: string): boolean;
  /**
   * Checks the session with `isLive` (the database) and remembers an open one until `expiresAtMs` at the latest.
   * A session ended while the check ran is not remembered, whatever the check saw.
   */
  check(sessionId: string, accountId: string, expiresAtMs: number, isLive: () => Promise<boolean>): Promise<boolean>;
  forget(sessionId: string): void;
  /** Forgets every session, and remembers none until `resume`: ends may go unheard meanwhile. */
  suspend(): void;
  /** Forgets every session (ends may have been missed), then remembers open ones again. */
  resume(): void;
}

/** How long a session this process ends stays unremembered here: its end's notification comes well before. */
const ENDING_MS = 10_000;
/**
 * Sessions this process is ending, perhaps not yet committed: no cache of the process serves or keeps them until
 * ENDING_MS have passed, so the request after a sign-out, on the node that signed out, never finds the session
 * remembered before the notification arrives. Kept per process (not per app): apps sharing one only look again.
 */
const ending = new Map<string, number>();

export function markSessionsEnding(sessionIds: readonly string[]): void {
  const now = Date.now();
  for (const [sessionId, untilMs] of ending) if (untilMs <= now) ending.delete(sessionId);
  for (const sessionId of sessionIds) ending.set(sessionId, now + ENDING_MS);
}

function isEnding(sessionId: string): boolean {
  const untilMs = ending.get(sessionId);
  return untilMs !== undefined && untilMs > Date.now();
}

export function createLiveSessionCache(options: { keepMs: number; maxEntries: number }): LiveSessionCache {
  const entries = new Map<string, { accountId: string; untilMs: number }>();
  // Counts every forget: a check that saw one happen meanwhile keeps nothing, since its answer may be from before it.
  let forgets = 0;
  let remembering = true;
  const forgetAll = () => {
    forgets += 1;
    entries.clear();
  };
  return {
    has(sessionId, accountId) {
      const entry = entries.get(sessionId);
      if (!entry) return false;
      if (isEnding(sessionId)) {
        entries.delete(sessionId);
        return false;
      }
      if (entry.untilMs > Date.now() && entry.accountId === accountId) return true;
      entries.delete(sessionId);
      return false;
    },
    async check(sessionId, accountId, expiresAtMs, isLive) {
      const forgetsBefore = forgets;
      const live = await isLive();
      if (live && remembering && forgets === forgetsBefore && !isEnding(sessionId)) {
        if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(sessionId, { accountId, untilMs: Math.min(expiresAtMs, Date.now() + options.keepMs) });
      }
      return live;
    },
    forget(sessionId) {
      forgets += 1;
      entries.delete(sessionId);
    },
    suspend() {
      remembering = false;
      forgetAll();
    },
    resume() {
      forgetAll();
      remembering = true;
    },
  };
}
