import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  forgotPasswordSchema,
  loginSchema,
  recoverPasswordFormSchema,
  registerFormSchema,
  registerSchema,
  resetPasswordSchema,
} from './auth';
import { PHONE_MESSAGE } from './fields';

/** The first message zod reports for a field: what a form shows under it and the API answers. */
function firstMessage(schema: z.ZodType, input: unknown, field: string): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('loginSchema (the login form)', () => {
  const valid = { email: 'ada@example.com', password: 'secret' };
  it.each([
    ['email', '', 'Required'],
    ['email', undefined, 'Required'],
    ['email', 'ada@', 'Invalid email address'],
    ['password', '', 'Required'],
    ['password', undefined, 'Required'],
    ['password', 'abcd', 'Must be 5 characters or more'],
    ['password', 'x'.repeat(31), 'Must be 30 characters or less'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(firstMessage(loginSchema, { ...valid, [field]: value }, field)).toBe(message);
  });

  it('accepts 5 and 30 characters and lower-cases the e-mail', () => {
    expect(loginSchema.parse({ email: ' Ada@Example.COM ', password: 'abcde' }).email).toBe('ada@example.com');
    expect(loginSchema.safeParse({ ...valid, password: 'x'.repeat(30) }).success).toBe(true);
  });
});

describe('registerFormSchema (the register form and its password rule)', () => {
  const valid = {
    firstName: 'Ada',
    lastName: '',
    email: 'ada@example.com',
    phoneNumber: '',
    password: 'analytical1',
    retypePassword: 'analytical1',
  };
  it.each([
    ['firstName', '', 'Required'],
    ['email', '', 'Required'],
    ['email', 'nope', 'Invalid email address'],
    ['password', '', 'Required'],
    ['password', 'abc1', 'Must be 8 characters or more'],
    ['password', `a1${'x'.repeat(29)}`, 'Must be 30 characters or less'],
    ['password', '12345678', 'Password must contain at least 1 letter and 1 number'],
    ['password', 'abcdefgh', 'Password must contain at least 1 letter and 1 number'],
    ['retypePassword', '', 'Required'],
    ['retypePassword', 'abc1', 'Must be 8 characters or more'],
    ['phoneNumber', '12ab', PHONE_MESSAGE],
  ])('%s = %j → %s', (field, value, message) => {
    expect(firstMessage(registerFormSchema, { ...valid, [field]: value }, field)).toBe(message);
  });

  it('asks for the same password twice', () => {
    const input = { ...valid, retypePassword: 'analytical2' };
    expect(firstMessage(registerFormSchema, input, 'retypePassword')).toBe('The passwords do not match');
  });

  it('turns empty optional fields into null for the API', () => {
    const parsed = registerSchema.parse(valid);
    expect(parsed).toMatchObject({ lastName: null, phoneNumber: null });
  });
});

describe('forgot and reset password', () => {
  it.each([
    ['', 'Required'],
    ['x@', 'Invalid email address'],
  ])('forgot-password email %j → %s', (email, message) => {
    expect(firstMessage(forgotPasswordSchema, { email }, 'email')).toBe(message);
  });

  it('reset needs a token and a valid new password', () => {
    expect(firstMessage(resetPasswordSchema, { token: '', password: 'analytical1' }, 'token')).toBe('Required');
    expect(firstMessage(resetPasswordSchema, { token: 't', password: 'short1' }, 'password')).toBe(
      'Must be 8 characters or more',
    );
  });

  it('the recover form asks for the same password twice', () => {
    const input = { password: 'analytical1', confirmPassword: 'analytical2' };
    expect(firstMessage(recoverPasswordFormSchema, input, 'confirmPassword')).toBe('The passwords do not match');
  });
});
