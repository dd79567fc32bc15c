import { createHmac } from 'node:crypto';
import type { FacebookConfig } from '../../config';
import type { ExternalIdentity } from './external-sign-in';

/** The Graph API could not be asked (down, slow, or an answer that is not its own). */
export class FacebookUnavailable extends Error {}

const TIMEOUT_MS = 10_000;

async function graphGet(url: URL): Promise<{ status: number; body: Record<string, unknown> }> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  } catch (error) {
    throw new FacebookUnavailable('the Graph API did not answer', { cause: error });
  }
  if (response.status >= 500) throw new FacebookUnavailable(`the Graph API answered ${response.status}`);
  const body = (await response.json().catch(() => null)) as unknown;
  if (typeof body !== 'object' || body === null) throw new FacebookUnavailable('the Graph API answered no JSON');
  return { status: response.status, body: body as Record<string, unknown> };
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * Checks a user access token of Facebook Login with the Graph API: `debug_token` with the app's own token says
 * whether it is valid and for this app, then `/me` says who it is for. Null when it is not a valid token of this
 * app. Facebook gives an e-mail address only once its user has confirmed it, so one it gives counts as verified.
 */
export async function verifyFacebookToken(
  config: FacebookConfig,
  accessToken: string,
): Promise<ExternalIdentity | null> {
  const debug = new URL(`${config.graphUrl}/debug_token`);
  debug.searchParams.set('input_token', accessToken);
  debug.searchParams.set('access_token', `${config.appId}|${config.appSecret}`);
  const inspected = await graphGet(debug);
  const data = inspected.body.data as Record<string, unknown> | undefined;
  if (inspected.status !== 200 || !data || data.is_valid !== true || String(data.app_id) !== config.appId) return null;
  const userId = text(String(data.user_id ?? ''));
  if (!userId) return null;

  const me = new URL(`${config.graphUrl}/me`);
  me.searchParams.set('fields', 'id,first_name,last_name,name,email');
  me.searchParams.set('access_token', accessToken);
  // Proves the call comes from the app that holds the secret (Graph API "appsecret_proof").
  me.searchParams.set('appsecret_proof', createHmac('sha256', config.appSecret).update(accessToken).digest('hex'));
  const person = await graphGet(me);
  if (person.status !== 200 || String(person.body.id) !== userId) return null;
  const email = text(person.body.email);
  return {
    provider: 'facebook',
    subject: userId,
    email,
    emailVerified: email !== null,
    firstName: text(person.body.first_name) ?? text(person.body.name),
    lastName: text(person.body.last_name),
    locale: null,
  };
}
