import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Facebook user the fake Graph API knows, by the access token Facebook Login would have given them. */
export interface GraphUser {
  id: string;
  appId: string;
  email?: string;
  firstName?: string;
  lastName?: string;
}

export interface FakeGraph {
  url: string;
  /** Access tokens and whose they are. */
  tokens: Map<string, GraphUser>;
  /** Answers every call with 500 while set. */
  down: boolean;
  close(): Promise<void>;
}

/**
 * The two Graph API calls the app makes, as Facebook answers them: `debug_token` (checked with the app token
 * `appId|appSecret`) and `/me` (the token's user, with `appsecret_proof`).
 */
export async function startFakeGraph(app: { appId: string; appSecret: string }): Promise<FakeGraph> {
  const tokens = new Map<string, GraphUser>();
  const graph: FakeGraph = { url: '', tokens, down: false, close: async () => {} };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://graph.test');
    const answer = (status: number, body: unknown) => {
      response.statusCode = status;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(body));
    };
    const error = { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } };
    if (graph.down) return answer(500, { error: { message: 'down' } });
    if (url.pathname === '/debug_token') {
      if (url.searchParams.get('access_token') !== `${app.appId}|${app.appSecret}`) return answer(400, error);
      const user = tokens.get(url.searchParams.get('input_token') ?? '');
      if (!user) return answer(200, { data: { is_valid: false, error: { code: 190, message: 'Invalid token' } } });
      return answer(200, { data: { app_id: user.appId, is_valid: true, user_id: user.id, type: 'USER' } });
    }
    if (url.pathname === '/me') {
      const user = tokens.get(url.searchParams.get('access_token') ?? '');
      if (!user || !url.searchParams.get('appsecret_proof')) return answer(400, error);
      return answer(200, {
        id: user.id,
        ...(user.email ? { email: user.email } : {}),
        first_name: user.firstName,
        last_name: user.lastName,
      });
    }
    return answer(404, error);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  graph.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  graph.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return graph;
}
