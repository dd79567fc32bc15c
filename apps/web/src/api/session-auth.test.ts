import { describe, expect, it } from 'vitest';
import { type AuthState, signedOut } from '../session/auth-slice';
import { sessionCall } from './session-auth';

function session(token: string | null) {
  let state: { auth: AuthState } = { auth: { isLoggedIn: token !== null, token } };
  const dispatched: unknown[] = [];
  return {
    getState: () => state,
    dispatch: <A>(action: A) => {
      dispatched.push(action);
      return action;
    },
    signInAs: (next: string) => {
      state = { auth: { isLoggedIn: true, token: next } };
    },
    dispatched,
  };
}

describe('sessionCall', () => {
  it('sends the bearer header of the session, and none without one', () => {
    const signedIn = session('abc');
    expect(sessionCall(signedIn.getState, signedIn.dispatch).headers).toEqual({ Authorization: 'Bearer abc' });
    const anonymous = session(null);
    expect(sessionCall(anonymous.getState, anonymous.dispatch).headers).toEqual({});
  });

  it('ends the session on a 401 to a call made with its token', () => {
    const signedIn = session('abc');
    const call = sessionCall(signedIn.getState, signedIn.dispatch);
    call.answered(200);
    call.answered(403);
    expect(signedIn.dispatched).toEqual([]);
    call.answered(401);
    expect(signedIn.dispatched).toEqual([signedOut()]);
  });

  it('leaves the session alone on a 401 to a call made without a token, or with a replaced one', () => {
    const anonymous = session(null);
    sessionCall(anonymous.getState, anonymous.dispatch).answered(401);
    expect(anonymous.dispatched).toEqual([]);

    const signedIn = session('old');
    const call = sessionCall(signedIn.getState, signedIn.dispatch);
    signedIn.signInAs('new');
    call.answered(401);
    expect(signedIn.dispatched).toEqual([]);
  });
});
