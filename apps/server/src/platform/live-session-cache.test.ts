import { describe, expect, it } from 'vitest';
import { createLiveSessionCache, markSessionsEnding } from './live-session-cache';

const SESSION = 'session-1';
const ACCOUNT = 'account-1';
const later = () => Date.now() + 60_000;
const cacheOf = (keepMs = 60_000) => createLiveSessionCache({ keepMs, maxEntries: 3 });

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
