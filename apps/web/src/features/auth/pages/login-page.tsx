import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { loginSchema } from '@signflow/contract/auth';
import { isTwoFactorChallenge } from '@signflow/contract/two-factor';
import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useState } from 'react';
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
import { PasskeySignIn } from '../components/passkey-sign-in';
import { SocialSignIn } from '../components/social-sign-in';
import { TwoFactorStep } from '../components/two-factor-step';
import { useGoogleReturn } from '../hooks/use-google-return';

export function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [login] = useLoginMutation();
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const field = useFieldProps(form);
  // The first step passed for an account with two-step sign-in on: its code comes next.
  const [challenge, setChallenge] = useState<string | null>(null);
  const google = useGoogleReturn(setChallenge);
  const { failure, attempt } = useActionFailure();
  const finish = () => {
    notify.success('Signed in.');
    navigate(returnPathFrom(location.state), { replace: true });
  };

  const onSubmit = form.handleSubmit(async (credentials) => {
    let next: 'signed in' | 'code' = 'signed in';
    const passed = await attempt(async () => {
      const answer = await login(credentials).unwrap();
      if (isTwoFactorChallenge(answer)) {
        setChallenge(answer.challenge);
        next = 'code';
      } else await dispatch(signIn(answer));
    });
    if (passed && next === 'signed in') finish();
  });

  if (challenge) {
    return (
      <FormCard title={t('Two-step sign-in')}>
        <TwoFactorStep challenge={challenge} onSignedIn={finish} onBack={() => setChallenge(null)} />
      </FormCard>
    );
  }

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
      <PasskeySignIn onSignedIn={finish} />
      <SocialSignIn busy={google.busy} failure={google.failure} onChallenge={setChallenge} />
      <AuthPrompt question={t('New to SignFlow?')} to={WEB_ROUTES.register} action={t('Create an account')} />
    </FormCard>
  );
}
