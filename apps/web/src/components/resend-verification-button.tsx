import { Button, type ButtonProps } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyApiError, readApiError } from '../api/api-error';
import { reloadProfile, useResendVerificationMutation } from '../api/session-api';
import { useAppDispatch } from '../store/hooks';
import { notify } from './toast';

/**
 * Mails the signed-in owner a new verification link; the answer (sent, or how long to wait) is a toast. A 409
 * means the address was verified meanwhile (e.g. in another tab): the profile is reloaded, so the banner goes.
 */
export function ResendVerificationButton(
  props: Pick<ButtonProps, 'size' | 'variant'> & { ref?: Ref<HTMLButtonElement>; 'data-autofocus'?: boolean },
) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [resend, { isLoading }] = useResendVerificationMutation();
  const onClick = async () => {
    try {
      const { message } = await resend().unwrap();
      notify.success(message);
    } catch (error) {
      notifyApiError(error);
      if (readApiError(error)?.code === 409) dispatch(reloadProfile());
    }
  };
  return (
    <Button {...props} loading={isLoading} onClick={onClick}>
      {t('Resend verification e-mail')}
    </Button>
  );
}
