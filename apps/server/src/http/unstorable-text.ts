import { sqlStateOf } from '../db/sql-state';

/**
 * PostgreSQL refuses some text outright: NUL in a text column ("invalid byte sequence for encoding UTF8",
 * 22021) and `\u0000` in JSON stored as jsonb ("unsupported Unicode escape sequence", 22P05). Such a value
 * can only have come from a client, through a field whose schema forgot the contract's `typedText` rule, so
 * the request is answered as the bad input it is, never as the server's fault.
 */
const UNSTORABLE_TEXT_STATES = new Set(['22021', '22P05']);

/** The SQLSTATE when `error` (or one of its causes) is the database refusing unstorable text; else null. */
export function unstorableTextState(error: unknown): string | null {
  const state = sqlStateOf(error);
  return state !== null && UNSTORABLE_TEXT_STATES.has(state) ? state : null;
}
