import { API_MESSAGES, type ApiError } from '@signflow/contract/api-errors';
import type { FastifyError, FastifyInstance } from 'fastify';
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

/** Turns anything thrown into `{code, message}`; only genuine faults are 5xx, and they hide their detail. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof AppError) {
    const { status: code, message, template, params } = error;
    return template ? { code, message, template, params } : { code, message };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A malformed id in the path names nothing that exists (docs/api.md#ids): as missing as an unknown one.
    if ((error as { validationContext?: string }).validationContext === 'params') {
      return { code: 404, message: API_MESSAGES.notFound };
    }
    const first = error.validation[0];
    // A field's issue carries the contract's message, and so does a rule on the whole body (a refine, such
    // as a batch's size); any other issue on the whole body means it was not an object.
    const onField = first !== undefined && first.instancePath !== '' && first.instancePath !== '/';
    const worded = first !== undefined && (onField || first.keyword === 'custom');
    return {
      code: 400,
      message: worded ? (first.message ?? API_MESSAGES.invalidRequest) : API_MESSAGES.invalidRequest,
    };
  }
  // The file store is down or unreachable: the request may succeed later, and the client is told so.
  if (error instanceof StorageUnavailableError) return { code: 503, message: API_MESSAGES.storageUnavailable };
  const fastifyError = error as Partial<FastifyError>;
  const known = fastifyError.code ? FASTIFY_CLIENT_ERRORS[fastifyError.code] : undefined;
  if (known) return { code: known.status, message: known.message };
  if (unstorableTextState(error)) return { code: 400, message: API_MESSAGES.invalidRequest };
  const status = fastifyError.statusCode;
  if (status === 429) return { code: 429, message: API_MESSAGES.tooManyRequests };
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { code: status, message: API_MESSAGES.invalidRequest };
  }
  return { code: 500, message: API_MESSAGES.internal };
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const answer = toApiError(error);
    if (answer.code >= 500) request.log.error({ err: error }, 'request failed');
    // A 400 all the same, but a schema let the value through: name the route, so its field gets the rule.
    const refusedText = unstorableTextState(error);
    if (refusedText)
      request.log.warn({ sqlState: refusedText, route: request.routeOptions.url }, 'text refused by the database');
    reply.status(answer.code).send(answer);
  });
}
