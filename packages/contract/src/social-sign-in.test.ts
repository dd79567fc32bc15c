import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from './api-errors';
import { googleRedirectMessage, googleSignInSchema, loginReturnPath } from './social-sign-in';

describe('the return of a Google redirect to /login', () => {
  it('is built with the app and either the code or the error', () => {
    expect(loginReturnPath({ app: 'google', code: 'a/b+c' })).toBe('/login?app=google&code=a%2Fb%2Bc');
    expect(loginReturnPath({ app: 'google', error: 'state' })).toBe('/login?app=google&error=state');
  });

  it('reads only the errors it knows; anything else, even an inherited name, is the general failure', () => {
    expect(googleRedirectMessage('state')).toBe(API_MESSAGES.googleStateInvalid);
    expect(googleRedirectMessage('not_configured')).toBe(API_MESSAGES.googleNotConfigured);
    for (const unknown of ['', 'Call +1 555 0100 to unlock your account', 'toString', '__proto__']) {
      expect(googleRedirectMessage(unknown)).toBe(API_MESSAGES.googleFailed);
    }
  });

  it('takes the code the page received, trimmed, and only the sign-in types it knows', () => {
    expect(googleSignInSchema.parse({ token: ' abc ', signInType: 'google' })).toEqual({
      token: 'abc',
      signInType: 'google',
    });
    expect(googleSignInSchema.safeParse({ token: 'abc', signInType: 'facebook' }).success).toBe(false);
  });
});
