import type { FastifyServerOptions } from 'fastify';
import { serializeRequest } from './log-redaction';
import { loggableError } from './loggable-error';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;
type Serializers = Required<NonNullable<LoggerOptions['serializers']>>;
/** A writable the log lines go to, one JSON object a line. */
export type LogStream = NonNullable<LoggerOptions['stream']>;

function loggableErrorsIn(object: Record<string, unknown>): Record<string, unknown> {
  const logged: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object))
    logged[key] = value instanceof Error ? loggableError(value) : value;
  return logged;
}

/**
 * The app's pino options: request URLs without their secrets, errors without their SQL parameters, no
 * headers or bodies (README, "Security"). `stream` lets tests read every line the app writes.
 */
export function loggerOptions(level: string, stream?: LogStream): LoggerOptions {
  return {
    level,
    ...(stream ? { stream } : {}),
    // Headers are never logged by our serializers, but plugins log their own (multipart's trace line
    // carries the request's headers): credentials are cut wherever headers appear.
    redact: [
      'headers.authorization',
      'headers.cookie',
      '*.headers.authorization',
      '*.headers.cookie',
      '*.password',
      '*.token',
    ],
    // pino serializes `err` alone as an error; one logged under another name would be printed whole
    // (a failed query's parameters are enumerable), so every error value goes the same way.
    formatters: { log: loggableErrorsIn },
    serializers: {
      req: serializeRequest as Serializers['req'],
      err: loggableError as Serializers['err'],
    },
  };
}
