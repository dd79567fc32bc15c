/**
 * PostgreSQL refuses some text outright: NUL in a text column ("invalid byte sequence for encoding UTF8",
 * 22021) and `\u0000` in JSON stored as jsonb ("unsupported Unicode escape sequence", 22P05). Such a value
 * can only have come from a client, through a field whose schema forgot the contract's `typedText` rule, so
 * the request is answered as the bad input it is, never as the server's fault.
 */
const UNSTORABLE_TEXT_STATES = new Set(['22021', '22P05']);

/** How deep drizzle and the drivers nest the database's own error in `cause`. */
const MAX_CAUSES = 5;

/** The SQLSTATE when `error` (or one of its causes) is the database refusing unstorable text; else null. */
export function unstorableTextState(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth <= MAX_CAUSES && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNSTORABLE_TEXT_STATES.has(code)) return code;
    current = current.cause;
  }
  return null;
}
