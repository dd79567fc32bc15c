import { useState } from 'react';

/**
 * When `key` (a document shown, a dialog's subject) last changed, the first render included, by `Date.now()`: the
 * clock RTK Query stamps its requests with, so a screen can tell a read made since then from one made before.
 */
export function useTimeOfChange(key: unknown): number {
  const [change, setChange] = useState(() => ({ key, at: Date.now() }));
  if (change.key === key) return change.at;
  const next = { key, at: Date.now() };
  setChange(next);
  return next.at;
}
