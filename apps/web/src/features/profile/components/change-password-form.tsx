import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import { changePasswordFormSchema, setPasswordFormSchema } from '@signflow/contract/auth';
import { useEffect, useRef, useState } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { readApiError } from '../../../api/api-error';
import { reloadProfile } from '../../../api/session-api';
import { ActionError, type ActionFailure, actionFailureOf } from '../../../components/action-error';
import { PasswordField } from '../../../components/password-field';
import { SettingsSection } from '../../../components/settings-section';
import { notify } from '../../../components/toast';
import { useFieldProps } from '../../../components/use-field-props';
import { useAppDispatch } from '../../../store/hooks';
import { useChangePasswordMutation } from '../api/profile-api';

/**
 * The Profile's password: the current one and the new one twice. An account made by a sign-in with Google
 * (no password yet) sets one without a current one. The server ends the account's other sign-ins and mails
 * the owner (docs/domain.md#accounts-and-sessions).
 */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const hadPassword = useRef(hasPassword);
  // A password just set swaps the form under the focused button: the focus goes to the section's new heading
  // instead of falling back to the top of the page.
  useEffect(() => {
    if (hasPassword && !hadPassword.current) heading.current?.focus();
    hadPassword.current = hasPassword;
  }, [hasPassword]);
  return (
    <SettingsSection
      title={hasPassword ? t('Change password') : t('Set a password')}
      description={
        hasPassword
          ? t('Other devices signed in to your account will be signed out.')
          : t('Your account has no password yet. Set one to sign in with your e-mail address as well.')
      }
      headingRef={heading}
    >
      {hasPassword ? <ChangeForm /> : <SetForm />}
    </SettingsSection>
  );
}

function ChangeForm() {
  const { t } = useTranslation();
  const [changePassword] = useChangePasswordMutation();
  const form = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const field = useFieldProps(form);
  const [failure, setFailure] = useState<ActionFailure | null>(null);

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    try {
      const answer = await changePassword({ currentPassword, newPassword }).unwrap();
      notify.success(answer.message);
      form.reset();
    } catch (error) {
      // A wrong current password is said at its field, where the owner will type it again.
      if (readApiError(error)?.message === API_MESSAGES.currentPasswordWrong) {
        form.setError('currentPassword', { message: API_MESSAGES.currentPasswordWrong }, { shouldFocus: true });
      } else {
        setFailure(actionFailureOf(error));
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <PasswordField
          label={t('Current password')}
          autoComplete="current-password"
          maw={340}
          {...field('currentPassword')}
        />
        <NewPasswordFields
          newPassword={field('newPassword')}
          confirmPassword={field('confirmPassword')}
          submitLabel={t('Change password')}
          submitting={form.formState.isSubmitting}
        />
        <ActionError failure={failure} />
      </Stack>
    </form>
  );
}

function SetForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [changePassword] = useChangePasswordMutation();
  const form = useForm({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const field = useFieldProps(form);
  const [failure, setFailure] = useState<ActionFailure | null>(null);

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      const answer = await changePassword({ newPassword }).unwrap();
      notify.success(answer.message);
      // The account has a password now: the profile reloads and this section asks for the current one.
      dispatch(reloadProfile());
    } catch (error) {
      setFailure(actionFailureOf(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <NewPasswordFields
          newPassword={field('newPassword')}
          confirmPassword={field('confirmPassword')}
          submitLabel={t('Set password')}
          submitting={form.formState.isSubmitting}
        />
        <ActionError failure={failure} />
      </Stack>
    </form>
  );
}

type RegisteredField = UseFormRegisterReturn & { error?: string };

/** The new password twice and the form's button: the same in both forms. */
function NewPasswordFields(props: {
  newPassword: RegisteredField;
  confirmPassword: RegisteredField;
  submitLabel: string;
  submitting: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField label={t('New password')} autoComplete="new-password" maw={340} {...props.newPassword} />
      <PasswordField
        label={t('Confirm new password')}
        autoComplete="new-password"
        maw={340}
        {...props.confirmPassword}
      />
      <Group justify="flex-end">
        <Button type="submit" loading={props.submitting}>
          {props.submitLabel}
        </Button>
      </Group>
    </>
  );
}
