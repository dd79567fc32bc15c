/**
 * Values this process read lately, each kept `keepMs` at most and forgotten at once by `forget`: for a read that
 * every page load would otherwise make, where another process's change may show here up to `keepMs` late. At most
 * `maxEntries` are kept; past that the oldest go first.
 */
export interface ShortLivedCache<Value> {
  /** The value of `key`, read with `load` when it is not kept or has aged out. */
  get(key: string, load: () => Promise<Value>): Promise<Value>;
  forget(key: string): void;
}

export function shortLivedCache<Value>(options: {
  keepMs: number;
  maxEntries: number;
  now?: () => number;
}): ShortLivedCache<Value> {
  const now = options.now ?? Date.now;
  const kept = new Map<string, { value: Value; untilMs: number }>();
  // A forget while a load runs must win: the load may have read the value before the change.
  const generation = new Map<string, number>();
  return {
    async get(key, load) {
      const entry = kept.get(key);
      if (entry && entry.untilMs > now()) return entry.value;
      kept.delete(key);
      const started = generation.get(key) ?? 0;
      const value = await load();
      if ((generation.get(key) ?? 0) === started) {
        if (kept.size >= options.maxEntries) {
          const oldest = kept.keys().next().value;
          if (oldest !== undefined) kept.delete(oldest);
        }
        kept.set(key, { value, untilMs: now() + options.keepMs });
      }
      return value;
    },
    forget(key) {
      kept.delete(key);
      generation.set(key, (generation.get(key) ?? 0) + 1);
      // The counters only matter while a load is under way: bounded like the entries.
      if (generation.size > options.maxEntries) generation.delete(generation.keys().next().value as string);
    },
  };
}
