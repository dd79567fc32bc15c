import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import type { AuthResponse } from '@signflow/contract/auth';
import { MAX_NAME_LENGTH } from '@signflow/contract/fields';
import type { ExternalRegisterResponse } from '@signflow/contract/social-sign-in';
import { firstLink } from '@signflow/test-mail/smtp-catcher';
import { type LocalProvider, startLocalProvider } from '@signflow/test-oidc/local-provider';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, externalIdentities } from '../../../src/db/schema';
import { refusedInput } from '../../support/error-answers';
import {
  CLIENT,
  codeCookies,
  cookieOf,
  createGoogleTestApp,
  type GoogleTestApp,
  googleSettingsFor,
  OTHER_CLIENT,
  openCallback,
  PROVIDER_SETTINGS,
  signInWithGoogle,
  throughProvider,
  tokensFor,
} from '../../support/google';
import { type AppNodes, startAppNodes } from '../../support/shared-database';
import { bearer, createTestApp, type TestApp, uniqueEmail } from '../../support/test-app';
import { TEST_DB_ENGINE } from '../../support/test-database';

function post(app: TestApp, url: string, payload: Record<string, unknown>, cookie = '') {
  return app.request({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
}

const LINKED_SUBJECT = 'Google sign-in was added to your SignFlow account';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/**
 * The token with the last character of its signature changed in the bits a 256-byte signature leaves spare
 * (342 characters hold 2,052 bits): the decoded signature is the same, the text is not.
 */
function respellSignature(token: string): string {
  const index = BASE64URL.indexOf(token.at(-1) ?? '');
  return `${token.slice(0, -1)}${BASE64URL[index ^ 1]}`;
}

// Google puts the e-mail and profile in the ID token; a provider with oidc-provider's default settings (OpenID
// Connect Core 5.4) answers them at UserInfo only. Every case holds against both.
describe.each(PROVIDER_SETTINGS)('against a provider with the %s settings', (settings) => {
  let t: GoogleTestApp;
  beforeAll(async () => {
    t = await createGoogleTestApp(settings);
  });
  afterAll(async () => {
    await t?.close();
  });

  let people = 0;
  /** A new person at the provider; their login is their subject. */
  function person(
    overrides: {
      email?: string;
      emailVerified?: boolean;
      userInfoSubject?: string;
      givenName?: string;
      familyName?: string;
    } = {},
  ) {
    people += 1;
    const sub = `person-${process.pid}-${Date.now()}-${people}`;
    const value = {
      sub,
      email: uniqueEmail('google'),
      emailVerified: true,
      givenName: 'Grace',
      familyName: 'Hopper',
      ...overrides,
    };
    t.provider.people.set(sub, value);
    return value;
  }

  async function accountsOf(email: string) {
    return t.db.select().from(accounts).where(eq(accounts.email, email));
  }

  describe('signing in with Google (a local OpenID provider)', () => {
    it('redirects to the provider with state, nonce and PKCE, keeping them in a sealed, http-only cookie', async () => {
      const start = await t.request({ method: 'GET', url: '/v1/auth/google' });
      expect(start.statusCode).toBe(302);
      const location = new URL(String(start.headers.location));
      expect(location.origin).toBe(t.provider.issuer);
      expect(location.searchParams.get('redirect_uri')).toBe('http://app.test/v1/auth/google/callback');
      expect(location.searchParams.get('client_id')).toBe('signflow');
      expect(location.searchParams.get('code_challenge_method')).toBe('S256');
      for (const name of ['state', 'nonce', 'code_challenge']) expect(location.searchParams.get(name)).toBeTruthy();
      const setCookie = String(start.headers['set-cookie']);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      expect(setCookie).not.toContain(location.searchParams.get('state'));
    });

    it('signs a new person in with a TRIAL account, verified, without a password, and again without a duplicate', async () => {
      const who = person();
      const first = await signInWithGoogle(t, who.sub);
      expect(first.user).toMatchObject({
        email: who.email,
        firstName: 'Grace',
        lastName: 'Hopper',
        emailVerified: true,
      });
      const subscription = await t.request({
        method: 'GET',
        url: '/v1/profile/subscription',
        headers: bearer(first.tokens.access.token),
      });
      expect(subscription.json().subscription.plan).toBe('TRIAL');
      const [row] = await accountsOf(who.email);
      expect(row?.passwordHash).toBeNull();

      const again = await signInWithGoogle(t, who.sub);
      expect(again.user.id).toBe(first.user.id);
      expect(await accountsOf(who.email)).toHaveLength(1);
    });

    it("keeps the provider's names as typed names are kept: without control, direction-changing or incomplete characters", async () => {
      // A provider lets its users write their names as they like; the certificate page and the mails must not show
      // a name that reads as another (docs/api.md#errors).
      const who = person({ givenName: 'Gr\u202eace\u0007', familyName: '\u2066Hop\ud800per\u200f' });
      const answer = await signInWithGoogle(t, who.sub);
      expect(answer.user).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
      // Nothing but such characters: the name is read as missing (the address before its '@').
      const bare = person({ givenName: '\u202e\u202d', familyName: '\u0007' });
      const bareAnswer = await signInWithGoogle(t, bare.sub);
      expect(bareAnswer.user).toMatchObject({ firstName: bare.email.split('@')[0], lastName: null });
      // A name longer than a profile keeps is cut before an emoji it would split, never keeping half of it.
      const long = person({ givenName: `${'G'.repeat(MAX_NAME_LENGTH - 1)}\u{1F600}`, familyName: 'Hopper' });
      const longAnswer = await signInWithGoogle(t, long.sub);
      expect(longAnswer.user.firstName).toBe('G'.repeat(MAX_NAME_LENGTH - 1));
    });

    it('finds the account by the subject even when the address changed at the provider', async () => {
      const who = person();
      const first = await signInWithGoogle(t, who.sub);
      t.provider.people.set(who.sub, { ...who, email: uniqueEmail('renamed') });
      expect((await signInWithGoogle(t, who.sub)).user.id).toBe(first.user.id);
    });

    it('links an existing account when the provider says the address is verified', async () => {
      const existing = await t.registerAccount();
      const who = person({ email: existing.email, emailVerified: true });
      const answer = await signInWithGoogle(t, who.sub);
      expect(answer.user.id).toBe(existing.body.user.id);
      const identities = await t.db.select().from(externalIdentities).where(eq(externalIdentities.subject, who.sub));
      expect(identities).toMatchObject([{ provider: 'google', accountId: existing.body.user.id }]);
      // The password still works beside it.
      const login = await post(t, '/v1/auth/login', { email: existing.email, password: 'correct1horse' });
      expect(login.statusCode).toBe(200);
    });

    it('mails the owner of the account it links: which Google account, when, from where, what to do if not them', async () => {
      const existing = await t.registerAccount();
      const who = person({ email: existing.email });
      const before = Date.now();
      await signInWithGoogle(t, who.sub);
      const mail = await t.smtp.waitFor(existing.email, { matching: (each) => each.subject === LINKED_SUBJECT });
      expect(mail.text).toContain(
        `The Google account Grace Hopper (${existing.email}) was linked to your SignFlow account ${existing.email} on `,
      );
      // inject's client address, as the audit trail and the rate limits read it.
      expect(mail.text).toContain('(UTC), from the IP address 127.0.0.1.');
      const at = mail.text.match(/ on (\d{4}-\d\d-\d\d \d\d:\d\d) \(UTC\)/)?.[1] ?? '';
      const linkedAt = Date.parse(`${at.replace(' ', 'T')}:00Z`);
      expect(linkedAt).toBeGreaterThan(before - 60_000);
      expect(linkedAt).toBeLessThanOrEqual(Date.now());
      expect(mail.text).toContain(
        'If this was not you, someone may have access to your mailbox or your Google account',
      );
      expect(firstLink(mail)).toBe('http://app.test/forgot-password');
      expect(mail.html).toContain('<a href="http://app.test/forgot-password">Reset your password</a>');

      // Signing in through the link again links nothing new, and mails nothing.
      await signInWithGoogle(t, who.sub);
      await expect(
        t.smtp.waitFor(existing.email, {
          matching: (each) => each !== mail && each.subject === LINKED_SUBJECT,
          timeoutMs: 500,
        }),
      ).rejects.toThrow(/no mail/);
    });

    it('mails no link to the owner of an account it makes', async () => {
      const who = person();
      await signInWithGoogle(t, who.sub);
      await expect(t.smtp.waitFor(who.email, { timeoutMs: 500 })).rejects.toThrow(/no mail/);
    });

    it('does not link an account when the provider has not verified the address', async () => {
      const existing = await t.registerAccount();
      const who = person({ email: existing.email, emailVerified: false });
      const { callback, cookie } = await throughProvider(t, who.sub);
      const back = await openCallback(t, callback, cookie);
      expect(back.pathname).toBe('/login');
      expect(back.searchParams.get('error')).toBe('email_unverified');
      expect(back.searchParams.get('code')).toBeNull();
      expect(await t.db.select().from(externalIdentities).where(eq(externalIdentities.subject, who.sub))).toEqual([]);

      const register = await post(t, '/v1/google/register', await tokensFor(t.provider, who.sub));
      expect(register.statusCode).toBe(409);
      expect(register.json().message).toBe(fillTemplate(API_MESSAGES.externalEmailUnverified, { provider: 'Google' }));
    });

    it('creates an unverified account, and mails its verification link, for an address the provider has not verified', async () => {
      const who = person({ emailVerified: false });
      const answer = await signInWithGoogle(t, who.sub);
      expect(answer.user.emailVerified).toBe(false);
      expect(firstLink(await t.smtp.waitFor(who.email))).toContain('/verify-email?token=');
    });

    it('ends the password and sessions of an unverified account it links: whoever set them never held the address', async () => {
      const squatter = await t.registerAccount({}, { verified: false });
      const who = person({ email: squatter.email, emailVerified: true });
      const answer = await signInWithGoogle(t, who.sub);
      expect(answer.user).toMatchObject({ id: squatter.body.user.id, emailVerified: true });
      const profile = await t.request({ method: 'GET', url: '/v1/profile', headers: bearer(squatter.token) });
      expect(profile.statusCode).toBe(401);
      const login = await post(t, '/v1/auth/login', { email: squatter.email, password: 'correct1horse' });
      expect(login.statusCode).toBe(401);
    });

    it('lets a Google-only account set a password through forgot-password', async () => {
      const who = person();
      await signInWithGoogle(t, who.sub);
      expect((await post(t, '/v1/auth/forgot-password', { email: who.email })).statusCode).toBe(200);
      const mail = await t.smtp.waitFor(who.email, {
        matching: (each) => firstLink(each).includes('recover-password'),
      });
      const token = new URL(firstLink(mail)).searchParams.get('token');
      expect((await post(t, '/v1/auth/reset-password', { token, password: 'chosen1later' })).statusCode).toBe(200);
      expect((await post(t, '/v1/auth/login', { email: who.email, password: 'chosen1later' })).statusCode).toBe(200);
    });

    it('refuses a callback whose state this browser did not start (bad state), or without its cookie', async () => {
      const who = person();
      const { callback, cookie } = await throughProvider(t, who.sub);
      const tampered = new URL(callback);
      tampered.searchParams.set('state', 'forged-state');
      expect((await openCallback(t, tampered, cookie)).searchParams.get('error')).toBe('state');
      expect((await openCallback(t, callback, '')).searchParams.get('error')).toBe('state');
      // Another browser's flow cookie does not fit this redirect either.
      const other = await t.request({ method: 'GET', url: '/v1/auth/google' });
      expect((await openCallback(t, callback, cookieOf(other.headers['set-cookie']))).searchParams.get('error')).toBe(
        'state',
      );
      const forged = `${cookie.slice(0, -4)}AAAA`;
      expect((await openCallback(t, callback, forged)).searchParams.get('error')).toBe('state');
    });

    it("refuses a replayed provider code: the provider's token endpoint takes it once", async () => {
      const who = person();
      const { callback, cookie } = await throughProvider(t, who.sub);
      expect((await openCallback(t, callback, cookie)).searchParams.get('code')).toBeTruthy();
      const replay = await openCallback(t, callback, cookie);
      expect(replay.searchParams.get('error')).toBe('code');
      expect(replay.searchParams.get('code')).toBeNull();
    });

    it('takes the one-time code of the redirect once, and refuses an unknown one', async () => {
      const who = person();
      const { callback, cookie } = await throughProvider(t, who.sub);
      const code = (await openCallback(t, callback, cookie)).searchParams.get('code') ?? '';
      const browser = codeCookies.get(code) ?? '';
      expect(browser).toMatch(/^signflow_google_code=./);
      const first = await post(t, '/v1/auth/google', { token: code, signInType: 'google' }, browser);
      expect(first.statusCode).toBe(200);
      expect(first.json<AuthResponse>().user.email).toBe(who.email);
      const again = await post(t, '/v1/auth/google', { token: code, signInType: 'google' }, browser);
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual({
        code: 401,
        message: API_MESSAGES.googleCodeInvalid,
        error: 'google_code_invalid',
      });
      const unknown = await post(t, '/v1/auth/google', { token: 'x'.repeat(43), signInType: 'google' });
      expect(unknown.json()).toEqual({
        code: 401,
        message: API_MESSAGES.googleCodeInvalid,
        error: 'google_code_invalid',
      });
    });

    it('takes the code only in the browser its callback answered (no signing someone else in with a sent link)', async () => {
      const who = person();
      const { callback, cookie } = await throughProvider(t, who.sub);
      const code = (await openCallback(t, callback, cookie)).searchParams.get('code') ?? '';
      const elsewhere = await post(t, '/v1/auth/google', { token: code, signInType: 'google' });
      expect(elsewhere.statusCode).toBe(401);
      expect(elsewhere.json()).toEqual({
        code: 401,
        message: API_MESSAGES.googleCodeInvalid,
        error: 'google_code_invalid',
      });
      // Another code's cookie does not fit it either.
      const other = await throughProvider(t, person().sub);
      const otherCode = (await openCallback(t, other.callback, other.cookie)).searchParams.get('code') ?? '';
      const mismatched = await post(
        t,
        '/v1/auth/google',
        { token: code, signInType: 'google' },
        codeCookies.get(otherCode),
      );
      expect(mismatched.statusCode).toBe(401);
      // Refused there, the code still signs in the browser it belongs to.
      const home = await post(t, '/v1/auth/google', { token: code, signInType: 'google' }, codeCookies.get(code));
      expect(home.statusCode, home.body).toBe(200);
    });

    it('sends a refusal at the provider back to the login page as cancelled', async () => {
      const start = await t.request({ method: 'GET', url: '/v1/auth/google' });
      const state = new URL(String(start.headers.location)).searchParams.get('state');
      const denied = new URL(
        `http://app.test/v1/auth/google/callback?error=access_denied&state=${state}&iss=${encodeURIComponent(t.provider.issuer)}`,
      );
      expect((await openCallback(t, denied, cookieOf(start.headers['set-cookie']))).searchParams.get('error')).toBe(
        'denied',
      );
    });

    it.each([
      ['token missing', { signInType: 'google' }, 'Required'],
      ['token blank', { token: '  ', signInType: 'google' }, 'Required'],
      ['token too long', { token: 'x'.repeat(201), signInType: 'google' }, 'Invalid token'],
      ['token with a space', { token: 'a b', signInType: 'google' }, 'Invalid token'],
      ['signInType unknown', { token: 'abc', signInType: 'yahoo' }, 'Unknown sign-in type'],
      ['signInType missing', { token: 'abc' }, 'Unknown sign-in type'],
    ])('refuses POST /v1/auth/google with %s', async (_case, payload, message) => {
      const answer = await post(t, '/v1/auth/google', payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual(refusedInput(message));
    });
  });

  describe('POST /v1/google/register (an ID token)', () => {
    it('registers from a verified ID token (201, with the token at the top), then signs the same account in (200)', async () => {
      const who = person();
      const first = await post(t, '/v1/google/register', await tokensFor(t.provider, who.sub));
      expect(first.statusCode).toBe(201);
      const body = first.json<ExternalRegisterResponse>();
      expect(body.token).toBe(body.tokens.access.token);
      expect(body.user).toMatchObject({ email: who.email, emailVerified: true });
      const profile = await t.request({ method: 'GET', url: '/v1/profile', headers: bearer(body.token) });
      expect(profile.statusCode).toBe(200);

      const second = await post(t, '/v1/google/register', await tokensFor(t.provider, who.sub));
      expect(second.statusCode).toBe(200);
      expect(second.json<ExternalRegisterResponse>().user.id).toBe(body.user.id);
      // The redirect flow finds the same account.
      expect((await signInWithGoogle(t, who.sub)).user.id).toBe(body.user.id);
    });

    it('accepts an ID token once: its replay answers as an invalid token does, and makes nothing', async () => {
      const who = person();
      const tokens = await tokensFor(t.provider, who.sub);
      expect((await post(t, '/v1/google/register', tokens)).statusCode).toBe(201);
      const replay = await post(t, '/v1/google/register', tokens);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual({
        code: 401,
        message: API_MESSAGES.googleTokenInvalid,
        error: 'google_token_invalid',
      });
      // A new token of the same person still signs in.
      expect((await post(t, '/v1/google/register', await tokensFor(t.provider, who.sub))).statusCode).toBe(200);
    });

    it('knows a replayed ID token whose signature is written another way (spare bits of its last character)', async () => {
      const who = person();
      const tokens = await tokensFor(t.provider, who.sub);
      const respelled = respellSignature(tokens.idToken);
      expect(respelled).not.toBe(tokens.idToken);
      // The two spellings are one signature: the provider's keys take either.
      expect(Buffer.from(respelled.split('.')[2] ?? '', 'base64url')).toEqual(
        Buffer.from(tokens.idToken.split('.')[2] ?? '', 'base64url'),
      );
      expect((await post(t, '/v1/google/register', { ...tokens, idToken: respelled })).statusCode).toBe(201);
      const replay = await post(t, '/v1/google/register', tokens);
      expect(replay.json()).toEqual({
        code: 401,
        message: API_MESSAGES.googleTokenInvalid,
        error: 'google_token_invalid',
      });
    });

    it('takes one of two uses of an ID token sent at once', async () => {
      const who = person();
      const tokens = await tokensFor(t.provider, who.sub);
      const answers = await Promise.all([1, 2].map(() => post(t, '/v1/google/register', tokens)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 401]);
      expect(await accountsOf(who.email)).toHaveLength(1);
    });

    it("mails the link in the account's language, from the address the request came from", async () => {
      const existing = await t.registerAccount({ language: 'de' });
      const who = person({ email: existing.email });
      const answer = await t.request({
        method: 'POST',
        url: '/v1/google/register',
        payload: await tokensFor(t.provider, who.sub),
        remoteAddress: '203.0.113.9',
      });
      expect(answer.statusCode).toBe(200);
      const mail = await t.smtp.waitFor(existing.email, {
        matching: (each) => each.subject === 'Google-Anmeldung wurde Ihrem SignFlow-Konto hinzugefügt',
      });
      expect(mail.text).toContain(`Das Google-Konto Grace Hopper (${existing.email}) wurde am `);
      expect(mail.text).toContain('(UTC) von der IP-Adresse 203.0.113.9 aus mit Ihrem SignFlow-Konto');
    });

    it('refuses an ID token issued to another application', async () => {
      const who = person();
      const answer = await post(t, '/v1/google/register', await tokensFor(t.provider, who.sub, OTHER_CLIENT));
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        code: 401,
        message: API_MESSAGES.googleTokenInvalid,
        error: 'google_token_invalid',
      });
      expect(await accountsOf(who.email)).toEqual([]);
    });

    it('refuses an ID token whose signature does not hold, and one that is no token', async () => {
      const who = person();
      const [header, payload, signature = ''] = (await tokensFor(t.provider, who.sub)).idToken.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
      const changed = Buffer.from(JSON.stringify({ ...claims, email: 'someone.else@example.com' })).toString(
        'base64url',
      );
      for (const idToken of [`${header}.${changed}.${signature}`, 'not-a-token', `${header}.${payload}.`]) {
        const answer = await post(t, '/v1/google/register', { idToken });
        expect(answer.json()).toEqual({
          code: 401,
          message: API_MESSAGES.googleTokenInvalid,
          error: 'google_token_invalid',
        });
      }
    });
  });

  describe.runIf(settings === 'package-defaults')('the e-mail read at UserInfo', () => {
    it('comes from a provider whose ID token carries no e-mail', async () => {
      const who = person();
      const { idToken } = await tokensFor(t.provider, who.sub);
      const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString());
      expect(claims.sub).toBe(who.sub);
      expect(claims).not.toHaveProperty('email');
      expect(claims).not.toHaveProperty('email_verified');
    });

    it("is refused when UserInfo answers for another subject than the ID token's", async () => {
      const who = person({ userInfoSubject: 'someone-else' });
      const { callback, cookie } = await throughProvider(t, who.sub);
      const back = await openCallback(t, callback, cookie);
      expect(back.searchParams.get('error')).toBe('token');
      expect(back.searchParams.get('code')).toBeNull();
      const register = await post(t, '/v1/google/register', await tokensFor(t.provider, who.sub));
      expect(register.statusCode).toBe(401);
      expect(register.json()).toEqual({
        code: 401,
        message: API_MESSAGES.googleTokenInvalid,
        error: 'google_token_invalid',
      });
      expect(await accountsOf(who.email)).toEqual([]);
      expect(await t.db.select().from(externalIdentities).where(eq(externalIdentities.subject, who.sub))).toEqual([]);
    });

    it('is refused with an access token UserInfo does not take', async () => {
      const who = person();
      const { idToken } = await tokensFor(t.provider, who.sub);
      const answer = await post(t, '/v1/google/register', { idToken, accessToken: 'x'.repeat(43) });
      expect(answer.json()).toEqual({
        code: 401,
        message: API_MESSAGES.googleTokenInvalid,
        error: 'google_token_invalid',
      });
      expect(await accountsOf(who.email)).toEqual([]);
    });

    it('cannot be read without the access token: nobody is registered without an address', async () => {
      const who = person();
      const { idToken } = await tokensFor(t.provider, who.sub);
      const answer = await post(t, '/v1/google/register', { idToken });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(fillTemplate(API_MESSAGES.externalEmailMissing, { provider: 'Google' }));
      expect(await accountsOf(who.email)).toEqual([]);
    });
  });
});

describe(`an ID token replayed at another app process on the same database (${TEST_DB_ENGINE})`, () => {
  let provider: LocalProvider;
  let cluster: AppNodes | undefined;
  let nodes: TestApp[] = [];
  beforeAll(async () => {
    provider = await startLocalProvider({ clients: [CLIENT], settings: 'package-defaults' });
    cluster = await startAppNodes([googleSettingsFor(provider), googleSettingsFor(provider)]);
    nodes = cluster.nodes;
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
    await provider?.close();
  });

  it('is refused there as an invalid token', async () => {
    const [first, second] = nodes as [TestApp, TestApp];
    provider.people.set('across-nodes', { sub: 'across-nodes', email: uniqueEmail('nodes'), emailVerified: true });
    const tokens = await tokensFor(provider, 'across-nodes');
    expect((await post(first, '/v1/google/register', tokens)).statusCode).toBe(201);
    const replay = await post(second, '/v1/google/register', tokens);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      code: 401,
      message: API_MESSAGES.googleTokenInvalid,
      error: 'google_token_invalid',
    });
  });
});

describe('without GOOGLE_CLIENT_ID', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('sends the button back to the login page saying sign-in with Google is not configured', async () => {
    const start = await bare.request({ method: 'GET', url: '/v1/auth/google' });
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe('http://app.test/login?app=google&error=not_configured');
  });

  it('answers the API calls 404 with that message', async () => {
    for (const [url, payload] of [
      ['/v1/auth/google', { token: 'abc', signInType: 'google' }],
      ['/v1/google/register', { idToken: 'abc' }],
    ] as const) {
      const answer = await post(bare, url, payload);
      expect(answer.json()).toEqual({
        code: 404,
        message: API_MESSAGES.googleNotConfigured,
        error: 'google_not_configured',
      });
    }
  });
});

describe('with the provider out of reach', () => {
  let cut: TestApp;
  beforeAll(async () => {
    // Port 9 (discard) on this machine: nothing answers there.
    cut = await createTestApp({
      GOOGLE_CLIENT_ID: 'signflow',
      GOOGLE_CLIENT_SECRET: 'signflow-secret',
      GOOGLE_ISSUER: 'http://127.0.0.1:9',
    });
  });
  afterAll(async () => {
    await cut?.close();
  });

  it('sends the button back to the login page saying Google is not available, and the API answers 503', async () => {
    const start = await cut.request({ method: 'GET', url: '/v1/auth/google' });
    expect(start.headers.location).toBe('http://app.test/login?app=google&error=unavailable');
    const register = await post(cut, '/v1/google/register', { idToken: 'a.b.c' });
    expect(register.json()).toEqual({
      code: 503,
      message: API_MESSAGES.googleUnavailable,
      error: 'google_unavailable',
    });
  });
});

describe("the sign-in's cookies", () => {
  let t: GoogleTestApp;
  beforeAll(async () => {
    t = await createGoogleTestApp('google');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Each Set-Cookie of an answer: its name, its value's length, and its attributes in any order. */
  function cookiesOf(setCookie: string | string[] | undefined) {
    return [setCookie ?? []].flat().map((header) => {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const [name, value = ''] = pair.split('=');
      return { name, set: value.length > 0, attributes: attributes.sort() };
    });
  }

  const sent = (maxAge: number, secure = false) =>
    ['HttpOnly', `Max-Age=${maxAge}`, 'Path=/v1/auth/google', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].sort();

  it('keeps the flow ten minutes and the code two, on their path, http-only and same-site, and ends the flow at the callback', async () => {
    t.provider.people.set('cookie-person', {
      sub: 'cookie-person',
      email: uniqueEmail('google'),
      emailVerified: true,
      givenName: 'Grace',
      familyName: 'Hopper',
    });
    const start = await t.request({ method: 'GET', url: '/v1/auth/google' });
    expect(cookiesOf(start.headers['set-cookie'])).toEqual([
      { name: 'signflow_google_flow', set: true, attributes: sent(600) },
    ]);
    const { callback, cookie } = await throughProvider(t, 'cookie-person');
    const back = await t.request({ method: 'GET', url: `${callback.pathname}${callback.search}`, headers: { cookie } });
    expect(new URL(String(back.headers.location)).searchParams.get('code')).toBeTruthy();
    expect(cookiesOf(back.headers['set-cookie'])).toEqual([
      { name: 'signflow_google_flow', set: false, attributes: sent(0) },
      { name: 'signflow_google_code', set: true, attributes: sent(120) },
    ]);
  });

  describe('when APP_URL is https', () => {
    let overHttps: GoogleTestApp;
    beforeAll(async () => {
      overHttps = await createGoogleTestApp('google', { APP_URL: 'https://app.test' });
    });
    afterAll(async () => {
      await overHttps?.close();
    });

    it('marks them Secure, as it sets them and as it ends them', async () => {
      const start = await overHttps.request({ method: 'GET', url: '/v1/auth/google' });
      expect(cookiesOf(start.headers['set-cookie'])).toEqual([
        { name: 'signflow_google_flow', set: true, attributes: sent(600, true) },
      ]);
      const ended = await overHttps.request({ method: 'GET', url: '/v1/auth/google/callback?state=x&code=y' });
      expect(cookiesOf(ended.headers['set-cookie'])).toEqual([
        { name: 'signflow_google_flow', set: false, attributes: sent(0, true) },
      ]);
    });
  });
});
