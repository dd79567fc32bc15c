import { sessionFetch } from '../api/session-auth';
import type { AppDispatch, RootState } from '../store/store';
import { signedOut } from './auth-slice';

/** Long enough for a slow server to end the session, short enough that a hanging request is not kept open. */
const LOGOUT_TIMEOUT_MS = 5_000;

/**
 * Log Out: the local session is cleared at once, so a slow or hanging network never keeps anybody signed in;
 * the server is told in the background to end this sign-in, so its token stops working everywhere it may
 * have been copied. `keepalive` lets that request finish after the page moves on to the login screen.
 */
export function signOut() {
  return (dispatch: AppDispatch, getState: () => RootState) => {
    if (getState().auth.token) {
      // The request takes the token with it before the session below forgets it.
      sessionFetch(getState, dispatch)('/v1/auth/logout', {
        method: 'POST',
        keepalive: true,
        signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
      }).catch(() => {
        // Nothing to do: the token is forgotten here either way, and it expires on its own.
      });
    }
    dispatch(signedOut());
  };
}
