import { UPSTREAM_HEADER } from './nginx';

export interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
  /** The node that answered, as nginx names it (host:port). */
  upstream: string;
  json<T = Record<string, unknown>>(): T;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
}

/** HTTP through the load balancer, remembering which node answered each call, in order. */
export function balancedClient(baseUrl: string) {
  const upstreams: string[] = [];
  async function call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
    });
    const body = Buffer.from(await response.arrayBuffer());
    const upstream = response.headers.get(UPSTREAM_HEADER) ?? '';
    upstreams.push(upstream);
    return {
      status: response.status,
      headers: response.headers,
      body,
      upstream,
      json: <T>() => JSON.parse(body.toString('utf8')) as T,
    };
  }
  return { call, upstreams };
}

export type BalancedClient = ReturnType<typeof balancedClient>;
