import { Button, Divider, Stack } from '@mantine/core';
import { isTwoFactorChallenge } from '@signflow/contract/two-factor';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ActionError, type ActionFailure, actionFailureOf, actionFailureText } from '../../../components/action-error';
import { notify } from '../../../components/toast';
import { returnPathFrom } from '../../../session/return-path';
import { signIn } from '../../../session/sign-in';
import { useAppDispatch } from '../../../store/hooks';
import { useFacebookLoginMutation } from '../api/auth-api';
import { FacebookLoginError, facebookAccessToken } from '../facebook-login';
import { ScriptLoadError } from '../load-script';

/** Starts the OpenID Connect redirect on the API host (docs/api.md); the provider returns to /login. */
const GOOGLE_START = '/v1/auth/google';

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.8c4.3-4 6.9-9.9 6.9-17.2z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.8c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

/**
 * The sign-in buttons of other providers under the password form: Google, and Facebook, whose button exists
 * but stays hidden. Facebook's library is loaded only when its button is pressed; a library that fails to load
 * or to sign in says so under the buttons (ADD_SCRIPT_ERROR, FACEBOOK_ERROR), and the page stays as it was; so does
 * a Google sign-in that came back refused (`failure`, from the login page).
 */
export function SocialSignIn({
  busy,
  failure,
  onChallenge,
}: {
  busy: boolean;
  failure: ActionFailure | null;
  /** An account with two-step sign-in on answers a challenge: the page asks for its code. */
  onChallenge: (challenge: string) => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [facebookLogin] = useFacebookLoginMutation();
  const [facebookBusy, setFacebookBusy] = useState(false);
  const [facebookFailure, setFacebookFailure] = useState<ActionFailure | null>(null);

  const onFacebook = async () => {
    setFacebookBusy(true);
    setFacebookFailure(null);
    try {
      const accessToken = await facebookAccessToken(import.meta.env.VITE_FACEBOOK_APP_ID);
      const answer = await facebookLogin({ accessToken }).unwrap();
      if (isTwoFactorChallenge(answer)) {
        onChallenge(answer.challenge);
        return;
      }
      await dispatch(signIn(answer));
      notify.success('Signed in.');
      navigate(returnPathFrom(location.state), { replace: true });
    } catch (error) {
      if (error instanceof ScriptLoadError)
        setFacebookFailure(
          actionFailureText('The sign-in library could not be loaded ({{code}})', { code: error.code }),
        );
      else if (error instanceof FacebookLoginError)
        setFacebookFailure(actionFailureText('Facebook sign-in did not complete ({{code}})', { code: error.code }));
      else setFacebookFailure(actionFailureOf(error));
    } finally {
      setFacebookBusy(false);
    }
  };

  return (
    <Stack gap="sm" mt="md">
      <Divider label={t('or')} labelPosition="center" />
      <Button component="a" href={GOOGLE_START} variant="default" fullWidth leftSection={<GoogleMark />} loading={busy}>
        {t('Sign in with Google')}
      </Button>
      <Button hidden display="none" variant="default" fullWidth loading={facebookBusy} onClick={onFacebook}>
        {t('Sign in with Facebook')}
      </Button>
      <ActionError failure={failure ?? facebookFailure} />
    </Stack>
  );
}
