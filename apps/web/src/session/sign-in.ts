import type { AuthResponse } from '@signflow/contract/auth';
import { sessionApi } from '../api/session-api';
import { switchLanguage } from '../i18n';
import type { AppDispatch } from '../store/store';
import { signedIn } from './auth-slice';

/**
 * After login or register: keep the token, load the subscription and show the account's
 * language (settled when the returned promise is). Where to go next is the page's choice.
 */
export function signIn(answer: AuthResponse) {
  return async (dispatch: AppDispatch) => {
    dispatch(signedIn({ token: answer.tokens.access.token, user: answer.user }));
    void dispatch(sessionApi.endpoints.getSubscription.initiate(undefined, { subscribe: false, forceRefetch: true }));
    await switchLanguage(answer.user.language);
  };
}
