import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Code, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  type ApiKeyCreated,
  type ApiKeyFormInput,
  type ApiKeySummary,
  apiKeyFormSchema,
} from '@signflow/contract/api-keys';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ActionError, type ActionFailure, actionFailureOf } from '../../../components/action-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { EventTime } from '../../../components/event-time';
import { CardFact, ListCards, useListsAsCards } from '../../../components/list-cards';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoader } from '../../../components/page-loader';
import { RowAction } from '../../../components/row-action';
import { SettingsSection } from '../../../components/settings-section';
import { TableHead } from '../../../components/table-head';
import { notify } from '../../../components/toast';
import { useFieldProps } from '../../../components/use-field-props';
import { useCreateApiKeyMutation, useListApiKeysQuery, useRevokeApiKeyMutation } from '../api/api-keys-api';

/**
 * The account's API keys (docs/api.md#api-keys): the list with each key's last use, a new key (shown once, to copy),
 * and Revoke behind a confirmation.
 */
export function ApiKeysSection() {
  const { t } = useTranslation();
  const keys = useListApiKeysQuery();
  const [made, setMade] = useState<ApiKeyCreated | null>(null);
  // After Done the form comes back where the focus was: it goes to the form's first field, not to the page.
  const [backFromKey, setBackFromKey] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);
  return (
    <SettingsSection
      maw={1040}
      title={t('API keys')}
      description={t(
        'Your own software can act for this account with a key, sent as "Authorization: Bearer" and the key. Keep keys secret: whoever holds one can send documents for you.',
      )}
    >
      {made ? (
        <NewKey
          made={made}
          onDone={() => {
            setMade(null);
            setBackFromKey(true);
          }}
        />
      ) : (
        <NewKeyForm onMade={setMade} focusFirst={backFromKey} />
      )}
      {keys.isError && !keys.isFetching ? (
        <LoadFailed title={t('The API keys could not be read')} onRetry={keys.refetch} />
      ) : keys.data ? (
        <KeyList keys={keys.data} onRevoke={setRevoking} />
      ) : (
        <PageLoader />
      )}
      <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </SettingsSection>
  );
}

function NewKeyForm({ onMade, focusFirst }: { onMade: (made: ApiKeyCreated) => void; focusFirst: boolean }) {
  const { t } = useTranslation();
  const [createKey] = useCreateApiKeyMutation();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const form = useForm<ApiKeyFormInput, unknown, { name: string; expiresAt: string | null }>({
    resolver: zodResolver(apiKeyFormSchema),
    defaultValues: { name: '', expiresOn: '' },
  });
  const field = useFieldProps(form);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form appears again after Done.
  useEffect(() => {
    if (focusFirst) form.setFocus('name');
  }, []);
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      onMade(await createKey(body).unwrap());
      form.reset();
    } catch (error) {
      setFailure(actionFailureOf(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('New API key')}>
      <Stack gap="xs">
        <Group align="flex-start" wrap="wrap">
          <TextInput label={t('Key name')} maw={280} style={{ flex: '1 1 12rem' }} {...field('name')} />
          <TextInput
            type="date"
            label={t('Last day it works (optional)')}
            maw={220}
            style={{ flex: '1 1 10rem' }}
            {...field('expiresOn')}
          />
        </Group>
        <Group>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('Create key')}
          </Button>
        </Group>
        <ActionError failure={failure} />
      </Stack>
    </form>
  );
}

/** The key just made, shown this once with Copy; Done puts the form back. */
function NewKey({ made, onDone }: { made: ApiKeyCreated; onDone: () => void }) {
  const { t } = useTranslation();
  const copyButton = useRef<HTMLButtonElement>(null);
  // The form the focus was in is gone: it moves to Copy key, the next thing to do.
  useEffect(() => copyButton.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(made.key);
      notify.success('Key copied');
    } catch {
      notify.error('The key could not be copied: select it and copy it yourself');
    }
  };
  return (
    <Alert color="green" title={t('The key “{{name}}” is made', { name: made.name })} role="status">
      <Stack gap="xs">
        <Text size="sm">{t('Copy it now: it is shown only this once.')}</Text>
        <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} aria-label={t('The new key')}>
          {made.key}
        </Code>
        <Group>
          <Button onClick={copy} ref={copyButton}>
            {t('Copy key')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('Done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

const COLUMNS = ['Name', 'Key', 'Created', 'Expires', 'Last used', 'Action'] as const;

function KeyList({ keys, onRevoke }: { keys: ApiKeySummary[]; onRevoke: (key: ApiKeySummary) => void }) {
  const { t } = useTranslation();
  const asCards = useListsAsCards();
  const revokeButton = (key: ApiKeySummary) => (
    <RowAction color="red" label={t('Revoke the key {{name}}', { name: key.name })} onClick={() => onRevoke(key)}>
      {t('Revoke')}
    </RowAction>
  );
  const expiry = (key: ApiKeySummary) =>
    key.expiresAt ? <EventTime at={key.expiresAt} precision="day" /> : t('Never');
  const lastUse = (key: ApiKeySummary) => (key.lastUsedAt ? <EventTime at={key.lastUsedAt} /> : t('Not used yet'));
  if (asCards) {
    return (
      <ListCards label={t('API keys')} items={keys} emptyText={t('No API keys yet')} keyOf={(key) => key.id}>
        {(key) => (
          <>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {key.name}
            </Text>
            <CardFact label={t('Key')}>
              <Code>{key.prefix}…</Code>
            </CardFact>
            <CardFact label={t('Created')}>
              <EventTime at={key.createdAt} precision="day" />
            </CardFact>
            <CardFact label={t('Expires')}>{expiry(key)}</CardFact>
            <CardFact label={t('Last used')}>{lastUse(key)}</CardFact>
            <Group>{revokeButton(key)}</Group>
          </>
        )}
      </ListCards>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table aria-label={t('API keys')} verticalSpacing="xs">
        <TableHead columns={COLUMNS} />
        <Table.Tbody>
          {keys.length === 0 && <EmptyTableRow columns={COLUMNS.length}>{t('No API keys yet')}</EmptyTableRow>}
          {keys.map((key) => (
            <Table.Tr key={key.id}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{key.name}</Table.Td>
              <Table.Td>
                <Code>{key.prefix}…</Code>
              </Table.Td>
              <Table.Td>
                <EventTime at={key.createdAt} precision="day" />
              </Table.Td>
              <Table.Td>{expiry(key)}</Table.Td>
              <Table.Td>{lastUse(key)}</Table.Td>
              <Table.Td>{revokeButton(key)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RevokeDialog({ apiKey, onClose }: { apiKey: ApiKeySummary | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [revokeKey, revoking] = useRevokeApiKeyMutation();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const revoke = async () => {
    if (!apiKey) return;
    setFailure(null);
    try {
      await revokeKey(apiKey.id).unwrap();
      notify.success('Key revoked');
      close();
    } catch (error) {
      setFailure(actionFailureOf(error));
    }
  };
  return (
    <ConfirmDialog
      opened={apiKey !== null}
      title={t('Revoke this key?')}
      message={t('Software that uses the key “{{name}}” stops working at once. This cannot be undone.', {
        name: apiKey?.name ?? '',
      })}
      confirmLabel={t('Revoke')}
      busy={revoking.isLoading}
      failure={failure}
      onConfirm={revoke}
      onCancel={close}
    />
  );
}
