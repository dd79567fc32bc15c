import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyApiError } from '../../../app/api/api-error';
import { notify } from '../../../components/toast';
import { useResendVerificationMutation } from '../api/auth-api';

/** Mails the signed-in owner a new verification link; the answer (sent, or how long to wait) is a toast. */
export function ResendVerificationButton(props: Pick<ButtonProps, 'size' | 'variant'>) {
  const { t } = useTranslation();
  const [resend, { isLoading }] = useResendVerificationMutation();
  const onClick = async () => {
    try {
      const { message } = await resend().unwrap();
      notify.success(message);
    } catch (error) {
      notifyApiError(error);
    }
  };
  return (
    <Button {...props} loading={isLoading} onClick={onClick}>
      {t('Resend verification e-mail')}
    </Button>
  );
}
