import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { ApiKeyCreated } from '@signflow/contract/api-keys';
import type { AuthResponse } from '@signflow/contract/auth';
import type { ProfileResponse } from '@signflow/contract/profile';
import {
  RECOVERY_CODE_COUNT,
  type RecoveryCodesResponse,
  TWO_FACTOR_MESSAGES,
  type TwoFactorChallengeResponse,
  type TwoFactorSetupResponse,
} from '@signflow/contract/two-factor';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoFactorChallenges } from '../../../src/db/schema';
import { authenticatorCode, nextAuthenticatorCode } from '../../support/authenticator';
import { documentsTestAppPerFile, type Owner, owner } from '../../support/documents';
import { errorAnswer, refusedInput } from '../../support/error-answers';
import { bearer, TEST_PASSWORD } from '../../support/test-app';
import { turnOnTwoFactor } from '../../support/two-factor';

const t = documentsTestAppPerFile();
const PASSWORD = TEST_PASSWORD;

/** An owner with two-step sign-in on: its secret and recovery codes. */
async function ownerWithTwoFactor(): Promise<Owner & { secret: string; recoveryCodes: string[] }> {
  const who = await owner(t);
  return { ...who, ...(await turnOnTwoFactor(who)) };
}

const login = (email: string, password = PASSWORD) =>
  t.request({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });

async function challengeOf(email: string): Promise<string> {
  const first = await login(email);
  expect(first.statusCode, first.body).toBe(200);
  const answer = first.json<TwoFactorChallengeResponse>();
  expect(answer).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
  return answer.challenge;
}

const secondStep = (challenge: string, code: string) =>
  t.request({ method: 'POST', url: '/v1/auth/two-factor', payload: { challenge, code } });

describe('turning two-step sign-in on', () => {
  it('gives a secret and its otpauth link, then takes a first code from the app and answers ten recovery codes', async () => {
    const who = await owner(t);
    const setup = (await who.call('POST', '/v1/profile/two-factor/setup')).json<TwoFactorSetupResponse>();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const link = new URL(setup.otpauthUrl);
    expect(link.protocol).toBe('otpauth:');
    expect(link.searchParams.get('secret')).toBe(setup.secret);
    expect(link.searchParams.get('issuer')).toBe('SignFlow');
    expect(decodeURIComponent(link.pathname)).toContain(who.email);

    const wrong = await who.call('POST', '/v1/profile/two-factor/enable', { code: '000000', password: TEST_PASSWORD });
    expect(wrong.json()).toEqual(errorAnswer(400, API_MESSAGES.twoFactorCodeWrong));
    const enabled = await who.call('POST', '/v1/profile/two-factor/enable', {
      code: authenticatorCode(setup.secret),
      password: TEST_PASSWORD,
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { recoveryCodes } = enabled.json<RecoveryCodesResponse>();
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);

    const profile = (await who.call('GET', '/v1/profile')).json<ProfileResponse>();
    expect(profile.account.twoFactorEnabled).toBe(true);
    const mail = await t.smtp.waitFor(who.email, { matching: (each) => each.subject === 'Two-step sign-in is on' });
    expect(mail.text).toContain(who.email);
    // On once: setting up or turning on again is refused.
    const again = await who.call('POST', '/v1/profile/two-factor/setup');
    expect(again.json()).toEqual(errorAnswer(409, API_MESSAGES.twoFactorAlreadyOn));
  });

  it('refuses to turn on before setting up, and a code that is no code', async () => {
    const who = await owner(t);
    const early = await who.call('POST', '/v1/profile/two-factor/enable', { code: '123456', password: TEST_PASSWORD });
    expect(early.json()).toEqual(errorAnswer(409, API_MESSAGES.twoFactorNotSetUp));
    for (const code of ['12345', 'abcdef', '', '1234567']) {
      const refused = await who.call('POST', '/v1/profile/two-factor/enable', { code, password: TEST_PASSWORD });
      expect(refused.statusCode, code).toBe(400);
    }
  });

  it('is for a signed-in person: 401 without a token, 403 with an API key', async () => {
    const who = await owner(t);
    expect((await t.request({ method: 'POST', url: '/v1/profile/two-factor/setup' })).statusCode).toBe(401);
    const key = (await who.call('POST', '/v1/api-keys', { name: 'Sync' })).json<ApiKeyCreated>().key;
    for (const url of ['/v1/profile/two-factor/setup', '/v1/profile/two-factor/disable']) {
      const refused = await t.request({ method: 'POST', url, headers: bearer(key), payload: { code: '123456' } });
      expect(refused.json(), url).toEqual(errorAnswer(403, API_MESSAGES.apiKeyNotAllowed));
    }
  });
});

describe('signing in with two-step sign-in on', () => {
  it('answers a challenge instead of a session, and a code opens the session, once', async () => {
    const who = await ownerWithTwoFactor();
    const challenge = await challengeOf(who.email);
    // The code that turned it on was used: it is refused, as a wrong one is.
    const reused = await secondStep(challenge, authenticatorCode(who.secret));
    expect(reused.json()).toEqual(errorAnswer(401, API_MESSAGES.twoFactorCodeWrong));
    const code = nextAuthenticatorCode(who.secret);
    const signedIn = await secondStep(challenge, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = signedIn.json<AuthResponse>();
    expect(session.user.email).toBe(who.email);
    const flows = await t.request({ method: 'GET', url: '/v1/flow', headers: bearer(session.tokens.access.token) });
    expect(flows.statusCode).toBe(200);
    // The challenge is spent.
    expect((await secondStep(challenge, code)).json()).toEqual(
      errorAnswer(401, API_MESSAGES.twoFactorChallengeInvalid),
    );
  });

  it('takes a recovery code once, as typed on paper, and mails the owner how many are left', async () => {
    const who = await ownerWithTwoFactor();
    const [recovery = ''] = who.recoveryCodes;
    const signedIn = await secondStep(await challengeOf(who.email), recovery.toUpperCase());
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const mail = await t.smtp.waitFor(who.email, {
      matching: (each) => each.subject === 'A recovery code was used to sign in',
    });
    expect(mail.text).toContain(`Recovery codes left: ${RECOVERY_CODE_COUNT - 1}.`);
    const again = await secondStep(await challengeOf(who.email), recovery);
    expect(again.json()).toEqual(errorAnswer(401, API_MESSAGES.twoFactorCodeWrong));
  });

  it('ends a challenge after its tries or its minutes', async () => {
    const who = await ownerWithTwoFactor();
    const tried = await challengeOf(who.email);
    for (let attempt = 0; attempt < 3; attempt += 1) await secondStep(tried, '000000');
    await t.db
      .update(twoFactorChallenges)
      .set({ failedTries: 5 })
      .where(eq(twoFactorChallenges.accountId, who.accountId));
    expect((await secondStep(tried, nextAuthenticatorCode(who.secret))).json()).toEqual(
      errorAnswer(401, API_MESSAGES.twoFactorChallengeInvalid),
    );
    const late = await challengeOf(who.email);
    await t.db
      .update(twoFactorChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(twoFactorChallenges.accountId, who.accountId));
    expect((await secondStep(late, nextAuthenticatorCode(who.secret))).json()).toEqual(
      errorAnswer(401, API_MESSAGES.twoFactorChallengeInvalid),
    );
  });

  it('counts wrong codes toward the sign-in lockout, which then refuses even a right code', async () => {
    const who = await ownerWithTwoFactor();
    // The password's attempt counts too, until the code is right: LOGIN_LOCKOUT_AFTER_FAILURES (5) in all.
    const challenge = await challengeOf(who.email);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await secondStep(challenge, '000000')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await secondStep(challenge, nextAuthenticatorCode(who.secret))).statusCode).toBe(429);
    const locked = await login(who.email);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(API_MESSAGES.loginLockedOut);
  });

  it('refuses a challenge that is no challenge, and a code in no known form', async () => {
    expect((await secondStep('nothing-like-it', '123456')).json()).toEqual(
      errorAnswer(401, API_MESSAGES.twoFactorChallengeInvalid),
    );
    expect((await secondStep('x', 'twelve')).json()).toEqual(refusedInput(TWO_FACTOR_MESSAGES.codeFormat));
    expect((await t.request({ method: 'POST', url: '/v1/auth/two-factor', payload: {} })).statusCode).toBe(400);
  });
});

describe('turning two-step sign-in off', () => {
  it('needs the password and a code; then a password alone signs in, and the owner is mailed', async () => {
    const who = await ownerWithTwoFactor();
    const code = nextAuthenticatorCode(who.secret);
    const wrongPassword = await who.call('POST', '/v1/profile/two-factor/disable', { password: 'wrong1horse', code });
    expect(wrongPassword.json()).toEqual(errorAnswer(400, API_MESSAGES.twoFactorPasswordWrong));
    const noPassword = await who.call('POST', '/v1/profile/two-factor/disable', { code });
    expect(noPassword.json()).toEqual(errorAnswer(400, API_MESSAGES.currentPasswordRequired));
    const wrongCode = await who.call('POST', '/v1/profile/two-factor/disable', { password: PASSWORD, code: '000000' });
    expect(wrongCode.json()).toEqual(errorAnswer(400, API_MESSAGES.twoFactorCodeWrong));

    const off = await who.call('POST', '/v1/profile/two-factor/disable', { password: PASSWORD, code });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().message).toBe(API_MESSAGES.twoFactorTurnedOff);
    await t.smtp.waitFor(who.email, { matching: (each) => each.subject === 'Two-step sign-in was turned off' });
    const plain = await login(who.email);
    expect(plain.json<AuthResponse>().tokens.access.token).toEqual(expect.any(String));
    expect((await who.call('POST', '/v1/profile/two-factor/disable', { password: PASSWORD, code })).json()).toEqual(
      errorAnswer(409, API_MESSAGES.twoFactorOff),
    );
  });
});
