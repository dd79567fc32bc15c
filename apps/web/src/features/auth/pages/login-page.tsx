import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { loginSchema } from '@signflow/contract/auth';
import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ActionError, useActionFailure } from '../../../components/action-error';
import { FormCard } from '../../../components/form-card';
import { PasswordField } from '../../../components/password-field';
import { notify } from '../../../components/toast';
import { useFieldProps } from '../../../components/use-field-props';
import { returnPathFrom } from '../../../session/return-path';
import { signIn } from '../../../session/sign-in';
import { useAppDispatch } from '../../../store/hooks';
import { useLoginMutation } from '../api/auth-api';
import { AuthPrompt } from '../components/auth-prompt';
import { SocialSignIn } from '../components/social-sign-in';
import { useGoogleReturn } from '../hooks/use-google-return';

export function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [login] = useLoginMutation();
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const field = useFieldProps(form);
  const google = useGoogleReturn();
  const { failure, attempt } = useActionFailure();

  const onSubmit = form.handleSubmit(async (credentials) => {
    const signedIn = await attempt(async () => dispatch(signIn(await login(credentials).unwrap())));
    if (!signedIn) return;
    notify.success('Signed in.');
    navigate(returnPathFrom(location.state), { replace: true });
  });

  return (
    <FormCard title={t('Sign in')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput label={t('Email')} type="email" autoComplete="email" {...field('email')} />
          <PasswordField label={t('Password')} autoComplete="current-password" {...field('password')} />
          <Group justify="flex-end">
            <Anchor component={Link} to={WEB_ROUTES.forgotPassword} size="sm">
              {t('Forgot password?')}
            </Anchor>
          </Group>
          <ActionError failure={failure} />
          <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
            {t('Sign in')}
          </Button>
        </Stack>
      </form>
      <SocialSignIn busy={google.busy} failure={google.failure} />
      <AuthPrompt question={t('New to SignFlow?')} to={WEB_ROUTES.register} action={t('Create an account')} />
    </FormCard>
  );
}
