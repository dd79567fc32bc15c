import { sessionApi } from '../api/session-api';
import type { AppDispatch } from '../store';
import { signedOut } from './auth-slice';

/**
 * Log Out: the server ends this sign-in, so its token stops working everywhere it may have been copied; the
 * local session is cleared whatever the server answers (offline, already expired), so Log Out always works.
 */
export function signOut() {
  return async (dispatch: AppDispatch) => {
    try {
      await dispatch(sessionApi.endpoints.logOut.initiate()).unwrap();
    } catch {
      // Nothing to do: the token is forgotten below either way.
    }
    dispatch(signedOut());
  };
}
