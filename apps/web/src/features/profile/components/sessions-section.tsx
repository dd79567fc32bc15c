import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { SessionSummary } from '@signflow/contract/sessions';
import { useTranslation } from 'react-i18next';
import { ActionError, useActionFailure } from '../../../components/action-error';
import { EventTime } from '../../../components/event-time';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoader } from '../../../components/page-loader';
import { SettingsSection } from '../../../components/settings-section';
import { notify } from '../../../components/toast';
import { useEndOtherSessionsMutation, useEndSessionMutation, useListSessionsQuery } from '../api/profile-api';
import { deviceName } from './device-name';

/**
 * Profile's signed-in devices (docs/domain.md#accounts-and-sessions): each open session with its browser, address and
 * last use, this one marked; any other ended at once, or all of them.
 */
export function SessionsSection() {
  const { t } = useTranslation();
  const list = useListSessionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [endOthers, endingOthers] = useEndOtherSessionsMutation();
  const { failure, attempt } = useActionFailure();
  const others = list.data?.filter((session) => !session.current) ?? [];
  const signOutElsewhere = async () => {
    if (await attempt(() => endOthers().unwrap())) notify.success('Signed out everywhere else');
  };
  return (
    <SettingsSection
      title={t('Signed-in devices')}
      description={t('Where your account is signed in. End any session you do not recognise.')}
    >
      {list.isError && !list.isFetching ? (
        <LoadFailed title={t('The signed-in devices could not be read')} onRetry={list.refetch} />
      ) : list.data ? (
        <Stack gap="xs" component="ul" aria-label={t('Signed-in devices')} p={0} m={0} style={{ listStyle: 'none' }}>
          {list.data.map((session) => (
            <SessionItem key={session.id} session={session} />
          ))}
        </Stack>
      ) : (
        <PageLoader />
      )}
      {others.length > 0 && (
        <Group>
          <Button variant="light" color="red" onClick={signOutElsewhere} loading={endingOthers.isLoading}>
            {t('Sign out everywhere else')}
          </Button>
        </Group>
      )}
      <ActionError failure={failure} />
    </SettingsSection>
  );
}

function SessionItem({ session }: { session: SessionSummary }) {
  const { t } = useTranslation();
  const [end, ending] = useEndSessionMutation();
  const { failure, attempt } = useActionFailure();
  const { browser, system } = deviceName(session.userAgent);
  const name =
    browser && system
      ? t('{{browser}} on {{system}}', { browser, system })
      : (browser ?? system ?? t('Unknown browser'));
  const endIt = async () => {
    if (await attempt(() => end(session.id).unwrap())) notify.success('Signed out on that device');
  };
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} miw={0}>
          <Group gap="xs">
            <Text fw={600}>{name}</Text>
            {session.current && (
              <Badge variant="light" color="green">
                {t('This device')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {session.ip ?? t('Address unknown')}
          </Text>
          <Group gap={4}>
            <Text size="sm" c="dimmed">
              {t('Last active')}
            </Text>
            <EventTime at={session.lastSeenAt ?? session.createdAt} />
          </Group>
        </Stack>
        {!session.current && (
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={endIt}
            loading={ending.isLoading}
            aria-label={t('Sign out {{device}}', { device: name })}
          >
            {t('Sign out')}
          </Button>
        )}
      </Group>
      <ActionError failure={failure} />
    </Paper>
  );
}
