import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { z } from 'zod';
import { badRequest } from './app-error';

/**
 * A text part of a multipart form that carries JSON, checked with the schema the same value has in a JSON body, and
 * refused as that body would be: 400 with the message of the first failing field, or 'Invalid request' when the part
 * is not JSON.
 */
export function parseJsonPart<Schema extends z.ZodType>(text: string, schema: Schema): z.output<Schema> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest(API_MESSAGES.invalidRequest);
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  // The contract's schemas word every issue, a value of the wrong kind included.
  throw badRequest(parsed.error.issues[0]?.message ?? API_MESSAGES.invalidRequest);
}

/** A plain text part of a multipart form, checked with the schema the same value has in a JSON body. */
export function parseTextPart<Schema extends z.ZodType>(text: string, schema: Schema): z.output<Schema> {
  const parsed = schema.safeParse(text);
  if (parsed.success) return parsed.data;
  throw badRequest(parsed.error.issues[0]?.message ?? API_MESSAGES.invalidRequest);
}
