import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type Profile, type ProfileResponse, profileUpdateSchema } from '@signflow/contract/profile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ActionError, type ActionFailure, actionFailureOf } from '../../../components/action-error';
import { PhoneInput } from '../../../components/phone-input';
import { notify } from '../../../components/toast';
import { useFieldProps } from '../../../components/use-field-props';
import { useUpdateProfileMutation } from '../api/profile-api';

/** The form shows '' where the API has null (an optional field not given). */
function formValuesOf(profile: Profile) {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName ?? '',
    phoneNumber: profile.phoneNumber ?? '',
    address: profile.address ?? '',
    companyName: profile.companyName ?? '',
    jobTitle: profile.jobTitle ?? '',
  };
}

/** The profile form: read-only until Edit; Update saves and returns to read-only; Cancel restores. */
export function ProfileForm({ account, profile }: Pick<ProfileResponse, 'account' | 'profile'>) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [updateProfile] = useUpdateProfileMutation();
  const form = useForm({ resolver: zodResolver(profileUpdateSchema), defaultValues: formValuesOf(profile) });
  const registered = useFieldProps(form);
  // Until Edit is pressed every field is read-only, and looks it.
  const field = (name: Parameters<typeof registered>[0]) => ({
    ...registered(name),
    readOnly: !editing,
    variant: editing ? 'default' : 'filled',
  });

  const cancel = () => {
    form.reset(formValuesOf(profile));
    setEditing(false);
    setFailure(null);
  };

  const onSubmit = form.handleSubmit(async (changes) => {
    setFailure(null);
    try {
      const answer = await updateProfile(changes).unwrap();
      form.reset(formValuesOf(answer.profile));
      setEditing(false);
      notify.success('Profile updated.');
    } catch (error) {
      setFailure(actionFailureOf(error));
    }
  });

  const { isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack maw={720}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('First name')} autoComplete="given-name" {...field('firstName')} />
          <TextInput label={t('Last name')} autoComplete="family-name" {...field('lastName')} />
          {/* The e-mail is never editable here. */}
          <TextInput label={t('Email')} type="email" value={account.email} readOnly variant="filled" />
          <PhoneInput label={t('Phone number')} {...field('phoneNumber')} />
          <TextInput label={t('Company')} autoComplete="organization" {...field('companyName')} />
          <TextInput label={t('Job title')} autoComplete="organization-title" {...field('jobTitle')} />
        </SimpleGrid>
        <Textarea label={t('Address')} autoComplete="street-address" autosize minRows={2} {...field('address')} />
        {/* Distinct keys: the Update button must not be the Edit button turned into a submit one. */}
        <Group justify="flex-end">
          {editing ? (
            <>
              <Button key="cancel" variant="default" onClick={cancel} disabled={isSubmitting}>
                {t('Cancel')}
              </Button>
              <Button key="update" type="submit" loading={isSubmitting}>
                {t('Update')}
              </Button>
            </>
          ) : (
            <Button key="edit" onClick={() => setEditing(true)}>
              {t('Edit')}
            </Button>
          )}
        </Group>
        <ActionError failure={failure} />
      </Stack>
    </form>
  );
}
