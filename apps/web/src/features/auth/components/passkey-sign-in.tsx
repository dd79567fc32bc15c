import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PASSKEY_NOT_USED, signWithPasskey } from '../../../api/passkey-ceremony';
import { ActionError, useActionFailure } from '../../../components/action-error';
import { signIn } from '../../../session/sign-in';
import { useAppDispatch } from '../../../store/hooks';
import { usePasskeySignInMutation, usePasskeySignInOptionsMutation } from '../api/auth-api';

/** Sign in with a passkey (docs/domain.md#passkeys): no e-mail, password or code; the browser offers this site's. */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [options, starting] = usePasskeySignInOptionsMutation();
  const [passkeySignIn, finishing] = usePasskeySignInMutation();
  const { failure, attempt } = useActionFailure();
  const onClick = async () => {
    const signedIn = await attempt(async () => {
      const ceremony = await options().unwrap();
      const response = await signWithPasskey(ceremony.options);
      await dispatch(signIn(await passkeySignIn({ ceremony: ceremony.ceremony, response }).unwrap()));
    }, PASSKEY_NOT_USED);
    if (signedIn) onSignedIn();
  };
  return (
    <Stack gap="xs" mt="sm">
      <Button variant="default" fullWidth onClick={onClick} loading={starting.isLoading || finishing.isLoading}>
        {t('Sign in with a passkey')}
      </Button>
      <ActionError failure={failure} />
    </Stack>
  );
}
