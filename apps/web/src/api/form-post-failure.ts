import { API_MESSAGES } from '@signflow/contract/api-errors';
import { readApiError, type Translatable, translationKeyOf } from './api-error';
import { FormPostError } from './post-form-with-progress';

/**
 * Why a file could not be sent or was refused, to show in the reader's language: the server's message when it
 * answered one (too large, too many uploads at once, the server busy), else what went wrong on the way.
 */
export function formPostFailure(error: unknown): Translatable {
  if (!(error instanceof FormPostError)) return ['Failed'];
  const { status } = error.answer;
  if (status === 0) return ['The file could not be sent: check your connection and try again'];
  const apiError = readApiError(error.answer);
  if (apiError) return translationKeyOf(apiError);
  // A limit met in front of the app (a proxy's own page) still means: wait, then try again.
  if (status === 429) return [API_MESSAGES.tooManyRequests];
  return ['Failed'];
}
