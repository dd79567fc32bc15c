import type { AuthResponse } from '@signflow/contract/auth';
import { type LocalProvider, type LocalProviderSettings, startLocalProvider } from '@signflow/test-oidc/local-provider';
import { passProviderPages } from '@signflow/test-oidc/provider-pages';
import * as oidc from 'openid-client';
import { createTestApp, type TestApp } from './test-app';

/** The app under test, as a client of the local provider; createTestApp's APP_URL. */
export const APP_URL = 'http://app.test';
export const CALLBACK_URL = `${APP_URL}/v1/auth/google/callback`;
export const CLIENT = { clientId: 'signflow', clientSecret: 'signflow-secret', redirectUris: [CALLBACK_URL] };
/** Another application registered with the same provider. */
export const OTHER_CLIENT = {
  clientId: 'other-app',
  clientSecret: 'other-secret',
  redirectUris: ['http://other.test/callback'],
};

export interface GoogleTestApp extends TestApp {
  provider: LocalProvider;
}

/** The app's settings as the provider's client. */
export function googleSettingsFor(provider: LocalProvider): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: CLIENT.clientId,
    GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
    GOOGLE_ISSUER: provider.issuer,
  };
}

/** Both ways a provider may hand over the e-mail and profile: in the ID token (Google) or at UserInfo only. */
export const PROVIDER_SETTINGS: LocalProviderSettings[] = ['google', 'package-defaults'];

/** A test app whose GOOGLE_ISSUER is a local OpenID provider knowing this app and another one. */
export async function createGoogleTestApp(
  settings: LocalProviderSettings,
  environment: Record<string, string> = {},
): Promise<GoogleTestApp> {
  const provider = await startLocalProvider({ clients: [CLIENT, OTHER_CLIENT], settings });
  const t = await createTestApp({ ...googleSettingsFor(provider), ...environment });
  return {
    ...t,
    provider,
    async close() {
      await t.close();
      await provider.close();
    },
  };
}

/** The cookie a Set-Cookie header sets, as the browser sends it back. */
export function cookieOf(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? (setCookie[0] ?? '') : (setCookie ?? '');
  return header.split(';')[0] ?? '';
}

/**
 * Clicks "Sign in with Google" as a browser would: GET /v1/auth/google, the provider's sign-in and consent pages
 * as `login`, up to the provider's redirect to the app's callback (not yet opened). Answers that redirect and
 * the flow cookie the browser holds.
 */
export async function throughProvider(t: GoogleTestApp, login: string) {
  const start = await t.request({ method: 'GET', url: '/v1/auth/google' });
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode} ${start.body}`);
  const cookie = cookieOf(start.headers['set-cookie']);
  const callback = await passProviderPages(String(start.headers.location), { login, stopAt: CALLBACK_URL });
  return { callback, cookie };
}

/** Opens the callback URL in the browser holding `cookie`; answers where the app sends it (the login page's URL). */
/** The cookie the callback bound each sign-in code to, as the browser would keep it. */
export const codeCookies = new Map<string, string>();

export async function openCallback(t: TestApp, callback: URL, cookie: string): Promise<URL> {
  const answer = await t.request({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: cookie ? { cookie } : {},
  });
  if (answer.statusCode !== 302) throw new Error(`callback answered ${answer.statusCode} ${answer.body}`);
  const back = new URL(String(answer.headers.location));
  const code = back.searchParams.get('code');
  const bound = [answer.headers['set-cookie'] ?? []]
    .flat()
    .map((each) => String(each).split(';')[0] ?? '')
    .find((each) => each.startsWith('signflow_google_code='));
  if (code && bound) codeCookies.set(code, bound);
  return back;
}

/** The whole redirect flow, up to the login page's POST /v1/auth/google with the code it received. */
export async function signInWithGoogle(t: GoogleTestApp, login: string): Promise<AuthResponse> {
  const { callback, cookie } = await throughProvider(t, login);
  const back = await openCallback(t, callback, cookie);
  const code = back.searchParams.get('code');
  if (!code) throw new Error(`no code: ${back.href}`);
  const answer = await t.request({
    method: 'POST',
    url: '/v1/auth/google',
    headers: { cookie: codeCookies.get(code) ?? '' },
    payload: { token: code, signInType: back.searchParams.get('app') },
  });
  if (answer.statusCode !== 200) throw new Error(`POST /v1/auth/google answered ${answer.statusCode} ${answer.body}`);
  return answer.json<AuthResponse>();
}

/**
 * The ID token and access token the provider issues to `client` for `login`, through its own authorization-code
 * flow: what a client of the provider posts to POST /v1/google/register.
 */
export async function tokensFor(
  provider: LocalProvider,
  login: string,
  client: typeof CLIENT = CLIENT,
): Promise<{ idToken: string; accessToken: string }> {
  const configuration = await oidc.discovery(
    new URL(provider.issuer),
    client.clientId,
    client.clientSecret,
    undefined,
    {
      execute: [oidc.allowInsecureRequests],
    },
  );
  const verifier = oidc.randomPKCECodeVerifier();
  const nonce = oidc.randomNonce();
  const redirectUri = client.redirectUris[0] ?? '';
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  const callback = await passProviderPages(url, { login, stopAt: redirectUri });
  const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
    pkceCodeVerifier: verifier,
    expectedNonce: nonce,
  });
  if (!tokens.id_token) throw new Error('no ID token');
  return { idToken: tokens.id_token, accessToken: tokens.access_token };
}
