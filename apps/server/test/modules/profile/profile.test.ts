import { API_MESSAGES } from '@signflow/contract/api-errors';
import { PHONE_MESSAGE } from '@signflow/contract/fields';
import type { ProfileResponse } from '@signflow/contract/profile';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../../src/db/schema';
import { refusedInput } from '../../support/error-answers';
import { bearer, createTestApp, TEST_JWT_SECRET, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const fullUpdate = {
  firstName: 'Katherine',
  lastName: 'Johnson',
  phoneNumber: '123456789',
  address: '1 Orbit Road',
  companyName: 'NACA',
  jobTitle: 'Mathematician',
};

describe('GET /v1/profile', () => {
  it('answers the account and profile of the token, and no other', async () => {
    const ada = await t.registerAccount({ firstName: 'Ada' });
    const bob = await t.registerAccount({ firstName: 'Bob' });
    const response = await t.request({ method: 'GET', url: '/v1/profile', headers: bearer(ada.token) });
    expect(response.statusCode).toBe(200);
    const body = response.json<ProfileResponse>();
    expect(body.account).toMatchObject({ email: ada.email, language: 'en' });
    expect(body.profile).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', accountId: body.account.id });
    expect(typeof body.profile.profileId).toBe('string');
    const bobs = (await t.request({ method: 'GET', url: '/v1/profile', headers: bearer(bob.token) })).json();
    expect(bobs.account.email).toBe(bob.email);
    expect(bobs.profile.profileId).not.toBe(body.profile.profileId);
  });

  it('ignores an account id header: the account comes from the token', async () => {
    const ada = await t.registerAccount();
    const bob = await t.registerAccount();
    const bobId = bob.body.user.id;
    const response = await t.request({
      method: 'GET',
      url: '/v1/profile',
      headers: { ...bearer(ada.token), 'x-account-id': bobId },
    });
    expect(response.json().account.email).toBe(ada.email);
  });
});

describe('owner routes refuse a missing or bad token with 401', () => {
  const routes = [
    { method: 'GET', url: '/v1/profile' },
    { method: 'PATCH', url: '/v1/profile', payload: fullUpdate },
    { method: 'PUT', url: '/v1/profile/language', payload: { language: 'de' } },
    { method: 'GET', url: '/v1/profile/subscription' },
  ] as const;

  async function tokenSignedWith(secret: string, claims: { sub: string; expiresIn: string; typ?: string }) {
    return new SignJWT({ typ: claims.typ ?? 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('signflow')
      .setIssuedAt()
      .setExpirationTime(claims.expiresIn)
      .sign(new TextEncoder().encode(secret));
  }

  it.each(routes)('$method $url', async (route) => {
    const { body } = await t.registerAccount();
    const accountId = body.user.id;
    const forged = await tokenSignedWith('another-secret-that-is-long-enough-for-hs256-xx', {
      sub: accountId,
      expiresIn: '1h',
    });
    const expired = await tokenSignedWith(TEST_JWT_SECRET, { sub: accountId, expiresIn: '-1m' });
    const wrongType = await tokenSignedWith(TEST_JWT_SECRET, { sub: accountId, expiresIn: '1h', typ: 'refresh' });
    const headerSets = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic YWRhOnNlY3JldA==' },
      { authorization: 'Bearer not.a.jwt' },
      bearer(forged),
      bearer(expired),
      bearer(wrongType),
      bearer(`${body.tokens.access.token}x`),
    ];
    for (const headers of headerSets) {
      const response = await t.request({ ...route, headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json()).toEqual({ code: 401, message: API_MESSAGES.unauthorized, error: 'unauthorized' });
    }
  });
});

describe('PATCH /v1/profile', () => {
  it('saves the fields and answers the new profile; e-mail cannot be changed', async () => {
    const { token, email } = await t.registerAccount();
    const response = await t.request({
      method: 'PATCH',
      url: '/v1/profile',
      headers: bearer(token),
      payload: { ...fullUpdate, email: 'hijack@example.com' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<ProfileResponse>();
    expect(body.profile).toMatchObject(fullUpdate);
    expect(body.account.email).toBe(email);
    const reread = await t.request({ method: 'GET', url: '/v1/profile', headers: bearer(token) });
    expect(reread.json<ProfileResponse>().profile).toMatchObject(fullUpdate);
  });

  it('clears optional fields given as empty', async () => {
    const { token } = await t.registerAccount();
    await t.request({ method: 'PATCH', url: '/v1/profile', headers: bearer(token), payload: fullUpdate });
    const response = await t.request({
      method: 'PATCH',
      url: '/v1/profile',
      headers: bearer(token),
      payload: { firstName: 'Kate', lastName: '', phoneNumber: '', address: '' },
    });
    expect(response.json<ProfileResponse>().profile).toMatchObject({
      firstName: 'Kate',
      lastName: null,
      phoneNumber: null,
      address: null,
    });
  });

  it.each([
    ['firstName missing', { firstName: undefined }, 'First name is required'],
    ['firstName blank', { firstName: ' ' }, 'First name is required'],
    ['phone with letters', { phoneNumber: '12345678a' }, PHONE_MESSAGE],
    ['phone of 8 digits', { phoneNumber: '+49 3012 34' }, PHONE_MESSAGE],
    ['phone of 16 digits', { phoneNumber: '1234567890123456' }, PHONE_MESSAGE],
    ['phone with a plus sign inside', { phoneNumber: '49+1234567890' }, PHONE_MESSAGE],
    ['phone not a string', { phoneNumber: 491234567890 }, PHONE_MESSAGE],
    ['address too long', { address: 'x'.repeat(501) }, 'Must be 500 characters or less'],
  ])('answers 400 for %s and changes nothing', async (_case, change, message) => {
    const { token } = await t.registerAccount();
    const response = await t.request({
      method: 'PATCH',
      url: '/v1/profile',
      headers: bearer(token),
      payload: { ...fullUpdate, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedInput(message));
    const profile = (await t.request({ method: 'GET', url: '/v1/profile', headers: bearer(token) })).json();
    expect(profile.profile.firstName).toBe('Ada');
  });

  it('accepts phones of exactly 9 and 15 digits', async () => {
    const { token } = await t.registerAccount();
    for (const phoneNumber of ['123456789', '123456789012345']) {
      const response = await t.request({
        method: 'PATCH',
        url: '/v1/profile',
        headers: bearer(token),
        payload: { ...fullUpdate, phoneNumber },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().profile.phoneNumber).toBe(phoneNumber);
    }
  });

  it('takes a phone written the international or the national way, and keeps its digits with the leading +', async () => {
    const { token } = await t.registerAccount();
    for (const [phoneNumber, kept] of [
      ['+49 30 1234567', '+49301234567'],
      ['0812-3456-7890', '081234567890'],
      ['(030) 123.4567', '0301234567'],
    ]) {
      const response = await t.request({
        method: 'PATCH',
        url: '/v1/profile',
        headers: bearer(token),
        payload: { ...fullUpdate, phoneNumber },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().profile.phoneNumber).toBe(kept);
      const read = await t.request({ method: 'GET', url: '/v1/profile', headers: bearer(token) });
      expect(read.json<ProfileResponse>().profile.phoneNumber).toBe(kept);
    }
  });
});

describe('PUT /v1/profile/language', () => {
  it('keeps the language on the account', async () => {
    const { token } = await t.registerAccount();
    const response = await t.request({
      method: 'PUT',
      url: '/v1/profile/language',
      headers: bearer(token),
      payload: { language: 'fr' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().account.language).toBe('fr');
  });

  it('refuses an unknown language', async () => {
    const { token } = await t.registerAccount();
    const response = await t.request({
      method: 'PUT',
      url: '/v1/profile/language',
      headers: bearer(token),
      payload: { language: 'klingon' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message: 'Unsupported language', error: 'validation_failed' });
  });
});

describe('GET /v1/profile/subscription', () => {
  it('answers 404 when the account has no subscription', async () => {
    const { token } = await t.registerAccount();
    await t.db.delete(subscriptions);
    const response = await t.request({ method: 'GET', url: '/v1/profile/subscription', headers: bearer(token) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, message: API_MESSAGES.noSubscription, error: 'no_subscription' });
  });
});
