import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLiveSessionCache, markSessionsEnding } from './live-session-cache';

const SESSION = 'session-1';
const ACCOUNT = 'account-1';
const later = () => Date.now() + 60_000;
const cacheOf = (keepMs = 60_000) => createLiveSessionCache({ keepMs, maxEntries: 3 });

afterEach(() => {
  vi.useRealTimers();
});

describe('the open sessions a process remembers', () => {
  it('remembers a session found open, for its own account only, and forgets one ended anywhere', async () => {
    const cache = cacheOf();
    expect(cache.has(SESSION, ACCOUNT)).toBe(false);
    expect(await cache.check(SESSION, ACCOUNT, later(), async () => true)).toBe(true);
    expect(cache.has(SESSION, ACCOUNT)).toBe(true);
    expect(cache.has(SESSION, 'another-account')).toBe(false);
    cache.forget(SESSION);
    expect(cache.has(SESSION, ACCOUNT)).toBe(false);
  });

  it('never remembers a session found ended', async () => {
    const cache = cacheOf();
    expect(await cache.check(SESSION, ACCOUNT, later(), async () => false)).toBe(false);
    expect(cache.has(SESSION, ACCOUNT)).toBe(false);
  });

  it('keeps nothing from a check during which a session ended: its answer may be from before the end', async () => {
    const cache = cacheOf();
    const live = await cache.check(SESSION, ACCOUNT, later(), async () => {
      cache.forget(SESSION);
      return true;
    });
    expect(live).toBe(true);
    expect(cache.has(SESSION, ACCOUNT)).toBe(false);
  });

  it('remembers no longer than its token lives, nor than keepMs', async () => {
    const cache = cacheOf();
    await cache.check(SESSION, ACCOUNT, Date.now() - 1, async () => true);
    expect(cache.has(SESSION, ACCOUNT)).toBe(false);
    const brief = cacheOf(0);
    await brief.check(SESSION, ACCOUNT, later(), async () => true);
    expect(brief.has(SESSION, ACCOUNT)).toBe(false);
  });

  it('stops serving a remembered session once its token expires, or keepMs has passed, whichever comes first', async () => {
    vi.useFakeTimers();
    const cache = cacheOf(10_000);
    await cache.check('short-token', ACCOUNT, Date.now() + 1_000, async () => true);
    await cache.check('long-token', ACCOUNT, Date.now() + 3_600_000, async () => true);
    expect([cache.has('short-token', ACCOUNT), cache.has('long-token', ACCOUNT)]).toEqual([true, true]);
    vi.advanceTimersByTime(1_000);
    expect([cache.has('short-token', ACCOUNT), cache.has('long-token', ACCOUNT)]).toEqual([false, true]);
    vi.advanceTimersByTime(9_000);
    expect(cache.has('long-token', ACCOUNT)).toBe(false);
  });

  it("never serves a session to another account, even one asking with the remembered session's id", async () => {
    const cache = cacheOf();
    await cache.check(SESSION, ACCOUNT, later(), async () => true);
    expect(cache.has(SESSION, 'another-account')).toBe(false);
    // The mismatch drops the entry: the session's own account has its row read again, and nothing is left to serve.
    expect(cache.has(SESSION, ACCOUNT)).toBe(false);
    expect(cache.has(SESSION, 'another-account')).toBe(false);
  });

  it('remembers nothing while ends may go unheard, and starts afresh once they are heard again', async () => {
    const cache = cacheOf();
    await cache.check(SESSION, ACCOUNT, later(), async () => true);
    cache.suspend();
    expect(cache.has(SESSION, ACCOUNT)).toBe(false);
    await cache.check(SESSION, ACCOUNT, later(), async () => true);
    expect(cache.has(SESSION, ACCOUNT)).toBe(false);
    cache.resume();
    await cache.check(SESSION, ACCOUNT, later(), async () => true);
    expect(cache.has(SESSION, ACCOUNT)).toBe(true);
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const cache = cacheOf();
    for (const id of ['a', 'b', 'c', 'd']) await cache.check(id, ACCOUNT, later(), async () => true);
    expect(['a', 'b', 'c', 'd'].map((id) => cache.has(id, ACCOUNT))).toEqual([false, true, true, true]);
  });

  it('neither serves nor keeps a session this process is ending, before its notification comes', async () => {
    const cache = cacheOf();
    await cache.check('ending-1', ACCOUNT, later(), async () => true);
    markSessionsEnding(['ending-1', 'ending-2']);
    expect(cache.has('ending-1', ACCOUNT)).toBe(false);
    // The ending transaction has not committed yet: the row still reads open, and is not remembered.
    expect(await cache.check('ending-2', ACCOUNT, later(), async () => true)).toBe(true);
    expect(cache.has('ending-2', ACCOUNT)).toBe(false);
  });
});
