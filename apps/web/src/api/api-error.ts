import type { ApiError } from '@signflow/contract/api-errors';
import { notify } from '../components/toast';

/** The API's `{code, message}` answer inside a failed RTK Query call, or undefined when no such answer came. */
export function readApiError(error: unknown): ApiError | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error) || !('data' in error)) return undefined;
  const { status, data } = error as { status: unknown; data: unknown };
  if (typeof status !== 'number' || typeof data !== 'object' || data === null) return undefined;
  const body = data as Partial<ApiError>;
  if (typeof body.message !== 'string') return undefined;
  return { code: status, message: body.message, template: body.template, params: body.params };
}

/** A failed call shows the server's message (translated when known), else 'Failed'. */
export function notifyApiError(error: unknown): void {
  const apiError = readApiError(error);
  if (!apiError) {
    notify.error('Failed');
    return;
  }
  notify.error(...translationKeyOf(apiError));
}

/** A text to show in the reader's language: an i18n key (the English text) and its values. */
export type Translatable = [text: string, params?: Record<string, string | number>];

/**
 * What to translate an answer's message by: a message with values goes through its English template and
 * those values (contract api-errors.ts), any other by its text. A plan among the values stays the API's code
 * (TRIAL): translateText names it in the reader's language when it is shown.
 */
export function translationKeyOf(apiError: ApiError): Translatable {
  if (!apiError.template || !apiError.params) return [apiError.message];
  return [apiError.template, apiError.params];
}
