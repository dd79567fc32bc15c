import type { Dispatch } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { type AuthState, selectToken, signedOut } from '../session/auth-slice';

type SessionState = { auth: AuthState };

/**
 * One request made for the signed-in account, whatever sends it (RTK Query, fetch, XMLHttpRequest, react-pdf):
 * the headers it carries, and what its answer means for the session.
 */
export interface SessionCall {
  headers: Readonly<Record<string, string>>;
  /** Call with the answer's HTTP status. */
  answered: (status: number) => void;
}

/**
 * The session's Authorization header, and the rule that a 401 to a call made with the session's token means
 * the session is over (expired, revoked, forged): it signs out. A 401 to a call made without a token, or with
 * a token since replaced by another sign-in, leaves the current session alone.
 */
export function sessionCall(getState: () => SessionState, dispatch: Dispatch): SessionCall {
  const token = selectToken(getState());
  return {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    answered: (status) => {
      if (status === 401 && token !== null && selectToken(getState()) === token) dispatch(signedOut());
    },
  };
}

/** `fetch` for the signed-in account: its header sent, its 401 rule applied. */
export type SessionFetch = (url: string, init?: Omit<RequestInit, 'headers'>) => Promise<Response>;

export function sessionFetch(getState: () => SessionState, dispatch: Dispatch): SessionFetch {
  return async (url, init) => {
    const call = sessionCall(getState, dispatch);
    const response = await fetch(url, { ...init, headers: call.headers });
    call.answered(response.status);
    return response;
  };
}

/** The store's getState and dispatch, for a component that makes its own requests. */
function useSessionStore(): [() => SessionState, Dispatch] {
  const store = useStore<SessionState>();
  return [store.getState, useDispatch()];
}

export function useSessionFetch(): SessionFetch {
  const [getState, dispatch] = useSessionStore();
  return useMemo(() => sessionFetch(getState, dispatch), [getState, dispatch]);
}

/**
 * The call of a request that another library sends and may repeat (react-pdf's): the same object as long as the
 * session's token is, so the library does not load again for nothing.
 */
export function useSessionCall(): SessionCall {
  const [getState, dispatch] = useSessionStore();
  const token = useSelector(selectToken);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new token is a new call
  return useMemo(() => sessionCall(getState, dispatch), [getState, dispatch, token]);
}
