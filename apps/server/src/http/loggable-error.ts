import { DrizzleQueryError } from 'drizzle-orm';
import { redactUrlsIn } from './log-redaction';

/**
 * What the log keeps of an error. A failed query carries its parameters (drizzle puts them in the message,
 * the driver's error repeats values in its message and detail): e-mail addresses, password hashes, token
 * hashes, signatures. So a database error is logged by its kind, SQL state and query text only, and any
 * other error by its type, message, stack and a few well-known fields, with the secrets of URLs redacted.
 */
export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: string | number;
  statusCode?: number;
  query?: string;
  table?: string;
  constraint?: string;
  cause?: LoggedError;
}

/** Fields of ordinary errors (Node's system errors, Fastify's, nodemailer's) that carry no payload. */
const SAFE_FIELDS = ['code', 'statusCode', 'errno', 'syscall', 'responseCode', 'command'] as const;
const MAX_CAUSES = 5;

type ErrorLike = Error & Record<string, unknown>;

function isErrorLike(value: unknown): value is ErrorLike {
  return value instanceof Error;
}

/** A PostgreSQL error (from pg or PGlite): a five-character SQLSTATE and a severity. */
function isDatabaseError(error: ErrorLike): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && typeof error.severity === 'string';
}

function causesOf(error: ErrorLike): ErrorLike[] {
  const chain: ErrorLike[] = [error];
  let current: unknown = error.cause;
  while (isErrorLike(current) && chain.length <= MAX_CAUSES) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
}

function typeOf(error: Error): string {
  return error.constructor?.name || error.name || 'Error';
}

/** The stack's frames only: its first lines repeat the message, which is what must not be logged. */
function framesOf(error: Error, head: string): string | undefined {
  if (!error.stack) return undefined;
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [head, ...frames].join('\n');
}

function loggedDatabaseError(error: ErrorLike, chain: ErrorLike[]): LoggedError {
  const query = chain.find((each) => each instanceof DrizzleQueryError) as DrizzleQueryError | undefined;
  const database = chain.find(isDatabaseError);
  const type = typeOf(error);
  const code = typeof database?.code === 'string' ? database.code : undefined;
  const message = `database query failed${code ? ` (SQLSTATE ${code})` : ''}`;
  const logged: LoggedError = { type, message, stack: framesOf(error, `${type}: ${message}`) };
  if (code) logged.code = code;
  if (query) logged.query = query.query;
  if (typeof database?.table === 'string') logged.table = database.table;
  if (typeof database?.constraint === 'string') logged.constraint = database.constraint;
  return logged;
}

function loggedOrdinaryError(error: ErrorLike, depth: number): LoggedError {
  const logged: LoggedError = {
    type: typeOf(error),
    message: redactUrlsIn(String(error.message)),
    stack: error.stack ? redactUrlsIn(error.stack) : undefined,
  };
  const fields = logged as unknown as Record<string, unknown>;
  for (const field of SAFE_FIELDS) {
    const value = error[field];
    if (typeof value === 'string' || typeof value === 'number') fields[field] = value;
  }
  if (isErrorLike(error.cause) && depth < MAX_CAUSES) logged.cause = loggedError(error.cause, depth + 1);
  return logged;
}

function loggedError(error: ErrorLike, depth: number): LoggedError {
  const chain = causesOf(error);
  if (chain.some((each) => each instanceof DrizzleQueryError || isDatabaseError(each))) {
    return loggedDatabaseError(error, chain);
  }
  return loggedOrdinaryError(error, depth);
}

/** The error as the log may keep it (see above); pino's `err` serializer for every log line. */
export function loggableError(error: unknown): unknown {
  return isErrorLike(error) ? loggedError(error, 0) : error;
}
