import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { ApiKeyCreated } from '@signflow/contract/api-keys';
import type { PasskeyOptionsResponse } from '@signflow/contract/passkeys';
import { describe, expect, it } from 'vitest';
import { documentsTestAppPerFile, MISSING_ID, owner } from '../../support/documents';
import { errorAnswer } from '../../support/error-answers';
import { bearer, TEST_PASSWORD } from '../../support/test-app';

/**
 * The server's side of passkeys, refusals first: a browser's real answers come from Chromium's virtual authenticator
 * in e2e/passkeys.spec.ts, which adds a passkey and signs in with it.
 */
const t = documentsTestAppPerFile();

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

describe('adding a passkey', () => {
  it('answers the options for the browser, for this site, needing the user verified, and a sealed ceremony', async () => {
    const who = await owner(t);
    const answer = await who.call('POST', '/v1/profile/passkeys/options', { password: TEST_PASSWORD });
    expect(answer.statusCode, answer.body).toBe(200);
    const { options, ceremony } = answer.json<PasskeyOptionsResponse>();
    expect(options).toMatchObject({
      rp: { id: 'app.test', name: 'SignFlow' },
      user: { name: who.email },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
    });
    expect(typeof options.challenge).toBe('string');
    expect(ceremony.length).toBeGreaterThan(20);
    expect((await who.call('GET', '/v1/profile/passkeys')).json()).toEqual({ passkeys: [] });
  });

  it('asks for the password first: a session alone adds no passkey, and a wrong password counts toward the lockout', async () => {
    const who = await owner(t);
    const required = errorAnswer(400, API_MESSAGES.currentPasswordRequired);
    expect((await who.call('POST', '/v1/profile/passkeys/options')).json()).toEqual(required);
    expect((await who.call('POST', '/v1/profile/passkeys/options', {})).json()).toEqual(required);
    expect((await who.call('POST', '/v1/profile/passkeys/options', { password: 42 })).statusCode).toBe(400);
    const wrongPassword = { password: 'not1the2password' };
    for (let i = 0; i < 2; i += 1) {
      expect((await who.call('POST', '/v1/profile/passkeys/options', wrongPassword)).json()).toEqual(
        errorAnswer(400, API_MESSAGES.twoFactorPasswordWrong),
      );
    }
    const signIn = () => post('/v1/auth/login', { email: who.email, password: 'not1the2password' });
    // LOGIN_LOCKOUT_AFTER_FAILURES is 5: the two wrong passwords above and three wrong sign-ins make five, and the
    // next is locked out (the passwords left out were not counted).
    for (let i = 0; i < 3; i += 1) expect((await signIn()).statusCode).toBe(401);
    expect((await signIn()).statusCode).toBe(429);
    expect((await who.call('POST', '/v1/profile/passkeys/options', { password: TEST_PASSWORD })).statusCode).toBe(429);
  });

  it('refuses an answer that does not verify, a ceremony used twice or forged, and another account’s ceremony', async () => {
    const who = await owner(t);
    const other = await owner(t);
    const { ceremony } = (
      await who.call('POST', '/v1/profile/passkeys/options', { password: TEST_PASSWORD })
    ).json<PasskeyOptionsResponse>();
    const notVerified = errorAnswer(400, API_MESSAGES.passkeyNotVerified);
    const forged = {
      id: 'abc',
      rawId: 'abc',
      type: 'public-key',
      response: { clientDataJSON: 'e30', attestationObject: 'AA' },
    };
    expect(
      (await other.call('POST', '/v1/profile/passkeys', { name: 'Mine', ceremony, response: forged })).json(),
    ).toEqual(notVerified);
    const fresh = (
      await who.call('POST', '/v1/profile/passkeys/options', { password: TEST_PASSWORD })
    ).json<PasskeyOptionsResponse>();
    expect(
      (
        await who.call('POST', '/v1/profile/passkeys', { name: 'Mine', ceremony: fresh.ceremony, response: forged })
      ).json(),
    ).toEqual(notVerified);
    // The ceremony was spent by that try.
    expect(
      (
        await who.call('POST', '/v1/profile/passkeys', { name: 'Mine', ceremony: fresh.ceremony, response: forged })
      ).json(),
    ).toEqual(notVerified);
    expect(
      (await who.call('POST', '/v1/profile/passkeys', { name: 'Mine', ceremony: 'not-sealed', response: {} })).json(),
    ).toEqual(notVerified);
    const noName = await who.call('POST', '/v1/profile/passkeys', { name: '', ceremony, response: {} });
    expect(noName.statusCode).toBe(400);
  });

  it('is for a signed-in person: 401 without a token, 403 with an API key; another account’s passkey is 404', async () => {
    const who = await owner(t);
    expect((await post('/v1/profile/passkeys/options')).statusCode).toBe(401);
    const key = (await who.call('POST', '/v1/api-keys', { name: 'Sync' })).json<ApiKeyCreated>().key;
    const refused = await post('/v1/profile/passkeys/options', undefined, bearer(key));
    expect(refused.json()).toEqual(errorAnswer(403, API_MESSAGES.apiKeyNotAllowed));
    expect((await who.call('DELETE', `/v1/profile/passkeys/${MISSING_ID}`)).statusCode).toBe(404);
  });
});

describe('signing in with a passkey', () => {
  it('answers options for any passkey of this site, and refuses an unknown passkey or a forged ceremony', async () => {
    const start = await post('/v1/auth/passkey/options');
    expect(start.statusCode).toBe(200);
    const { options, ceremony } = start.json<PasskeyOptionsResponse>();
    // The relying party is APP_URL's host (the test app's: https://app.test).
    expect(options).toMatchObject({ rpId: 'app.test', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const unknown = await post('/v1/auth/passkey', {
      ceremony,
      response: { id: 'bm9ib2R5', rawId: 'bm9ib2R5', type: 'public-key', response: {} },
    });
    expect(unknown.json()).toEqual(errorAnswer(401, API_MESSAGES.passkeyUnknown));
    const forged = await post('/v1/auth/passkey', { ceremony: 'forged', response: { id: 'x' } });
    expect(forged.json()).toEqual(errorAnswer(401, API_MESSAGES.passkeyNotVerified));
    expect((await post('/v1/auth/passkey', { ceremony })).statusCode).toBe(400);
  });
});
