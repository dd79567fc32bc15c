import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { AuthResponse } from '@signflow/contract/auth';
import { PHONE_MESSAGE } from '@signflow/contract/fields';
import { firstLink } from '@signflow/test-mail/smtp-catcher';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, passwordResets } from '../../../src/db/schema';
import { refusedInput } from '../../support/error-answers';
import { createTestApp, type TestApp, uniqueEmail } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const validRegistration = () => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: uniqueEmail(),
  phoneNumber: '905551234567',
  password: 'cobol1959',
});

function post(url: string, payload: unknown) {
  return t.request({ method: 'POST', url, payload: payload as Record<string, unknown> });
}

describe('POST /v1/auth/register', () => {
  it('creates the account with a 7-day TRIAL and signs it in', async () => {
    const input = validRegistration();
    const response = await post('/v1/auth/register', { ...input, email: input.email.toUpperCase(), language: 'tr' });
    expect(response.statusCode).toBe(201);
    const body = response.json<AuthResponse>();
    expect(body.user).toMatchObject({ email: input.email, firstName: 'Grace', lastName: 'Hopper', language: 'tr' });
    expect(body.tokens.access.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Date.parse(body.tokens.access.expires)).toBeGreaterThan(Date.now());

    const subscription = await t.request({
      method: 'GET',
      url: '/v1/profile/subscription',
      headers: { authorization: `Bearer ${body.tokens.access.token}` },
    });
    expect(subscription.statusCode).toBe(200);
    const { plan, startDate, endDate } = subscription.json().subscription;
    expect(plan).toBe('TRIAL');
    expect(Date.parse(endDate) - Date.parse(startDate)).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('stores the password as an argon2id hash, never in clear', async () => {
    const input = validRegistration();
    await post('/v1/auth/register', input);
    const [row] = await t.db.select().from(accounts).where(eq(accounts.email, input.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(input.password);
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    const input = validRegistration();
    expect((await post('/v1/auth/register', input)).statusCode).toBe(201);
    const again = await post('/v1/auth/register', { ...input, email: input.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 409, message: API_MESSAGES.emailTaken, error: 'email_taken' });
  });

  it('lets only one of two simultaneous registrations of one e-mail through', async () => {
    const input = validRegistration();
    const answers = await Promise.all([post('/v1/auth/register', input), post('/v1/auth/register', input)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    ['firstName missing', { firstName: undefined }, 'Required'],
    ['firstName blank', { firstName: '   ' }, 'Required'],
    ['email missing', { email: undefined }, 'Required'],
    ['email blank', { email: '' }, 'Required'],
    ['email invalid', { email: 'not-an-email' }, 'Invalid email address'],
    ['password missing', { password: undefined }, 'Required'],
    ['password short', { password: 'abc123' }, 'Must be 8 characters or more'],
    ['password long', { password: `a1${'x'.repeat(29)}` }, 'Must be 30 characters or less'],
    ['password without a letter', { password: '12345678' }, 'Password must contain at least 1 letter and 1 number'],
    ['password without a number', { password: 'abcdefgh' }, 'Password must contain at least 1 letter and 1 number'],
    ['phone with letters', { phoneNumber: '12345abcd' }, PHONE_MESSAGE],
    ['phone too short', { phoneNumber: '12345678' }, PHONE_MESSAGE],
    ['phone too long', { phoneNumber: '+1 234 567 890 123 456' }, PHONE_MESSAGE],
    ['unknown language', { language: 'xx' }, 'Unsupported language'],
    ['firstName not a string', { firstName: 42 }, 'Required'],
  ])('answers 400 for %s', async (_case, change, message) => {
    const response = await post('/v1/auth/register', { ...validRegistration(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedInput(message));
  });

  it('accepts an absent last name and phone', async () => {
    const response = await post('/v1/auth/register', { ...validRegistration(), lastName: '', phoneNumber: '' });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.lastName).toBeNull();
  });

  it('keeps a phone written the international way as its digits with the leading +', async () => {
    const response = await post('/v1/auth/register', { ...validRegistration(), phoneNumber: '+49 (30) 123-4567' });
    expect(response.statusCode, response.body).toBe(201);
    const profile = await t.request({
      method: 'GET',
      url: '/v1/profile',
      headers: { authorization: `Bearer ${response.json<AuthResponse>().tokens.access.token}` },
    });
    expect(profile.json().profile.phoneNumber).toBe('+49301234567');
  });
});

describe('POST /v1/auth/login', () => {
  it('signs in with the right password, whatever the e-mail case', async () => {
    const { email } = await t.registerAccount();
    const response = await post('/v1/auth/login', { email: email.toUpperCase(), password: 'correct1horse' });
    expect(response.statusCode).toBe(200);
    const body = response.json<AuthResponse>();
    expect(body.user).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace' });
    const profile = await t.request({
      method: 'GET',
      url: '/v1/profile',
      headers: { authorization: `Bearer ${body.tokens.access.token}` },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const { email } = await t.registerAccount();
    const wrongPassword = await post('/v1/auth/login', { email, password: 'wrong1horse' });
    const unknownEmail = await post('/v1/auth/login', { email: uniqueEmail('nobody'), password: 'correct1horse' });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 401,
        message: API_MESSAGES.invalidCredentials,
        error: 'invalid_credentials',
      });
    }
  });

  it.each([
    ['email missing', { password: 'secret' }, 'Required'],
    ['email invalid', { email: 'nope', password: 'secret' }, 'Invalid email address'],
    ['password missing', { email: 'a@b.co' }, 'Required'],
    ['password empty', { email: 'a@b.co', password: '' }, 'Required'],
    ['password short', { email: 'a@b.co', password: 'abcd' }, 'Must be 5 characters or more'],
    ['password long', { email: 'a@b.co', password: 'x'.repeat(31) }, 'Must be 30 characters or less'],
  ])('answers 400 for %s', async (_case, payload, message) => {
    const response = await post('/v1/auth/login', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedInput(message));
  });
});

describe('password recovery', () => {
  it('e-mails a single-use link that sets a new password', async () => {
    const { email } = await t.registerAccount();
    const requested = await post('/v1/auth/forgot-password', { email });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({ message: API_MESSAGES.resetRequested });

    const mail = await t.smtp.waitFor(email);
    expect(mail.subject).toBe('Reset your password');
    const link = new URL(firstLink(mail));
    expect(`${link.origin}${link.pathname}`).toBe('http://app.test/recover-password');
    const token = link.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(40);

    const reset = await post('/v1/auth/reset-password', { token, password: 'brand2new' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: API_MESSAGES.passwordReset });

    expect((await post('/v1/auth/login', { email, password: 'brand2new' })).statusCode).toBe(200);
    expect((await post('/v1/auth/login', { email, password: 'correct1horse' })).statusCode).toBe(401);

    const reused = await post('/v1/auth/reset-password', { token, password: 'another3one' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ code: 400, message: API_MESSAGES.resetLinkInvalid, error: 'reset_link_invalid' });
  });

  it('writes the mail in the account language', async () => {
    const { email } = await t.registerAccount({ language: 'de' });
    await post('/v1/auth/forgot-password', { email });
    const mail = await t.smtp.waitFor(email);
    expect(mail.subject).toBe('Passwort zurücksetzen');
  });

  it('answers an unknown e-mail exactly as a known one, and sends nothing', async () => {
    const nobody = uniqueEmail('nobody');
    const response = await post('/v1/auth/forgot-password', { email: nobody });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: API_MESSAGES.resetRequested });
    await expect(t.smtp.waitFor(nobody, { timeoutMs: 500 })).rejects.toThrow(/no mail/);
  });

  it('refuses an expired link', async () => {
    const { email } = await t.registerAccount();
    await post('/v1/auth/forgot-password', { email });
    const token = new URL(firstLink(await t.smtp.waitFor(email))).searchParams.get('token') ?? '';
    await t.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await post('/v1/auth/reset-password', { token, password: 'brand2new' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(API_MESSAGES.resetLinkInvalid);
  });

  it('retires older links once one of them is used', async () => {
    const { email } = await t.registerAccount();
    await post('/v1/auth/forgot-password', { email });
    await post('/v1/auth/forgot-password', { email });
    // Both mails are queued; the second may go out a moment after the first.
    const firstMail = await t.smtp.waitFor(email);
    await t.smtp.waitFor(email, { matching: (mail) => mail !== firstMail });
    const links = t.smtp.mails.filter((mail) => mail.to.includes(email)).map(firstLink);
    expect(links).toHaveLength(2);
    const [first, second] = links.map((link) => new URL(link).searchParams.get('token'));
    expect((await post('/v1/auth/reset-password', { token: second, password: 'brand2new' })).statusCode).toBe(200);
    expect((await post('/v1/auth/reset-password', { token: first, password: 'other3pass' })).statusCode).toBe(400);
  });

  it('refuses a made-up token', async () => {
    const response = await post('/v1/auth/reset-password', { token: 'made-up', password: 'brand2new' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(API_MESSAGES.resetLinkInvalid);
  });

  it.each([
    ['/v1/auth/forgot-password', {}, 'Required'],
    ['/v1/auth/forgot-password', { email: 'bad' }, 'Invalid email address'],
    ['/v1/auth/reset-password', { password: 'brand2new' }, 'Required'],
    ['/v1/auth/reset-password', { token: 'x', password: 'short1' }, 'Must be 8 characters or more'],
    [
      '/v1/auth/reset-password',
      { token: 'x', password: 'nonumbers' },
      'Password must contain at least 1 letter and 1 number',
    ],
  ])('%s answers 400 for %j', async (url, payload, message) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusedInput(message));
  });
});

describe('rate limits', () => {
  it('limits login and forgot-password per client', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      for (const url of ['/v1/auth/login', '/v1/auth/forgot-password']) {
        const payload = { email: uniqueEmail(), password: 'whatever1' };
        const statuses = [];
        for (let attempt = 0; attempt < 4; attempt += 1) {
          statuses.push((await limited.request({ method: 'POST', url, payload })).statusCode);
        }
        expect(statuses.slice(0, 3)).not.toContain(429);
        expect(statuses[3]).toBe(429);
        const blocked = await limited.request({ method: 'POST', url, payload });
        expect(blocked.json()).toEqual({
          code: 429,
          message: API_MESSAGES.tooManyRequests,
          error: 'too_many_requests',
        });
      }
    } finally {
      await limited.close();
    }
  });

  it('counts a client as one however it names itself in X-Forwarded-For (no proxy is trusted by default)', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const payload = { email: uniqueEmail(), password: 'whatever1' };
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const headers = { 'x-forwarded-for': `203.0.113.${attempt + 1}` };
        statuses.push((await limited.request({ method: 'POST', url: '/v1/auth/login', payload, headers })).statusCode);
      }
      expect(statuses[3]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
