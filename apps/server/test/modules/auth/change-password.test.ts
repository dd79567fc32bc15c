import { API_MESSAGES } from '@signflow/contract/api-errors';
import { PASSWORD_RULE_MESSAGE, PASSWORDS_DIFFER_MESSAGE } from '@signflow/contract/fields';
import type { ProfileResponse } from '@signflow/contract/profile';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts } from '../../../src/db/schema';
import { bearer, createTestApp, type TestApp } from '../../support/test-app';

/** When armed, the next password check waits until released: a sign-in caught mid-way, as a slow hash would. */
const held = vi.hoisted(() => ({ next: null as null | { reached: () => void; release: Promise<void> } }));
vi.mock('../../../src/platform/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/platform/passwords')>();
  return {
    ...original,
    async verifyPassword(hash: string | null, password: string) {
      const valid = await original.verifyPassword(hash, password);
      const hold = held.next;
      if (hold) {
        held.next = null;
        hold.reached();
        await hold.release;
      }
      return valid;
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  // Three wrong passwords lock the address, whether typed at the login form or here.
  t = await createTestApp({ LOGIN_LOCKOUT_AFTER_FAILURES: '3' });
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'correct1horse';

function change(token: string, payload: unknown) {
  return t.request({ method: 'PUT', url: '/v1/profile/password', headers: bearer(token), payload: payload as object });
}

function login(email: string, password: string) {
  return t.request({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
}

async function signInAgain(email: string, password = PASSWORD) {
  const response = await login(email, password);
  expect(response.statusCode).toBe(200);
  return response.json().tokens.access.token as string;
}

function profile(token: string) {
  return t.request({ method: 'GET', url: '/v1/profile', headers: bearer(token) });
}

describe('PUT /v1/profile/password', () => {
  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const { email, token } = await t.registerAccount();
    const response = await change(token, { currentPassword: PASSWORD, newPassword: 'battery2staple' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: API_MESSAGES.passwordReset });
    expect((await login(email, PASSWORD)).statusCode).toBe(401);
    expect((await login(email, 'battery2staple')).statusCode).toBe(200);
  });

  it('ends every other sign-in of the account and keeps the one that changed it', async () => {
    const { email, token } = await t.registerAccount();
    const laptop = await signInAgain(email);
    const phone = await signInAgain(email);
    expect((await change(phone, { currentPassword: PASSWORD, newPassword: 'battery2staple' })).statusCode).toBe(200);
    expect((await profile(phone)).statusCode).toBe(200);
    for (const ended of [token, laptop]) {
      const refused = await profile(ended);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ code: 401, message: API_MESSAGES.unauthorized, error: 'unauthorized' });
    }
  });

  it('ends a sign-in with the old password that was being checked while the password changed', async () => {
    const { email, token } = await t.registerAccount({ password: PASSWORD });
    let reached = () => {};
    let release = () => {};
    const atCheck = new Promise<void>((resolve) => {
      reached = resolve;
    });
    held.next = { reached, release: new Promise<void>((resolve) => (release = resolve)) };
    // The old password is found right, then the change commits before that sign-in opens its session.
    const pending = login(email, PASSWORD);
    await atCheck;
    const changed = await change(token, { currentPassword: PASSWORD, newPassword: 'battery2staple' });
    expect(changed.statusCode, changed.body).toBe(200);
    release();
    const late = await pending;
    if (late.statusCode === 200) {
      expect((await profile(late.json().tokens.access.token)).statusCode).toBe(401);
    } else {
      expect(late.statusCode).toBe(401);
    }
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('mails the owner, in their language, that the password was changed', async () => {
    const { email, token } = await t.registerAccount();
    await t.request({
      method: 'PUT',
      url: '/v1/profile/language',
      headers: bearer(token),
      payload: { language: 'fr' },
    });
    expect((await change(token, { currentPassword: PASSWORD, newPassword: 'battery2staple' })).statusCode).toBe(200);
    const mail = await t.smtp.waitFor(email, { matching: (each) => each.subject.includes('mot de passe') });
    expect(mail.subject).toBe('Votre mot de passe a été modifié');
    expect(mail.text).toContain(`Le mot de passe de votre compte SignFlow ${email} a été modifié le`);
    expect(mail.text).toContain('Tous les autres appareils connectés à votre compte ont été déconnectés.');
    expect(mail.text).toContain('http://app.test/forgot-password');
  });

  it('makes a reset link mailed before the change stop working', async () => {
    const { email, token } = await t.registerAccount();
    await t.request({ method: 'POST', url: '/v1/auth/forgot-password', payload: { email } });
    const resetMail = await t.smtp.waitFor(email, { matching: (each) => each.text.includes('/recover-password?') });
    const resetToken = new URL(
      resetMail.text.match(/https?:\/\/\S+\/recover-password\?\S+/)?.[0] ?? '',
    ).searchParams.get('token');
    expect((await change(token, { currentPassword: PASSWORD, newPassword: 'battery2staple' })).statusCode).toBe(200);
    const reset = await t.request({
      method: 'POST',
      url: '/v1/auth/reset-password',
      payload: { token: resetToken, password: 'mallory3pass' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe(API_MESSAGES.resetLinkInvalid);
  });

  it('answers 400 with a clear message for a wrong current password, changing nothing', async () => {
    const { email, token } = await t.registerAccount();
    const response = await change(token, { currentPassword: 'wrong1horse', newPassword: 'battery2staple' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      message: API_MESSAGES.currentPasswordWrong,
      error: 'current_password_wrong',
    });
    // Still signed in: a wrong password here is not a reason to end the session.
    expect((await profile(token)).statusCode).toBe(200);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it('counts wrong current passwords toward the login lockout of the address', async () => {
    const { email, token } = await t.registerAccount();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await change(token, { currentPassword: 'wrong1horse', newPassword: 'battery2staple' })).statusCode).toBe(
        400,
      );
    }
    // Locked: the right password waits, here and at the login form.
    const locked = await change(token, { currentPassword: PASSWORD, newPassword: 'battery2staple' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ code: 429, message: API_MESSAGES.loginLockedOut, error: 'login_locked_out' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(email, PASSWORD)).statusCode).toBe(429);
  });

  it('a failed sign-in counts here too, and a right current password forgets the failures', async () => {
    const { email, token } = await t.registerAccount();
    expect((await login(email, 'wrong1horse')).statusCode).toBe(401);
    expect((await login(email, 'wrong1horse')).statusCode).toBe(401);
    expect((await change(token, { currentPassword: PASSWORD, newPassword: 'battery2staple' })).statusCode).toBe(200);
    // The two failures were forgotten: two more do not lock the address.
    expect((await login(email, 'wrong1horse')).statusCode).toBe(401);
    expect((await login(email, 'wrong1horse')).statusCode).toBe(401);
    expect((await login(email, 'battery2staple')).statusCode).toBe(200);
  });

  it.each([
    ['no new password', { currentPassword: PASSWORD }, 'Required'],
    ['a short new password', { currentPassword: PASSWORD, newPassword: 'abc1' }, 'Must be 8 characters or more'],
    [
      'a long new password',
      { currentPassword: PASSWORD, newPassword: `a1${'x'.repeat(29)}` },
      'Must be 30 characters or less',
    ],
    [
      'a new password without a number',
      { currentPassword: PASSWORD, newPassword: 'lettersonly' },
      PASSWORD_RULE_MESSAGE,
    ],
    [
      'the same password again',
      { currentPassword: PASSWORD, newPassword: PASSWORD },
      'The new password must differ from the current one',
    ],
    ['an empty current password', { currentPassword: '', newPassword: 'battery2staple' }, 'Required'],
    ['no current password', { newPassword: 'battery2staple' }, API_MESSAGES.currentPasswordRequired],
    ['a body that is not an object', 'battery2staple', API_MESSAGES.invalidRequest],
  ])('answers 400 for %s', async (_case, payload, message) => {
    const { email, token } = await t.registerAccount();
    const response = await t.request({
      method: 'PUT',
      url: '/v1/profile/password',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, message });
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
  });

  it('answers 401 without a valid token, before reading the body', async () => {
    for (const headers of [{}, bearer('forged.token.here')]) {
      const response = await t.request({ method: 'PUT', url: '/v1/profile/password', headers, payload: {} });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 401, message: API_MESSAGES.unauthorized, error: 'unauthorized' });
    }
  });

  it('answers 401 with a token whose session ended at logout', async () => {
    const { token } = await t.registerAccount();
    await t.request({ method: 'POST', url: '/v1/auth/logout', headers: bearer(token) });
    const response = await change(token, { currentPassword: PASSWORD, newPassword: 'battery2staple' });
    expect(response.statusCode).toBe(401);
  });
});

describe('an account made by a sign-in with another provider (no password yet)', () => {
  async function accountWithoutPassword() {
    const account = await t.registerAccount();
    // As Google or Facebook sign-in makes it (auth/external-sign-in.ts): no password hash.
    await t.db.update(accounts).set({ passwordHash: null }).where(eq(accounts.email, account.email));
    return account;
  }

  it('the profile says whether the account has a password', async () => {
    const withPassword = await t.registerAccount();
    expect((await profile(withPassword.token)).json<ProfileResponse>().account.hasPassword).toBe(true);
    const without = await accountWithoutPassword();
    expect((await profile(without.token)).json<ProfileResponse>().account.hasPassword).toBe(false);
  });

  it('sets a password without a current one; then it signs in with it and the profile says so', async () => {
    const { email, token } = await accountWithoutPassword();
    const response = await change(token, { newPassword: 'battery2staple' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: API_MESSAGES.passwordSet });
    expect((await login(email, 'battery2staple')).statusCode).toBe(200);
    expect((await profile(token)).json<ProfileResponse>().account.hasPassword).toBe(true);
    const mail = await t.smtp.waitFor(email, {
      matching: (each) => each.subject === 'A password was set for your account',
    });
    expect(mail.text).toContain(`A password was set for your SignFlow account ${email}`);

    // From now on the current password is asked for.
    const again = await change(token, { newPassword: 'another3pass' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(API_MESSAGES.currentPasswordRequired);
  });

  it('a current password given anyway is not checked, and the new one must still follow the rule', async () => {
    const { token } = await accountWithoutPassword();
    const weak = await change(token, { newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Must be 8 characters or more');
    expect((await change(token, { currentPassword: 'anything1', newPassword: 'battery2staple' })).statusCode).toBe(200);
  });
});

describe('the form schema', () => {
  it('the web form and the route word the rules alike', async () => {
    const { changePasswordFormSchema } = await import('@signflow/contract/auth');
    const differ = changePasswordFormSchema.safeParse({
      currentPassword: PASSWORD,
      newPassword: 'battery2staple',
      confirmPassword: 'battery3staple',
    });
    expect(differ.error?.issues.map((issue) => issue.message)).toEqual([PASSWORDS_DIFFER_MESSAGE]);
  });
});
