import { databaseErrorOf } from '../db/sql-state';

/**
 * PostgreSQL refuses some text outright: NUL in a text column ("invalid byte sequence for encoding UTF8",
 * 22021) and `\u0000` in JSON stored as jsonb ("unsupported Unicode escape sequence", 22P05). Such a value
 * can only have come from a client, through a field whose schema forgot the contract's `typedText` rule, so
 * the request is answered as the bad input it is, never as the server's fault.
 */
const UNSTORABLE_TEXT_STATES = new Set(['22021', '22P05']);

/**
 * Half of a UTF-16 surrogate pair in JSON stored as jsonb is refused as "invalid input syntax for type json"
 * (22P02), its detail naming the surrogate. 22P02 alone also means a malformed number or id, which would be the
 * server's own fault: only the surrogate's is the client's.
 */
const INVALID_TEXT_REPRESENTATION = '22P02';
const SURROGATE = /surrogate/i;

/** The SQLSTATE when `error` (or one of its causes) is the database refusing unstorable text; else null. */
export function unstorableTextState(error: unknown): string | null {
  const refusal = databaseErrorOf(error);
  if (!refusal) return null;
  if (UNSTORABLE_TEXT_STATES.has(refusal.code)) return refusal.code;
  const said = `${refusal.message} ${typeof refusal.detail === 'string' ? refusal.detail : ''}`;
  return refusal.code === INVALID_TEXT_REPRESENTATION && SURROGATE.test(said) ? refusal.code : null;
}
