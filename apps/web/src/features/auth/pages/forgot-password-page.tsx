import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { forgotPasswordSchema } from '@signflow/contract/auth';
import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ActionError, useActionFailure } from '../../../components/action-error';
import { FormCard } from '../../../components/form-card';
import { notify } from '../../../components/toast';
import { useFieldProps } from '../../../components/use-field-props';
import { useForgotPasswordMutation } from '../api/auth-api';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [requestReset] = useForgotPasswordMutation();
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const field = useFieldProps(form);

  const { failure, attempt } = useActionFailure();

  const onSubmit = form.handleSubmit(async (values) => {
    if (!(await attempt(() => requestReset(values).unwrap()))) return;
    notify.success('Password reset requested: check your e-mail.');
    navigate(WEB_ROUTES.login);
  });

  return (
    <FormCard title={t('Forgot password')}>
      <Text size="sm" c="dimmed" mb="md">
        {t('Enter the e-mail address of your account and we will send you a link to choose a new password.')}
      </Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput label={t('Email')} type="email" autoComplete="email" {...field('email')} />
          <ActionError failure={failure} />
          <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
            {t('Send reset link')}
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm" mt="lg">
        <Anchor component={Link} to={WEB_ROUTES.login}>
          {t('Back to sign in')}
        </Anchor>
      </Text>
    </FormCard>
  );
}
