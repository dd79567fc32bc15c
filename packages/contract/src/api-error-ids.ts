import { API_MESSAGES, type ApiError, templateValues } from './api-errors';

/**
 * Stable identifiers of error answers (docs/api.md#errors): a client tells one refusal from another by `error`,
 * never by the English `message`, which may be proofread. Each is the snake_case of its message's key in
 * API_MESSAGES ('invalidCredentials' → 'invalid_credentials'), so it changes only when a key is renamed.
 */
export type ApiMessageKey = keyof typeof API_MESSAGES;

type SnakeCase<Text extends string> = Text extends `${infer First}${infer Rest}`
  ? `${First extends Lowercase<First> ? First : `_${Lowercase<First>}`}${SnakeCase<Rest>}`
  : Text;

/** A 400 whose message is a schema's own (a field's rule), not one of API_MESSAGES. */
export const VALIDATION_FAILED = 'validation_failed';

export type ApiErrorId = SnakeCase<ApiMessageKey> | typeof VALIDATION_FAILED;

/** An error answer as the server sends it: the web app reads the `ApiError` part. */
export interface ApiErrorAnswer extends ApiError {
  error: ApiErrorId;
}

export function apiErrorIdOfKey(key: ApiMessageKey): ApiErrorId {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) as ApiErrorId;
}

const MESSAGE_KEYS = Object.keys(API_MESSAGES) as ApiMessageKey[];
const KEY_OF_TEXT = new Map<string, ApiMessageKey>(MESSAGE_KEYS.map((key) => [API_MESSAGES[key], key]));
/** The messages with values in them, which may arrive filled in (a schema's message states its limit). */
const TEMPLATED_KEYS = MESSAGE_KEYS.filter((key) => API_MESSAGES[key].includes('{{'));

/** The key of the catalogue's message `text` is, as it stands or filled in; undefined for any other text. */
export function apiMessageKeyOf(text: string): ApiMessageKey | undefined {
  return KEY_OF_TEXT.get(text) ?? TEMPLATED_KEYS.find((key) => templateValues(API_MESSAGES[key], text) !== null);
}

/** What an answer of a status says when its message is not one of API_MESSAGES (a schema's, for a 400). */
const WITHOUT_CATALOGUE_MESSAGE: Partial<Record<number, ApiMessageKey>> = {
  401: 'unauthorized',
  404: 'notFound',
  429: 'tooManyRequests',
};

/**
 * The identifier of an error answer: its message's (the template of a message with values), else
 * 'validation_failed' for a 400, else the status's own (a 5xx is 'internal').
 */
export function apiErrorIdOf(status: number, message: string): ApiErrorId {
  const key = apiMessageKeyOf(message);
  if (key) return apiErrorIdOfKey(key);
  if (status === 400) return VALIDATION_FAILED;
  return apiErrorIdOfKey(WITHOUT_CATALOGUE_MESSAGE[status] ?? (status >= 500 ? 'internal' : 'invalidRequest'));
}
