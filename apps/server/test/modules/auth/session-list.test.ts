import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { ApiKeyCreated } from '@signflow/contract/api-keys';
import type { AuthResponse } from '@signflow/contract/auth';
import type { SessionsResponse } from '@signflow/contract/sessions';
import { describe, expect, it } from 'vitest';
import { documentsTestAppPerFile, MISSING_ID, owner } from '../../support/documents';
import { errorAnswer } from '../../support/error-answers';
import { bearer } from '../../support/test-app';

const t = documentsTestAppPerFile();
const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Mobile Safari/537.36';

/** A second sign-in of the owner, from a phone's browser. */
async function signInAgain(email: string) {
  const login = await t.request({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email, password: 'correct1horse' },
  });
  const token = login.json<AuthResponse>().tokens.access.token;
  // Its first request is seen from the phone.
  await t.request({ method: 'GET', url: '/v1/profile', headers: { ...bearer(token), 'user-agent': PHONE_BROWSER } });
  return token;
}

const sessionsOf = async (token: string) =>
  (await t.request({ method: 'GET', url: '/v1/profile/sessions', headers: bearer(token) })).json<SessionsResponse>()
    .sessions;

describe("the account's open sessions", () => {
  it('lists each sign-in with where and when it was last seen, this one marked', async () => {
    const who = await owner(t);
    const phone = await signInAgain(who.email);
    const sessions = await sessionsOf(who.token);
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    const fromPhone = sessions.find((session) => session.userAgent === PHONE_BROWSER);
    expect(fromPhone).toMatchObject({ current: false, ip: '127.0.0.1', lastSeenAt: expect.any(String) });
    expect((await sessionsOf(phone)).find((session) => session.current)?.id).toBe(fromPhone?.id);
  });

  it('ends one session at once, and another account’s is 404', async () => {
    const who = await owner(t);
    const stranger = await owner(t);
    const phone = await signInAgain(who.email);
    const phoneSession = (await sessionsOf(who.token)).find((session) => !session.current);
    const strangers = (await sessionsOf(stranger.token))[0];
    expect((await who.call('DELETE', `/v1/profile/sessions/${strangers?.id}`)).json()).toEqual(
      errorAnswer(404, API_MESSAGES.notFound),
    );
    const ended = await who.call('DELETE', `/v1/profile/sessions/${phoneSession?.id}`);
    expect(ended.json()).toEqual({ message: API_MESSAGES.sessionEnded });
    expect((await t.request({ method: 'GET', url: '/v1/profile', headers: bearer(phone) })).statusCode).toBe(401);
    expect(await sessionsOf(who.token)).toHaveLength(1);
    expect((await who.call('DELETE', `/v1/profile/sessions/${MISSING_ID}`)).statusCode).toBe(404);
  });

  it('ends every other session, keeping this one', async () => {
    const who = await owner(t);
    const phone = await signInAgain(who.email);
    const tablet = await signInAgain(who.email);
    const ended = await who.call('POST', '/v1/profile/sessions/end-others');
    expect(ended.json()).toEqual({ message: API_MESSAGES.otherSessionsEnded });
    for (const token of [phone, tablet]) {
      expect((await t.request({ method: 'GET', url: '/v1/profile', headers: bearer(token) })).statusCode).toBe(401);
    }
    expect((await who.call('GET', '/v1/profile')).statusCode).toBe(200);
  });

  it('is for a signed-in person: 401 without a token, 403 with an API key', async () => {
    const who = await owner(t);
    expect((await t.request({ method: 'GET', url: '/v1/profile/sessions' })).statusCode).toBe(401);
    const key = (await who.call('POST', '/v1/api-keys', { name: 'Sync' })).json<ApiKeyCreated>().key;
    const refused = await t.request({ method: 'GET', url: '/v1/profile/sessions', headers: bearer(key) });
    expect(refused.json()).toEqual(errorAnswer(403, API_MESSAGES.apiKeyNotAllowed));
  });
});
