import { zodResolver } from '@hookform/resolvers/zod';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type RegisterFormInput, registerFormSchema } from '@signflow/contract/auth';
import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActionError, useActionFailure } from '../../../components/action-error';
import { FormCard } from '../../../components/form-card';
import { PasswordField } from '../../../components/password-field';
import { PhoneInput } from '../../../components/phone-input';
import { useFieldProps } from '../../../components/use-field-props';
import { currentLanguage } from '../../../i18n';
import { signIn } from '../../../session/sign-in';
import { useAppDispatch } from '../../../store/hooks';
import { useRegisterMutation } from '../api/auth-api';
import { AuthPrompt } from '../components/auth-prompt';
import type { RegisterSuccessState } from './register-success-page';

const EMPTY_FORM: RegisterFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  password: '',
  retypePassword: '',
};

export function RegisterPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [registerAccount] = useRegisterMutation();
  const form = useForm({ resolver: zodResolver(registerFormSchema), defaultValues: EMPTY_FORM });
  const field = useFieldProps(form);

  const { failure, attempt } = useActionFailure();

  const onSubmit = form.handleSubmit(async ({ retypePassword: _checkedAlready, ...account }) => {
    // The account keeps the language the interface is in at sign-up.
    const registered = await attempt(async () =>
      dispatch(signIn(await registerAccount({ ...account, language: currentLanguage() }).unwrap())),
    );
    if (!registered) return;
    const mailed: RegisterSuccessState = { email: account.email };
    navigate(WEB_ROUTES.registerSuccess, { replace: true, state: mailed });
  });

  return (
    <FormCard title={t('Create your account')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label={t('First name')} autoComplete="given-name" {...field('firstName')} />
            <TextInput label={t('Last name')} autoComplete="family-name" {...field('lastName')} />
          </SimpleGrid>
          <TextInput label={t('Email')} type="email" autoComplete="email" {...field('email')} />
          <PhoneInput label={t('Phone number')} {...field('phoneNumber')} />
          <PasswordField label={t('Password')} autoComplete="new-password" {...field('password')} />
          <PasswordField label={t('Retype password')} autoComplete="new-password" {...field('retypePassword')} />
          <ActionError failure={failure} />
          <Button type="submit" loading={form.formState.isSubmitting} fullWidth mt="xs">
            {t('Register')}
          </Button>
        </Stack>
      </form>
      <AuthPrompt question={t('Already have an account?')} to={WEB_ROUTES.login} action={t('Sign in')} />
    </FormCard>
  );
}
