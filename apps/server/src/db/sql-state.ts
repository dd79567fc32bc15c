/** How deep drizzle and the drivers nest the database's own error in `cause`. */
const MAX_CAUSES = 5;

/** The SQLSTATE the database answered with, on `error` or one of its causes; null for any other error. */
export function sqlStateOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth <= MAX_CAUSES && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = current.cause;
  }
  return null;
}

/** A deadlock (40P01) or a serialization failure (40001): nothing was written, and trying again may succeed. */
export function isConcurrencyFailure(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state === '40P01' || state === '40001';
}
