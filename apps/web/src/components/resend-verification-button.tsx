import { Button, type ButtonProps, Stack } from '@mantine/core';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readApiError } from '../api/api-error';
import { reloadProfile, useResendVerificationMutation } from '../api/session-api';
import { useAppDispatch } from '../store/hooks';
import { ActionError, type ActionFailure, actionFailureOf } from './action-error';
import { notify } from './toast';

/**
 * Mails the signed-in owner a new verification link; sent is a toast, a refusal (how long to wait) is said under
 * the button until the next press. A 409
 * means the address was verified meanwhile (e.g. in another tab): the profile is reloaded, so the banner goes.
 */
export function ResendVerificationButton(
  props: Pick<ButtonProps, 'size' | 'variant'> & { ref?: Ref<HTMLButtonElement>; 'data-autofocus'?: boolean },
) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [resend, { isLoading }] = useResendVerificationMutation();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const onClick = async () => {
    setFailure(null);
    try {
      const { message } = await resend().unwrap();
      notify.success(message);
    } catch (error) {
      setFailure(actionFailureOf(error));
      if (readApiError(error)?.code === 409) dispatch(reloadProfile());
    }
  };
  return (
    <Stack gap={6} align="flex-end">
      <Button {...props} loading={isLoading} onClick={onClick}>
        {t('Resend verification e-mail')}
      </Button>
      <ActionError failure={failure} />
    </Stack>
  );
}
