import { googleRedirectMessage, SIGN_IN_TYPES, type SignInType } from '@signflow/contract/social-sign-in';
import { isTwoFactorChallenge } from '@signflow/contract/two-factor';
import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type ActionFailure, actionFailureOf, actionFailureText } from '../../../components/action-error';
import { notify } from '../../../components/toast';
import { signIn } from '../../../session/sign-in';
import { useAppDispatch } from '../../../store/hooks';
import { useGoogleSignInMutation } from '../api/auth-api';

function isSignInType(value: string | null): value is SignInType {
  return (SIGN_IN_TYPES as readonly (string | null)[]).includes(value);
}

/**
 * /login after a Google redirect: with `code` and `app` it completes the sign-in by itself and goes to /, the
 * same as a password sign-in; with `error` it says why the sign-in did not happen. Either way the values leave
 * the address bar at once, so a reload or a shared link cannot use them again; an account with two-step sign-in on
 * hands its challenge to `onChallenge`, and the page asks for the code. Answers whether a sign-in is
 * under way, and why the last one failed, for the Google button to say.
 */
export function useGoogleReturn(onChallenge: (challenge: string) => void): {
  busy: boolean;
  failure: ActionFailure | null;
} {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [googleSignIn] = useGoogleSignInMutation();
  const handled = useRef(false);
  const app = params.get('app');
  const code = params.get('code');
  const error = params.get('error');
  const [busy, setBusy] = useState(isSignInType(app) && Boolean(code));
  const [failure, setFailure] = useState<ActionFailure | null>(null);

  useEffect(() => {
    // Once per page, even when effects run twice: a code is good for one sign-in.
    if (handled.current || !isSignInType(app) || (!code && !error)) return;
    handled.current = true;
    navigate(WEB_ROUTES.login, { replace: true });
    if (!code) {
      setFailure(actionFailureText(googleRedirectMessage(error ?? ''), { provider: 'Google' }));
      return;
    }
    void (async () => {
      try {
        const answer = await googleSignIn({ token: code, signInType: app }).unwrap();
        // Two-step sign-in on: the page asks for the code, then signs in.
        if (isTwoFactorChallenge(answer)) {
          setBusy(false);
          onChallenge(answer.challenge);
          return;
        }
        await dispatch(signIn(answer));
        notify.success('Signed in.');
        navigate(WEB_ROUTES.home, { replace: true });
      } catch (refusal) {
        setFailure(actionFailureOf(refusal));
        setBusy(false);
      }
    })();
  }, [app, code, error, dispatch, googleSignIn, navigate, onChallenge]);

  return { busy, failure };
}
