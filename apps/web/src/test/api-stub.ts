import { apiErrorIdOf } from '@signflow/contract/api-error-ids';
import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import { vi } from 'vitest';

/** One call the screen made, as the stub read it. */
export interface ApiCall {
  method: string;
  /** The path, e.g. '/v1/subscribe'. */
  path: string;
  query: URLSearchParams;
  /** The JSON body, parsed; undefined when there was none. */
  body: unknown;
  headers: Headers;
}

/** What a route answers: a status (200 by default) and a JSON body. */
export interface ApiAnswer {
  status?: number;
  body?: unknown;
}

/** An answer, or a function of the call that gives one (to answer differently by body, or to hold it back). */
export type ApiRoute = ApiAnswer | ((call: ApiCall) => ApiAnswer | Promise<ApiAnswer>);

/** Routes by 'METHOD /v1/path', where ':name' stands for one segment: 'PUT /v1/documents/signing/:id/coordinates'. */
export type ApiRoutes = Record<string, ApiRoute>;

/** What the server answers a path it does not know. */
const NOT_FOUND = apiError(404, API_MESSAGES.notFound);

function matcherOf(route: string): (method: string, path: string) => boolean {
  const [method = '', path = ''] = route.split(' ');
  const pattern = new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);
  return (callMethod, callPath) => callMethod === method && pattern.test(callPath);
}

async function readCall(input: RequestInfo | URL, init?: RequestInit): Promise<ApiCall> {
  const request = input instanceof Request ? input : new Request(input, init);
  const url = new URL(request.url);
  const text = await request.text();
  return {
    method: request.method,
    path: url.pathname,
    query: url.searchParams,
    body: text ? JSON.parse(text) : undefined,
    headers: request.headers,
  };
}

/**
 * Answers the screen's API calls from `routes`, in place of the server: `fetch` is stubbed until the test ends. A call
 * no route names answers 404 'Not found', as the server would for an unknown path. Every call is kept in `calls`.
 * Routes may be added or replaced mid-test with `route`, e.g. to make the next try succeed.
 */
export function stubApi(routes: ApiRoutes = {}) {
  const table = new Map(
    Object.entries(routes).map(([route, answer]) => [route, { matches: matcherOf(route), answer }]),
  );
  const calls: ApiCall[] = [];

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = await readCall(input, init);
    calls.push(call);
    const found = [...table.values()].find((entry) => entry.matches(call.method, call.path));
    const answer = found ? found.answer : NOT_FOUND;
    const { status = 200, body } = typeof answer === 'function' ? await answer(call) : answer;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);

  return {
    calls,
    /** The calls one route took, oldest first: `callsTo('POST /v1/subscribe')`. */
    callsTo: (route: string) => {
      const matches = matcherOf(route);
      return calls.filter((call) => matches(call.method, call.path));
    },
    route: (route: string, answer: ApiRoute) => {
      table.set(route, { matches: matcherOf(route), answer });
    },
  };
}

export type ApiStub = ReturnType<typeof stubApi>;

/**
 * An error answer as the server words it (docs/api.md#errors): `message` is a contract message (API_MESSAGES), filled
 * with `params` when it has values in it.
 */
export function apiError(status: number, message: string, params?: Record<string, string | number>): ApiAnswer {
  const shown = params
    ? { code: status, message: fillTemplate(message, params), template: message, params }
    : { code: status, message };
  return { status, body: { ...shown, error: apiErrorIdOf(status, message) } };
}
