import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { PasskeyOptionsResponse } from '@signflow/contract/passkeys';
import type { TwoFactorChallengeResponse, TwoFactorSetupResponse } from '@signflow/contract/two-factor';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, passkeys, recoveryCodes, throttleCounters } from '../../../src/db/schema';
import { hashToken } from '../../../src/platform/one-time-tokens';
import { emailCounterKey } from '../../../src/platform/throttle-counters';
import { authenticatorCode, nextAuthenticatorCode } from '../../support/authenticator';
import { documentsTestAppPerFile, owner } from '../../support/documents';
import { errorAnswer } from '../../support/error-answers';
import { type FakeGraph, startFakeGraph } from '../../support/fake-graph';
import { bearer, TEST_PASSWORD, uniqueEmail } from '../../support/test-app';
import { turnOnTwoFactor } from '../../support/two-factor';

/**
 * Two-step sign-in and passkeys as an attacker tries them: every way to a session without the second step, codes
 * and challenges used twice or at once, and the account pre-hijack of an unverified address.
 */
const FACEBOOK = { appId: '1234567890', appSecret: 'facebook-app-secret' };
const environment: Record<string, string> = {};
let graph: FakeGraph;
beforeAll(async () => {
  graph = await startFakeGraph(FACEBOOK);
  Object.assign(environment, {
    FACEBOOK_APP_ID: FACEBOOK.appId,
    FACEBOOK_APP_SECRET: FACEBOOK.appSecret,
    FACEBOOK_GRAPH_URL: graph.url,
  });
});
afterAll(async () => {
  await graph?.close();
});
const t = documentsTestAppPerFile(environment);
const PASSWORD = TEST_PASSWORD;

async function ownerWithTwoFactor(options: { verified?: boolean } = {}) {
  const who = await owner(t, 'PRO', options);
  return { ...who, ...(await turnOnTwoFactor(who)) };
}

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url, payload, headers });
const login = (email: string, password = PASSWORD) => post('/v1/auth/login', { email, password });
const secondStep = (challenge: string, code: string) => post('/v1/auth/two-factor', { challenge, code });

async function challengeOf(email: string): Promise<string> {
  const first = await login(email);
  expect(first.statusCode, first.body).toBe(200);
  const answer = first.json<TwoFactorChallengeResponse>();
  expect(answer).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
  return answer.challenge;
}

let facebookUsers = 0;
/** A Facebook user with `email` (verified, as Facebook vouches) and the access token Facebook Login gave them. */
function facebookUser(email: string) {
  facebookUsers += 1;
  const token = `EAAB${process.pid}x${Date.now()}x${facebookUsers}`;
  graph.tokens.set(token, {
    id: `20${Date.now()}${facebookUsers}`,
    appId: FACEBOOK.appId,
    email,
    firstName: 'Ada',
    lastName: 'King',
  });
  return token;
}

/** A passkey row as adding one leaves it (a real ceremony needs a browser's authenticator: e2e/passkeys.spec.ts). */
async function storedPasskey(accountId: string) {
  const [row] = await t.db
    .insert(passkeys)
    .values({
      accountId,
      name: 'Laptop',
      credentialId: `cred-${accountId}-${Date.now()}`,
      publicKey: 'pQECAyYgASFYIA',
      counter: 0,
    })
    .returning();
  if (!row) throw new Error('no passkey');
  return row;
}

describe('no session without the second step', () => {
  it('answers a challenge, never a session, to the password and to Facebook login and register', async () => {
    const who = await ownerWithTwoFactor();
    await challengeOf(who.email);
    for (const url of ['/v1/facebook/login', '/v1/facebook/register']) {
      const answer = await post(url, { accessToken: facebookUser(who.email) });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    }
    // Registering the address again is refused, not signed in.
    const again = await post('/v1/auth/register', { firstName: 'Eve', email: who.email, password: PASSWORD });
    expect(again.statusCode).toBe(409);
  });

  it('a password reset ends waiting challenges and leaves two-step sign-in on', async () => {
    const who = await ownerWithTwoFactor();
    const challenge = await challengeOf(who.email);
    await post('/v1/auth/forgot-password', { email: who.email });
    const mail = await t.smtp.waitFor(who.email, { matching: (each) => each.subject === 'Reset your password' });
    const token = /recover-password\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    const reset = await post('/v1/auth/reset-password', { token, password: 'another2horse' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await secondStep(challenge, nextAuthenticatorCode(who.secret))).json()).toEqual(
      errorAnswer(401, API_MESSAGES.twoFactorChallengeInvalid),
    );
    const after = await login(who.email, 'another2horse');
    expect(after.json()).toMatchObject({ twoFactorRequired: true });
  });

  it('a password change ends waiting challenges too: the old password with a code opens nothing', async () => {
    const who = await ownerWithTwoFactor();
    // Someone who knows the password got as far as the code; the owner changes the password meanwhile.
    const challenge = await challengeOf(who.email);
    const changed = await who.call('PUT', '/v1/profile/password', {
      currentPassword: PASSWORD,
      newPassword: 'another2horse',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await secondStep(challenge, nextAuthenticatorCode(who.secret))).json()).toEqual(
      errorAnswer(401, API_MESSAGES.twoFactorChallengeInvalid),
    );
  });
});

describe('codes and challenges used once, even at once', () => {
  it('of one app code sent on two challenges together, one opens a session', async () => {
    const who = await ownerWithTwoFactor();
    const [first, second] = [await challengeOf(who.email), await challengeOf(who.email)];
    const code = nextAuthenticatorCode(who.secret);
    const answers = await Promise.all([secondStep(first, code), secondStep(second, code)]);
    expect(answers.map((each) => each.statusCode).sort()).toEqual([200, 401]);
  });

  it('of one recovery code sent on two challenges together, one opens a session', async () => {
    const who = await ownerWithTwoFactor();
    const [first, second] = [await challengeOf(who.email), await challengeOf(who.email)];
    const code = who.recoveryCodes[0] ?? '';
    const answers = await Promise.all([secondStep(first, code), secondStep(second, code)]);
    expect(answers.map((each) => each.statusCode).sort()).toEqual([200, 401]);
  });

  it('of one challenge sent twice together with two right codes, one opens a session', async () => {
    const who = await ownerWithTwoFactor();
    const challenge = await challengeOf(who.email);
    const answers = await Promise.all([
      secondStep(challenge, nextAuthenticatorCode(who.secret)),
      secondStep(challenge, who.recoveryCodes[1] ?? ''),
    ]);
    expect(answers.map((each) => each.statusCode).sort()).toEqual([200, 401]);
  });

  it('takes a recovery code that happens to be all digits', async () => {
    // One code in about 200,000 is drawn of digits only ('12345-67890'): it must not be read as an app code.
    const who = await ownerWithTwoFactor();
    await t.db.insert(recoveryCodes).values({ accountId: who.accountId, codeHash: hashToken('1234567890') });
    const answer = await secondStep(await challengeOf(who.email), '12345-67890');
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('locks the address after wrong codes sent on many challenges at once, alternating with passwords', async () => {
    const who = await ownerWithTwoFactor();
    const challenges = [await challengeOf(who.email), await challengeOf(who.email)];
    const answers = await Promise.all([
      ...challenges.flatMap((challenge) => [secondStep(challenge, '000000'), secondStep(challenge, '111111')]),
      login(who.email, 'wrong-password-1'),
      login(who.email, 'wrong-password-2'),
    ]);
    // Two passwords and six more attempts: LOGIN_LOCKOUT_AFTER_FAILURES (5) in all were checked, the rest refused.
    expect(answers.filter((each) => each.statusCode === 429).length).toBeGreaterThanOrEqual(3);
    expect((await secondStep(challenges[0] ?? '', nextAuthenticatorCode(who.secret))).statusCode).toBe(429);
  });
});

describe('turning it on and off', () => {
  it('answers no secret once it is on, and turns off only with the password', async () => {
    const who = await ownerWithTwoFactor();
    const again = await who.call('POST', '/v1/profile/two-factor/setup');
    expect(again.json()).toEqual(errorAnswer(409, API_MESSAGES.twoFactorAlreadyOn));
    expect(again.body).not.toContain('otpauth');
    const withoutPassword = await who.call('POST', '/v1/profile/two-factor/disable', {
      code: nextAuthenticatorCode(who.secret),
    });
    expect(withoutPassword.json()).toEqual(errorAnswer(400, API_MESSAGES.currentPasswordRequired));
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, who.accountId));
    expect(account?.totpEnabledAt).not.toBeNull();
  });

  // Whoever holds a stolen session must not tie the account to their own authenticator: once the owner reset the
  // password, they would hold the second step (a reset leaves two-step sign-in on).
  it('asks for the password before turning on, as before turning off; a wrong one counts toward the lockout, a wrong first code does not', async () => {
    const who = await owner(t);
    const { secret } = (await who.call('POST', '/v1/profile/two-factor/setup')).json<TwoFactorSetupResponse>();
    const code = authenticatorCode(secret);
    const withoutPassword = await who.call('POST', '/v1/profile/two-factor/enable', { code });
    expect(withoutPassword.json()).toEqual(errorAnswer(400, API_MESSAGES.currentPasswordRequired));
    const wrongPassword = await who.call('POST', '/v1/profile/two-factor/enable', {
      code,
      password: 'not1the2password',
    });
    expect(wrongPassword.json()).toEqual(errorAnswer(400, API_MESSAGES.twoFactorPasswordWrong));
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, who.accountId));
    expect(account?.totpEnabledAt).toBeNull();
    const [counted] = await t.db
      .select()
      .from(throttleCounters)
      .where(eq(throttleCounters.key, emailCounterKey('login-account', who.email)));
    // The wrong password was counted; the one left out was not.
    expect(counted?.hits).toBe(1);
    // A right password with a wrong first code: the code is refused, and nothing counts against the owner.
    const wrongCode = await who.call('POST', '/v1/profile/two-factor/enable', {
      code: '000000',
      password: TEST_PASSWORD,
    });
    expect(wrongCode.json()).toEqual(errorAnswer(400, API_MESSAGES.twoFactorCodeWrong));
    const afterWrongCode = await t.db
      .select()
      .from(throttleCounters)
      .where(eq(throttleCounters.key, emailCounterKey('login-account', who.email)));
    expect(afterWrongCode).toEqual([]);
    const enabled = await who.call('POST', '/v1/profile/two-factor/enable', { code, password: TEST_PASSWORD });
    expect(enabled.statusCode, enabled.body).toBe(200);
  });

  it('an account made with Facebook, which has no password, turns it on with the code alone', async () => {
    const made = await post('/v1/facebook/register', { accessToken: facebookUser(uniqueEmail('no-password')) });
    expect(made.statusCode, made.body).toBe(201);
    const headers = bearer(made.json<{ token: string }>().token);
    const setup = await t.request({ method: 'POST', url: '/v1/profile/two-factor/setup', headers });
    const { secret } = setup.json<TwoFactorSetupResponse>();
    const enabled = await t.request({
      method: 'POST',
      url: '/v1/profile/two-factor/enable',
      headers,
      payload: { code: authenticatorCode(secret) },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
  });

  it('of two setups, only the later secret turns it on', async () => {
    const who = await owner(t);
    const first = (await who.call('POST', '/v1/profile/two-factor/setup')).json<TwoFactorSetupResponse>();
    const second = (await who.call('POST', '/v1/profile/two-factor/setup')).json<TwoFactorSetupResponse>();
    expect(second.secret).not.toBe(first.secret);
    const stale = await who.call('POST', '/v1/profile/two-factor/enable', {
      code: authenticatorCode(first.secret),
      password: TEST_PASSWORD,
    });
    expect(stale.json()).toEqual(errorAnswer(400, API_MESSAGES.twoFactorCodeWrong));
    const code = authenticatorCode(second.secret);
    const both = await Promise.all([
      who.call('POST', '/v1/profile/two-factor/enable', { code, password: TEST_PASSWORD }),
      who.call('POST', '/v1/profile/two-factor/enable', { code, password: TEST_PASSWORD }),
    ]);
    expect(both.map((each) => each.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('an account made in someone else’s name', () => {
  it('loses the authenticator and passkeys its maker set up once the address’s owner signs in with Facebook', async () => {
    // The maker registers the victim's address (never verified), turns two-step sign-in on and adds a passkey.
    const squatter = await ownerWithTwoFactor({ verified: false });
    await storedPasskey(squatter.accountId);
    // The address's owner signs in with Facebook, which vouches for it: the account is theirs now.
    const answer = await post('/v1/facebook/login', { accessToken: facebookUser(squatter.email) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ user: { email: squatter.email, emailVerified: true } });
    const [held] = await t.db
      .select({ count: count() })
      .from(passkeys)
      .where(eq(passkeys.accountId, squatter.accountId));
    expect(held?.count).toBe(0);
    const [codes] = await t.db
      .select({ count: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.accountId, squatter.accountId), isNull(recoveryCodes.usedAt)));
    expect(codes?.count).toBe(0);
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, squatter.accountId));
    expect(account).toMatchObject({ totpSecret: null, totpEnabledAt: null });
  });
});

describe('odd input on the new routes', () => {
  it('answers 400 or 401, never 500, to odd bodies', async () => {
    const who = await owner(t);
    const { ceremony } = (await post('/v1/auth/passkey/options', {})).json<PasskeyOptionsResponse>();
    const stored = await storedPasskey(who.accountId);
    const bodies: [string, unknown][] = [
      ['/v1/auth/two-factor', { challenge: 'x'.repeat(201), code: '123456' }],
      ['/v1/auth/two-factor', { challenge: ['a'], code: 123456 }],
      ['/v1/auth/two-factor', { challenge: '\u0000\ud800', code: '１２３４５６' }],
      ['/v1/auth/two-factor', [1, 2, 3]],
      ['/v1/auth/passkey', { ceremony, response: [] }],
      ['/v1/auth/passkey', { ceremony: 'x'.repeat(4001), response: {} }],
      ['/v1/auth/passkey', { ceremony: '\u0000', response: { id: 'x' } }],
      ['/v1/auth/passkey', { ceremony, response: { id: stored.credentialId, response: { clientDataJSON: 7 } } }],
      ['/v1/auth/passkey', { ceremony, response: { id: { toString: 1 } } }],
    ];
    for (const [url, payload] of bodies) {
      const answer = await t.request({ method: 'POST', url, payload: payload as object });
      expect([400, 401], `${url} ${JSON.stringify(payload)} → ${answer.body}`).toContain(answer.statusCode);
    }
    const huge = await post('/v1/auth/two-factor', { challenge: 'x', code: '1'.repeat(200_000) });
    expect(huge.statusCode).toBe(413);
    const odd = await t.request({
      method: 'POST',
      url: '/v1/profile/two-factor/disable',
      headers: bearer(who.token),
      payload: { password: { a: 1 }, code: null },
    });
    expect(odd.statusCode).toBe(400);
  });
});
