/** How deep drizzle and the drivers nest the database's own error in `cause`. */
const MAX_CAUSES = 5;

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** Node's own errors carry a `code` too, and some look like a SQLSTATE (EPIPE, EBUSY): they name a system call. */
const isSystemError = (error: Error) => 'syscall' in error;

/** The database's own error: `error` or the cause of it that carries a SQLSTATE; null for any other error. */
export function databaseErrorOf(error: unknown): (Error & { code: string; detail?: unknown }) | null {
  let current: unknown = error;
  for (let depth = 0; depth <= MAX_CAUSES && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && SQLSTATE.test(code) && !isSystemError(current)) {
      return current as Error & { code: string };
    }
    current = current.cause;
  }
  return null;
}

/** The SQLSTATE the database answered with, on `error` or one of its causes; null for any other error. */
export function sqlStateOf(error: unknown): string | null {
  return databaseErrorOf(error)?.code ?? null;
}

/** A deadlock (40P01) or a serialization failure (40001): nothing was written, and trying again may succeed. */
export function isConcurrencyFailure(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state === '40P01' || state === '40001';
}
