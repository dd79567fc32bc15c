import { Text } from '@mantine/core';
import type { AuditEvent } from '@signflow/contract/audit';
import { useTranslation } from 'react-i18next';

// The pieces of an event that the table and the phone timeline both show (its time: components/event-time).

/** Who acted: their name and e-mail address, or for one of the account's API keys, its name and that it is one. */
export function EventActor({ event }: { event: AuditEvent }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" fw={500}>
        {event.actor}
      </Text>
      {event.actorKind === 'api_key' && (
        <Text size="xs" c="dimmed">
          {t('API key')}
        </Text>
      )}
      {event.actorEmail && event.actorEmail !== event.actor && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {event.actorEmail}
        </Text>
      )}
    </>
  );
}

/** An origin the product itself acts from (e-mails, the seal) has no IP address or user agent. */
const NOTHING = '—';

export function EventIp({ ip }: { ip: string | null }) {
  return (
    <Text size="sm" ff="monospace">
      {ip ?? NOTHING}
    </Text>
  );
}

/** Cut to one line; the whole text is the title (hover) and stays in the page for screen readers. */
export function EventUserAgent({ userAgent, maxWidth }: { userAgent: string | null; maxWidth: number | string }) {
  return (
    <Text size="xs" c="dimmed" truncate="end" maw={maxWidth} title={userAgent ?? undefined}>
      {userAgent ?? NOTHING}
    </Text>
  );
}
