import { describe, expect, it } from 'vitest';
import { shortLivedCache } from './short-lived-cache';

describe('a short-lived cache', () => {
  it('keeps a value for its time, then reads it again', async () => {
    let now = 0;
    let reads = 0;
    const cache = shortLivedCache<number>({ keepMs: 1000, maxEntries: 10, now: () => now });
    const load = async () => ++reads;
    expect(await cache.get('a', load)).toBe(1);
    now = 999;
    expect(await cache.get('a', load)).toBe(1);
    now = 1000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('forgets at once, and does not keep what a load read before the forget', async () => {
    const cache = shortLivedCache<string>({ keepMs: 60_000, maxEntries: 10 });
    let release: (value: string) => void = () => {};
    const slow = cache.get('a', () => new Promise((resolve) => (release = resolve)));
    cache.forget('a');
    release('stale');
    expect(await slow).toBe('stale');
    expect(await cache.get('a', async () => 'fresh')).toBe('fresh');
    cache.forget('a');
    expect(await cache.get('a', async () => 'after')).toBe('after');
  });

  it('keeps at most its number of entries, the oldest going first', async () => {
    const cache = shortLivedCache<string>({ keepMs: 60_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(await cache.get('a', async () => 'read again')).toBe('read again');
    expect(await cache.get('c', async () => 'read again')).toBe('c');
  });
});
