/**
 * What the OpenAPI document says of a route beyond its zod schemas: its tag, summary, who may call it, its success
 * answer and the errors its rules can raise. Each route carries its own beside its handler, as `config.doc`:
 *
 *   const flowDoc = routeDocs('flows', 'owner');
 *   routes.get('/v1/flow/:id', {
 *     schema: { params: idParams },
 *     config: { doc: flowDoc({ summary: 'One flow', success: ok(FLOW_ANSWER) }) },
 *   }, handler);
 *
 * api-docs.ts reads it as it builds the document, and adds the statuses every route of a kind shares: 400 when it
 * reads a body or a query, 401 when it needs a token, 404 when its path names something. A route without one fails
 * apps/server/test/http/api-docs.test.ts. Success bodies are the contract's TypeScript interfaces, named in words: a
 * response schema on a route would change what it sends.
 */

export const API_TAGS = {
  auth: 'Accounts and sessions',
  apiKeys: 'API keys',
  profile: 'Profile and plan',
  flows: 'Approval flows',
  documents: 'Documents',
  fields: 'Fields',
  templates: 'Templates',
  bulkSends: 'Bulk send',
  webhooks: 'Webhooks',
  publicLinks: 'Public links',
  embedding: 'Embedded signing',
  signing: 'Sending for signing',
  signer: 'Signer link',
  sealing: 'Sealed PDFs and verification',
  audit: 'Audit trail',
  billing: 'Packages and billing',
  payments: 'Payment gateway',
  health: 'Health',
} as const;

export type ApiTag = keyof typeof API_TAGS;

/** Who may call a route: an account's bearer token, a signer link's `token` query value, or anyone. */
export type Caller = 'owner' | 'signer' | 'anyone';

export interface RouteDoc {
  tag: ApiTag;
  summary: string;
  caller: Caller;
  /** The success status and what it carries (a contract interface by name, or words). */
  success: { status: 200 | 201 | 202 | 204 | 302; answer: string };
  /** The answer is a PDF (Range requests answered with 206, or 416). */
  pdf?: true;
  /** The answer is a PDF made for the request, sent whole (no ranges). */
  pdfDownload?: true;
  /** The answer is plain text (Prometheus' exposition format), not JSON. */
  text?: true;
  /** The answer is a CSV file. */
  csv?: true;
  /** The answer is a PNG image. */
  png?: true;
  /** A multipart form: the file part's name and any other parts. */
  multipart?: { file: string; values?: readonly string[] };
  /** Error statuses this route's own rules can raise, beyond those api-docs.ts adds by kind. */
  errors?: readonly number[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's description in the OpenAPI document. */
    doc?: RouteDoc;
  }
}

/**
 * The descriptions of a routes file's routes of one tag and one kind of caller, each route giving the rest:
 * `const flowDoc = routeDocs('flows', 'owner')`, then `config: { doc: flowDoc({ summary, success }) }`.
 */
export function routeDocs(tag: ApiTag, caller: Caller) {
  return (doc: Omit<RouteDoc, 'tag' | 'caller'>): RouteDoc => ({ tag, caller, ...doc });
}

const CONTRACT = 'packages/contract/src';
/** A contract interface by name, and the file of packages/contract/src that holds it. */
export const contractAnswer = (name: string, file: string) => `\`${name}\` (${CONTRACT}/${file}.ts)`;
/** A page of `Paged` holding the contract interface `name`. */
export const pagedAnswer = (name: string, file: string) =>
  `${contractAnswer('Paged', 'paging')} of ${contractAnswer(name, file)}`;
export const DOCUMENT_ANSWER = contractAnswer('DocumentResponse', 'documents');
export const MESSAGE_ANSWER = contractAnswer('MessageResponse', 'auth');

export const ok = (answer: string) => ({ status: 200, answer }) as const;
export const created = (answer: string) => ({ status: 201, answer }) as const;
export const accepted = (answer: string) => ({ status: 202, answer }) as const;
export const noContent = (answer: string) => ({ status: 204, answer }) as const;
export const redirect = (answer: string) => ({ status: 302, answer }) as const;
