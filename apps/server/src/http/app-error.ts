import { API_MESSAGES, type ApiError, fillTemplate } from '@signflow/contract/api-errors';

/**
 * The one typed error of the application: services throw it with the HTTP status it maps to,
 * and the error handler answers `{code, message}` (docs/api.md#errors).
 */
export class AppError extends Error {
  /** The message before its values were filled in; the web app translates it. */
  readonly template: string | undefined;

  constructor(
    readonly status: number,
    message: string,
    readonly params?: Record<string, string | number>,
    /** A 429 or 503 that may succeed later: sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
    /** Fields of the answer beyond `{code, message, error}`, for the few refusals that have one (docs/api.md#errors). */
    readonly answerFields?: Pick<ApiError, 'verificationRequired'>,
  ) {
    super(params ? fillTemplate(message, params) : message);
    this.name = 'AppError';
    this.template = params ? message : undefined;
  }
}

/** 400: input breaks a rule; the message names the rule. */
export const badRequest = (message: string) => new AppError(400, message);
/** 401: no valid credentials. */
export const unauthorized = (message: string = API_MESSAGES.unauthorized) => new AppError(401, message);
/** 403: allowed to ask, but not allowed this (plan limits, state rules). */
export const forbidden = (message: string) => new AppError(403, message);
/** 404: missing, or another account's: the two are never told apart, so ids reveal nothing (docs/api.md#ids). */
export const notFound = (message: string = API_MESSAGES.notFound) => new AppError(404, message);
/** 409: conflicts with what is stored. */
export const conflict = (message: string) => new AppError(409, message);
/** 429 or 503 that may succeed after `retryAfterSeconds` (sent as `Retry-After`). */
export const retryLater = (status: 429 | 503, message: string, retryAfterSeconds: number) =>
  new AppError(status, message, undefined, retryAfterSeconds);
/** 503: a dependency (mail, database) failed; the request may be retried. */
export const unavailable = (message: string) => new AppError(503, message);
