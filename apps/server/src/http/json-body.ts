import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/** Far deeper than any body the API takes (a field batch is five levels). */
export const MAX_JSON_DEPTH = 32;
/**
 * Values (members and array elements) in one body. The editor's largest save, 500 fields, holds about 15,000; a
 * body that needs more can be sent in parts, as the batch's own limit already asks.
 */
export const MAX_JSON_VALUES = 50_000;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/** Where the string opened at `start` ends (its closing quote), or -1 when it does not. */
function endOfString(text: string, start: number): number {
  let quote = text.indexOf('"', start + 1);
  while (quote !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote;
    quote = text.indexOf('"', quote + 1);
  }
  return -1;
}

/**
 * Why a JSON text is refused before it is parsed, or null: nested deeper than MAX_JSON_DEPTH, or holding more than
 * MAX_JSON_VALUES values. One pass that skips over strings, far cheaper than the parse and the validation a
 * 500,000-deep or 70,000-key body would cost; whether the text is JSON at all is the parser's to say.
 */
export function jsonShapeRefusal(text: string): AppError | null {
  let depth = 0;
  let values = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      index = endOfString(text, index);
      if (index === -1) return null;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      values += 1;
      if (depth > MAX_JSON_DEPTH) return new AppError(400, API_MESSAGES.jsonTooDeep, { limit: MAX_JSON_DEPTH });
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
    } else if (code === COMMA) {
      values += 1;
    }
    if (values > MAX_JSON_VALUES) {
      return new AppError(400, API_MESSAGES.jsonTooManyValues, { limit: MAX_JSON_VALUES });
    }
  }
  return null;
}

/**
 * JSON bodies are read by Fastify's own parser (the same answers to malformed JSON and to `__proto__`), once
 * jsonShapeRefusal has let them through.
 */
export function acceptBoundedJson(app: FastifyInstance): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    const refusal = jsonShapeRefusal(text);
    if (refusal) done(refusal, undefined);
    else parse(request, text, done);
  });
}
