import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { addPasskeySchema, type PasskeySummary, passkeyAddingOptionsBody } from '@signflow/contract/passkeys';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { makePasskey, PASSKEY_NOT_USED } from '../../../api/passkey-ceremony';
import { ActionError, type ActionFailure, actionFailureOf, useActionFailure } from '../../../components/action-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { EventTime } from '../../../components/event-time';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoader } from '../../../components/page-loader';
import { PasswordField } from '../../../components/password-field';
import { RowAction } from '../../../components/row-action';
import { SettingsSection } from '../../../components/settings-section';
import { TableHead } from '../../../components/table-head';
import { notify } from '../../../components/toast';
import { useFieldProps } from '../../../components/use-field-props';
import {
  useAddPasskeyMutation,
  useListPasskeysQuery,
  usePasskeyAddingOptionsMutation,
  useRemovePasskeyMutation,
} from '../api/profile-api';

/** The passkey's name, and the password that confirms it is the account's owner adding it (the server's rule). */
const addFormSchema = addPasskeySchema.pick({ name: true }).extend(passkeyAddingOptionsBody.shape);

/**
 * Profile's passkeys (docs/domain.md#passkeys): each signs in without a password or code (the phone's or computer's
 * lock verifies the person). Added by name through the browser, with the password (an account without one gives
 * none), listed with their last use, removed behind a confirmation.
 */
export function PasskeysSection({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const list = useListPasskeysQuery();
  const [removing, setRemoving] = useState<PasskeySummary | null>(null);
  return (
    <SettingsSection
      title={t('Passkeys')}
      description={t('Sign in with your fingerprint, face or screen lock instead of a password and code.')}
    >
      <AddPasskeyForm hasPassword={hasPassword} />
      {list.isError && !list.isFetching ? (
        <LoadFailed title={t('The passkeys could not be read')} onRetry={list.refetch} />
      ) : list.data ? (
        <PasskeyList passkeys={list.data} onRemove={setRemoving} />
      ) : (
        <PageLoader />
      )}
      <RemoveDialog passkey={removing} onClose={() => setRemoving(null)} />
    </SettingsSection>
  );
}

function AddPasskeyForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const [options] = usePasskeyAddingOptionsMutation();
  const [add] = useAddPasskeyMutation();
  const { failure, attempt } = useActionFailure();
  const form = useForm({
    resolver: zodResolver(addFormSchema),
    defaultValues: { name: '', password: hasPassword ? '' : undefined },
  });
  const field = useFieldProps(form);
  const onSubmit = form.handleSubmit(async ({ name, password }) => {
    const added = await attempt(async () => {
      const ceremony = await options({ password }).unwrap();
      const response = await makePasskey(ceremony.options);
      await add({ name, ceremony: ceremony.ceremony, response }).unwrap();
    }, PASSKEY_NOT_USED);
    if (!added) return;
    notify.success('Passkey added');
    form.reset();
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('Add a passkey')}>
      <Stack gap="xs">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('Passkey name')}
            placeholder={t('e.g. My phone')}
            maw={280}
            style={{ flex: '1 1 12rem' }}
            {...field('name')}
          />
          {hasPassword && (
            <PasswordField
              label={t('Current password')}
              autoComplete="current-password"
              maw={280}
              style={{ flex: '1 1 12rem' }}
              {...field('password')}
            />
          )}
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('Add a passkey')}
          </Button>
        </Group>
        <ActionError failure={failure} />
      </Stack>
    </form>
  );
}

const COLUMNS = ['Name', 'Added', 'Last used', 'Action'] as const;

function PasskeyList({
  passkeys,
  onRemove,
}: {
  passkeys: PasskeySummary[];
  onRemove: (passkey: PasskeySummary) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table aria-label={t('Passkeys')} verticalSpacing="xs">
        <TableHead columns={COLUMNS} />
        <Table.Tbody>
          {passkeys.length === 0 && <EmptyTableRow columns={COLUMNS.length}>{t('No passkeys yet')}</EmptyTableRow>}
          {passkeys.map((passkey) => (
            <Table.Tr key={passkey.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{passkey.name}</Table.Td>
              <Table.Td>
                <EventTime at={passkey.createdAt} precision="day" />
              </Table.Td>
              <Table.Td>
                {passkey.lastUsedAt ? (
                  <EventTime at={passkey.lastUsedAt} />
                ) : (
                  <Text size="sm">{t('Not used yet')}</Text>
                )}
              </Table.Td>
              <Table.Td>
                <RowAction
                  color="red"
                  label={t('Remove the passkey {{name}}', { name: passkey.name })}
                  onClick={() => onRemove(passkey)}
                >
                  {t('Remove')}
                </RowAction>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RemoveDialog({ passkey, onClose }: { passkey: PasskeySummary | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [remove, removing] = useRemovePasskeyMutation();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!passkey) return;
    try {
      await remove(passkey.id).unwrap();
      notify.success('Passkey removed');
      close();
    } catch (error) {
      setFailure(actionFailureOf(error));
    }
  };
  return (
    <ConfirmDialog
      opened={passkey !== null}
      title={t('Remove this passkey?')}
      message={t('“{{name}}” will no longer sign in to your account.', { name: passkey?.name ?? '' })}
      confirmLabel={t('Remove')}
      busy={removing.isLoading}
      failure={failure}
      onConfirm={confirm}
      onCancel={close}
    />
  );
}
