import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { recoverPasswordFormSchema } from '@signflow/contract/auth';
import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ActionError, useActionFailure } from '../../../components/action-error';
import { FormCard } from '../../../components/form-card';
import { PasswordField } from '../../../components/password-field';
import { notify } from '../../../components/toast';
import { useFieldProps } from '../../../components/use-field-props';
import { useResetPasswordMutation } from '../api/auth-api';

/** The page of the e-mailed link /recover-password?token=…: a new password for the account. */
export function RecoverPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <FormCard title={t('Choose a new password')}>
      {token ? (
        <NewPasswordForm token={token} />
      ) : (
        <Stack align="flex-start">
          <Text>{t('This password reset link is invalid or has expired')}</Text>
          <Anchor component={Link} to={WEB_ROUTES.forgotPassword} fw={600}>
            {t('Request a new link')}
          </Anchor>
        </Stack>
      )}
    </FormCard>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [resetPassword] = useResetPasswordMutation();
  const form = useForm({
    resolver: zodResolver(recoverPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const field = useFieldProps(form);

  const { failure, attempt } = useActionFailure();

  const onSubmit = form.handleSubmit(async ({ password }) => {
    const reset = await attempt(async () =>
      notify.success((await resetPassword({ token, password }).unwrap()).message),
    );
    if (reset) navigate(WEB_ROUTES.login);
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <PasswordField label={t('New password')} autoComplete="new-password" {...field('password')} />
        <PasswordField label={t('Confirm password')} autoComplete="new-password" {...field('confirmPassword')} />
        <ActionError failure={failure} />
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
          {t('Set new password')}
        </Button>
      </Stack>
    </form>
  );
}
