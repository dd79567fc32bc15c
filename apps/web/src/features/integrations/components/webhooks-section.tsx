import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type CreatedWebhookEndpoint,
  createWebhookSchema,
  inDaysOrHours,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@signflow/contract/webhooks';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ActionError, type ActionFailure, actionFailureOf, useActionErrors } from '../../../components/action-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Dialog } from '../../../components/dialog';
import { EventTime } from '../../../components/event-time';
import { LoadFailed } from '../../../components/load-failed';
import { notify } from '../../../components/toast';
import { useFieldProps } from '../../../components/use-field-props';
import { translateText } from '../../../i18n';
import { formatCount } from '../../../i18n/format-number';
import {
  useChangeWebhookMutation,
  useCreateWebhookMutation,
  useDeleteWebhookMutation,
  useListWebhookDeliveriesQuery,
  useListWebhooksQuery,
  useResendWebhookDeliveryMutation,
  useSendTestWebhookMutation,
} from '../api/webhooks-api';

/** What each event is called on the page; the API's name is shown beside it. */
const EVENT_LABELS = {
  'document.sent': 'Document sent for signing',
  'document.viewed': 'Document opened by a signer',
  'signer.signed': 'Signer signed',
  'signer.rejected': 'Signer rejected',
  'signer.revision_requested': 'Signer asked for a revision',
  'document.completed': 'Document completed',
  'document.sealed': 'Sealed PDF ready',
  'document.cancelled': 'Document cancelled',
  'template.used': 'Template used',
  'bulk_send.finished': 'Bulk send finished',
} as const satisfies Record<WebhookEventType, string>;

const STATUS_LABELS = { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' } as const;
const STATUS_COLOURS = { pending: 'gray', delivered: 'green', failed: 'red' } as const;

/**
 * Integrations, Webhooks (docs/api.md#webhooks): the account's endpoints, each with its events, its switch, Send test
 * event, its delivery log (with Resend) and Delete; Add endpoint shows the new signing secret once, to copy.
 */
export function WebhooksSection() {
  const { t } = useTranslation();
  const endpoints = useListWebhooksQuery();
  const list = endpoints.data;
  const [adding, setAdding] = useState(false);
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4} style={{ flex: '1 1 20rem' }}>
            <Title order={2} size="h3" id={headingId}>
              {t('Webhooks')}
            </Title>
            <Text size="sm" c="dimmed">
              {t(
                'SignFlow sends a signed POST to your endpoints when the events you choose happen. Your receiver checks the SignFlow-Signature header with the endpoint’s secret.',
              )}
            </Text>
          </Stack>
          <Button onClick={() => setAdding(true)}>{t('Add endpoint')}</Button>
        </Group>
        {endpoints.isError ? (
          <LoadFailed onRetry={() => endpoints.refetch()} />
        ) : endpoints.isLoading ? (
          <Text>{t('Loading…')}</Text>
        ) : list?.webhooks.length ? (
          list.webhooks.map((endpoint) => (
            <EndpointCard key={endpoint.id} endpoint={endpoint} disableAfterHours={list.disableAfterHours} />
          ))
        ) : (
          <Text c="dimmed">{t('No endpoints yet.')}</Text>
        )}
        <AddEndpointDialog opened={adding} onClose={() => setAdding(false)} />
      </Stack>
    </Paper>
  );
}

function EventCheckboxes({
  value,
  onChange,
  error,
}: {
  value: WebhookEventType[];
  onChange: (value: WebhookEventType[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      label={t('Events')}
      value={value}
      onChange={(chosen) => onChange(chosen as WebhookEventType[])}
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <Checkbox key={type} value={type} label={t(EVENT_LABELS[type])} description={type} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** Add endpoint: its URL and events; once made, its secret, shown this once with Copy. */
function AddEndpointDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(createWebhookSchema),
    defaultValues: { url: '', events: [...WEBHOOK_EVENT_TYPES] },
  });
  const field = useFieldProps(form);
  const [createWebhook, creating] = useCreateWebhookMutation();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const close = () => {
    form.reset();
    setFailure(null);
    setCreated(null);
    onClose();
  };
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      setCreated(await createWebhook(body).unwrap());
      notify.success('Endpoint added');
    } catch (error) {
      setFailure(actionFailureOf(error));
    }
  });
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.secret);
      notify.success('Secret copied');
    } catch {
      notify.error('The secret could not be copied: select it and copy it yourself');
    }
  };
  const eventsError = form.formState.errors.events?.message;
  return (
    <Dialog opened={opened} onClose={close} title={created ? t('Signing secret') : t('Add endpoint')} size="lg">
      {created ? (
        <Stack gap="md">
          <Text>
            {t(
              'Copy this secret now: it is shown only this once. Your receiver checks each delivery’s signature with it.',
            )}
          </Text>
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              label={t('Signing secret')}
              value={created.secret}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              style={{ flex: '1 1 16rem' }}
              styles={{ input: { fontFamily: 'monospace' } }}
            />
            <Button onClick={copy}>{t('Copy secret')}</Button>
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('Done')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('Endpoint URL')}
              placeholder="https://example.com/webhooks/signflow"
              required
              autoComplete="url"
              inputMode="url"
              {...field('url')}
            />
            <Controller
              control={form.control}
              name="events"
              render={({ field: events }) => (
                <EventCheckboxes
                  value={events.value}
                  onChange={events.onChange}
                  error={eventsError ? translateText(eventsError) : undefined}
                />
              )}
            />
            <ActionError failure={failure} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={creating.isLoading}>
                {t('Cancel')}
              </Button>
              <Button type="submit" loading={creating.isLoading}>
                {t('Add endpoint')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}

/** How long every delivery failed before an endpoint was turned off: in days when it is whole days, else hours. */
function useTurnedOffWords(hours: number): string {
  const { t, i18n } = useTranslation();
  return inDaysOrHours(hours, {
    days: (days) =>
      days === 1
        ? t('Every delivery to this endpoint failed for a day, so it was turned off. Turn it on again once it answers.')
        : t(
            'Every delivery to this endpoint failed for {{days}} days, so it was turned off. Turn it on again once it answers.',
            { days: formatCount(days, i18n.language) },
          ),
    hours: (count) =>
      count === 1
        ? t(
            'Every delivery to this endpoint failed for an hour, so it was turned off. Turn it on again once it answers.',
          )
        : t(
            'Every delivery to this endpoint failed for {{hours}} hours, so it was turned off. Turn it on again once it answers.',
            { hours: formatCount(count, i18n.language) },
          ),
  });
}

/**
 * One endpoint: its address, events and switch, Send test event, its delivery log and Delete; when failing turned it
 * off, for how long (`disableAfterHours`, the server's setting).
 */
function EndpointCard({ endpoint, disableAfterHours }: { endpoint: WebhookEndpoint; disableAfterHours: number }) {
  const { t } = useTranslation();
  const turnedOffWords = useTurnedOffWords(disableAfterHours);
  const [changeWebhook, changing] = useChangeWebhookMutation();
  const [deleteWebhook, deleting] = useDeleteWebhookMutation();
  const [sendTest, testing] = useSendTestWebhookMutation();
  const [logOpen, setLogOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const failures = useActionErrors();
  const headingId = useId();
  const stateId = useId();
  const logId = useId();

  const turn = async (enabled: boolean) => {
    failures.clear('switch');
    try {
      await changeWebhook({ id: endpoint.id, change: { enabled } }).unwrap();
      notify.success(enabled ? 'Endpoint turned on' : 'Endpoint turned off');
    } catch (error) {
      failures.fail('switch', error);
    }
  };
  const test = async () => {
    failures.clear('test');
    try {
      await sendTest(endpoint.id).unwrap();
      setLogOpen(true);
      notify.success('Test event sent: see its delivery in the log');
    } catch (error) {
      failures.fail('test', error);
    }
  };
  const remove = async () => {
    failures.clear('delete');
    try {
      await deleteWebhook(endpoint.id).unwrap();
      setConfirmDelete(false);
      notify.success('Endpoint deleted');
    } catch (error) {
      failures.fail('delete', error);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
          {endpoint.url}
        </Title>
        <Group gap={6} wrap="wrap" aria-label={t('Events')}>
          {endpoint.events.map((type) => (
            <Badge key={type} variant="light" tt="none" title={t(EVENT_LABELS[type])}>
              {type}
            </Badge>
          ))}
        </Group>
        <Switch
          checked={endpoint.enabled}
          disabled={changing.isLoading}
          onChange={(event) => turn(event.currentTarget.checked)}
          label={t('Send events to this endpoint')}
          aria-describedby={stateId}
        />
        <Text id={stateId} size="sm" c="dimmed" mt={-8} pl={48}>
          {endpoint.enabled ? t('On: events are sent to it.') : t('Off: it is sent nothing.')}
        </Text>
        {endpoint.disabledForFailuresAt && (
          <Alert color="yellow" variant="light" role="note" title={t('Turned off for failing')}>
            <Text size="sm">{turnedOffWords}</Text>
          </Alert>
        )}
        <ActionError failure={failures.of('switch')} />
        <Group gap="xs" wrap="wrap">
          <Button variant="light" onClick={test} loading={testing.isLoading} disabled={!endpoint.enabled}>
            {t('Send test event')}
          </Button>
          <Button
            variant="default"
            onClick={() => setLogOpen((open) => !open)}
            aria-expanded={logOpen}
            aria-controls={logOpen ? logId : undefined}
          >
            {logOpen ? t('Hide delivery log') : t('Delivery log')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            onClick={() => {
              failures.clear('delete');
              setConfirmDelete(true);
            }}
          >
            {t('Delete')}
          </Button>
        </Group>
        <ActionError failure={failures.of('test')} />
        {logOpen && <DeliveryLog id={logId} endpointId={endpoint.id} />}
      </Stack>
      <ConfirmDialog
        opened={confirmDelete}
        title={t('Delete endpoint')}
        message={t('{{url}} will be sent no more events, and its delivery log will be deleted.', { url: endpoint.url })}
        confirmLabel={t('Delete')}
        busy={deleting.isLoading}
        failure={failures.of('delete')}
        onConfirm={remove}
        onCancel={() => setConfirmDelete(false)}
      />
    </Paper>
  );
}

/** An endpoint's latest deliveries, read again every few seconds while open, each with Resend. */
function DeliveryLog({ id, endpointId }: { id: string; endpointId: string }) {
  const { t, i18n } = useTranslation();
  const log = useListWebhookDeliveriesQuery(endpointId, { pollingInterval: 2000 });
  const [resend, resending] = useResendWebhookDeliveryMutation();
  const failures = useActionErrors();
  const again = async (delivery: WebhookDelivery) => {
    failures.clear(delivery.id);
    try {
      await resend({ id: endpointId, deliveryId: delivery.id }).unwrap();
      notify.success('Sent again: see the new delivery in the log');
    } catch (error) {
      failures.fail(delivery.id, error);
    }
  };
  return (
    <Stack id={id} gap="xs">
      <Title order={4} size="h5">
        {t('Delivery log')}
      </Title>
      {log.isError ? (
        <LoadFailed onRetry={() => log.refetch()} />
      ) : log.isLoading ? (
        <Text size="sm">{t('Loading…')}</Text>
      ) : log.data?.length ? (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {log.data.map((delivery) => (
            <Paper component="li" key={delivery.id} withBorder radius="sm" p="sm">
              <Stack gap={6}>
                <Group gap="xs" wrap="wrap" justify="space-between">
                  <Group gap="xs" wrap="wrap">
                    <Badge color={STATUS_COLOURS[delivery.status]} variant="light">
                      {t(STATUS_LABELS[delivery.status])}
                    </Badge>
                    <Code>{delivery.eventType}</Code>
                    {delivery.eventType === WEBHOOK_TEST_EVENT && <Text size="sm">{t('Test event')}</Text>}
                  </Group>
                  <EventTime at={delivery.lastAttemptAt ?? delivery.createdAt} />
                </Group>
                <Text size="sm">
                  {[
                    t('Attempts: {{count}}', { count: delivery.attempts }),
                    delivery.statusCode !== null ? t('Status {{code}}', { code: String(delivery.statusCode) }) : null,
                    delivery.durationMs !== null
                      ? t('{{ms}} ms', { ms: formatCount(delivery.durationMs, i18n.language) })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {delivery.error && (
                  <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
                    {translateText(delivery.error)}
                  </Text>
                )}
                {delivery.response && (
                  <details>
                    <summary>
                      <Text component="span" size="sm">
                        {t('Answer')}
                      </Text>
                    </summary>
                    <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {delivery.response}
                    </Code>
                  </details>
                )}
                {delivery.status !== 'pending' && (
                  <Group>
                    <Button size="xs" variant="default" onClick={() => again(delivery)} loading={resending.isLoading}>
                      {t('Resend')}
                    </Button>
                  </Group>
                )}
                <ActionError failure={failures.of(delivery.id)} />
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('No deliveries yet.')}
        </Text>
      )}
    </Stack>
  );
}
