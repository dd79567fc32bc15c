import { type ApiErrorAnswer, apiErrorIdOf } from '@signflow/contract/api-error-ids';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { StorageUnavailableError } from '../platform/storage/file-storage';
import { AppError } from './app-error';
import { unstorableTextState } from './unstorable-text';

const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: API_MESSAGES.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: API_MESSAGES.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: API_MESSAGES.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: API_MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: API_MESSAGES.invalidRequest },
};

/**
 * The body of every error answer: `{code, message}`, with `template` and `params` for a message with values in it,
 * and `error`, the message's stable identifier (docs/api.md#errors), added last so the rest reads as before.
 */
export function errorAnswer(
  code: number,
  message: string,
  values?: { template: string; params: Record<string, string | number> },
): ApiErrorAnswer {
  const shown = values ? { code, message, template: values.template, params: values.params } : { code, message };
  return { ...shown, error: apiErrorIdOf(code, values?.template ?? message) };
}

/** Turns anything thrown into an error answer; only genuine faults are 5xx, and they hide their detail. */
export function toApiError(error: unknown): ApiErrorAnswer {
  if (error instanceof AppError) {
    const { status, message, template, params, answerFields } = error;
    const answer = errorAnswer(status, message, template && params ? { template, params } : undefined);
    return answerFields ? { ...answer, ...answerFields } : answer;
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A malformed id in the path names nothing that exists (docs/api.md#ids): as missing as an unknown one.
    if ((error as { validationContext?: string }).validationContext === 'params') {
      return errorAnswer(404, API_MESSAGES.notFound);
    }
    const first = error.validation[0];
    // A field's issue carries the contract's message, and so does a rule on the whole body (a refine, such
    // as a batch's size); any other issue on the whole body means it was not an object.
    const onField = first !== undefined && first.instancePath !== '' && first.instancePath !== '/';
    const worded = first !== undefined && (onField || first.keyword === 'custom');
    return errorAnswer(400, worded ? (first.message ?? API_MESSAGES.invalidRequest) : API_MESSAGES.invalidRequest);
  }
  // The file store is down or unreachable: the request may succeed later, and the client is told so.
  if (error instanceof StorageUnavailableError) return errorAnswer(503, API_MESSAGES.storageUnavailable);
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? FASTIFY_CLIENT_ERRORS[fastifyError.code] : undefined;
  if (known) return errorAnswer(known.status, known.message);
  if (unstorableTextState(error)) return errorAnswer(400, API_MESSAGES.invalidRequest);
  const status = fastifyError.statusCode;
  if (status === 429) return errorAnswer(429, API_MESSAGES.tooManyRequests);
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return errorAnswer(status, API_MESSAGES.invalidRequest);
  }
  return errorAnswer(500, API_MESSAGES.internal);
}

/**
 * Fastify's own refusals before a route is found (a URL it cannot decode, a path parameter past its length), which
 * bypass the error handler: the same answer as every other (the `frameworkErrors` option, app.ts), never the
 * path echoed back.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const answer = toApiError(error);
  reply.status(answer.code).send(answer);
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const answer = toApiError(error);
    if (answer.code >= 500) request.log.error({ err: error }, 'request failed');
    // A 400 all the same, but a schema let the value through: name the route, so its field gets the rule.
    const refusedText = unstorableTextState(error);
    if (refusedText)
      request.log.warn({ sqlState: refusedText, route: request.routeOptions.url }, 'text refused by the database');
    if (error instanceof AppError && error.retryAfterSeconds !== undefined)
      reply.header('Retry-After', error.retryAfterSeconds);
    reply.status(answer.code).send(answer);
  });
}
