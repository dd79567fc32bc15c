import path from 'node:path';
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_TAGS, type RouteDoc } from './route-doc';

/** Where the app serves its OpenAPI document; docs/openapi.json is the same document, checked in. */
export const API_DOCS_PATH = '/docs/api';

/** Routes that are tools rather than the API: the dev outbox, and this document itself. */
const UNDOCUMENTED = [/^\/dev\//, new RegExp(`^${API_DOCS_PATH}$`)];

const ERROR_MEANINGS: Record<number, string> = {
  400: 'The input breaks a rule: the message names it',
  401: 'No valid token, or its session has ended',
  403: 'Allowed to ask, not allowed this: a plan limit, or an unverified e-mail',
  404: 'Missing, malformed, or not the caller’s: never told apart',
  409: 'Conflicts with the state of what is stored',
  413: 'The file is larger than the upload limit',
  415: 'Not a multipart form',
  416: 'The requested byte range lies outside the file',
  429: 'Too many attempts, or uploads at once: wait as Retry-After says',
  502: 'The payment gateway could not be reached or refused: try again',
  503: 'The database or the file store does not answer, or uploads fill the server: try again later',
};

const apiError = { content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } };
const pdfFile = { 'application/pdf': { schema: { type: 'string', format: 'binary' } } };

function errorStatuses(doc: RouteDoc, schema: FastifySchema): number[] {
  const statuses = new Set(doc.errors ?? []);
  // A signer link's query holds only its token, and a bad token is a 401.
  const readsInput = schema.body || doc.multipart || (schema.querystring && doc.caller !== 'signer');
  if (readsInput) statuses.add(400);
  if (doc.caller !== 'anyone') statuses.add(401);
  if (schema.params) statuses.add(404);
  if (doc.pdf) statuses.add(416);
  return [...statuses].sort();
}

function responsesOf(doc: RouteDoc, schema: FastifySchema) {
  const { status, answer } = doc.success;
  const success =
    status === 204 || status === 302
      ? { description: answer, type: 'null' }
      : doc.pdf || doc.pdfDownload
        ? { description: answer, content: pdfFile }
        : doc.text
          ? { description: answer, content: { 'text/plain': { schema: { type: 'string' } } } }
          : doc.csv
            ? { description: answer, content: { 'text/csv': { schema: { type: 'string' } } } }
            : doc.png
              ? { description: answer, content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } }
              : { description: answer, content: { 'application/json': { schema: { type: 'object' } } } };
  const responses: Record<string, object> = { [status]: success };
  if (doc.pdf) responses[206] = { description: 'The requested byte range of the PDF', content: pdfFile };
  for (const error of errorStatuses(doc, schema)) {
    responses[error] = { description: ERROR_MEANINGS[error] ?? 'An error', ...apiError };
  }
  return responses;
}

function multipartBody(form: NonNullable<RouteDoc['multipart']>) {
  const properties: Record<string, object> = { [form.file]: { type: 'string', format: 'binary' } };
  for (const value of form.values ?? []) properties[value] = { type: 'string' };
  return { type: 'object', required: Object.keys(properties), properties };
}

/** A route's zod schemas as JSON Schema, with what its `config.doc` says of it (route-doc.ts). */
const describeRoute: typeof jsonSchemaTransform = (input) => {
  const { url, route } = input;
  // Hidden: the web app's static files (@fastify/static hides its routes) and the tools above.
  const hidden = (input.schema as { hide?: boolean } | undefined)?.hide;
  if (hidden || UNDOCUMENTED.some((pattern) => pattern.test(url))) return { schema: { hide: true }, url };
  const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
  const doc = route.config?.doc ?? undocumented(method, url);
  const routeSchema: FastifySchema = input.schema ?? {};
  const converted = jsonSchemaTransform({ ...input, schema: routeSchema });
  const schema: Record<string, unknown> = {
    ...converted.schema,
    tags: [API_TAGS[doc.tag]],
    summary: doc.summary,
    response: responsesOf(doc, routeSchema),
  };
  if (doc.caller === 'owner') schema.security = [{ bearer: [] }];
  if (doc.multipart) {
    schema.body = multipartBody(doc.multipart);
    schema.consumes = ['multipart/form-data'];
  }
  return { schema, url: converted.url };
};

/** A route nobody has described yet still appears (the API docs test asks for its description). */
function undocumented(method: string, url: string): RouteDoc {
  return {
    tag: 'health',
    summary: `${method} ${url}`,
    caller: 'anyone',
    success: { status: 200, answer: 'Not described yet' },
  };
}

/**
 * Registers the OpenAPI generator (before the routes, so it sees each as it is registered) and
 * GET /docs/api, which answers the document in every environment.
 */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'SignFlow API',
        version: '1',
        description:
          'Errors are `{code, message, error}` with the HTTP status as `code` and a stable identifier as `error`. Authentication, paging, ids, error identifiers and published spellings: docs/api.md.',
      },
      tags: Object.values(API_TAGS).map((name) => ({ name })),
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'tokens.access.token of login or register',
          },
        },
        schemas: {
          ApiError: {
            type: 'object',
            required: ['code', 'message', 'error'],
            properties: {
              code: { type: 'integer', description: 'The HTTP status' },
              message: { type: 'string', description: 'English; the web app translates it with the text as key' },
              template: { type: 'string', description: 'The message before its values were filled in' },
              params: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
              error: {
                type: 'string',
                description:
                  "The message's stable identifier, snake_case ('invalid_credentials', 'validation_failed'): docs/api.md#error-identifiers",
              },
            },
          },
        },
      },
    },
    transform: describeRoute,
  });
  app.get(API_DOCS_PATH, async () => app.swagger());
}

/** The checked-in copy of the document: docs/openapi.json at the repository's root. */
export const OPENAPI_FILE = path.resolve(import.meta.dirname, '../../../../docs/openapi.json');

/** The document as docs/openapi.json holds it. */
export function openApiText(app: FastifyInstance): string {
  return `${JSON.stringify(app.swagger(), null, 2)}\n`;
}
