import { Box, Stack, Text } from '@mantine/core';
import { AUDIT_EVENT_LABELS, type AuditEvent } from '@signflow/contract/audit';
import { useTranslation } from 'react-i18next';
import { EventTime } from '../../../components/event-time';
import { AuditEventDetails } from './audit-event-details';
import { EventActor, EventUserAgent } from './event-parts';

/** The trail on a phone, where six columns do not fit: an ordered list of events down a line, oldest first. */
export function AuditTrailTimeline({ events, labelledBy }: { events: AuditEvent[]; labelledBy: string }) {
  const { t } = useTranslation();
  return (
    <Stack component="ol" aria-labelledby={labelledBy} gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
      {events.map((event) => (
        <Box
          component="li"
          key={event.id}
          pl="md"
          pb="md"
          style={{ borderLeft: '2px solid var(--mantine-color-blue-light-color)', position: 'relative' }}
        >
          <Box
            aria-hidden="true"
            w={10}
            h={10}
            bg="blue"
            style={{ borderRadius: '50%', position: 'absolute', left: -6, top: 5 }}
          />
          <Text fw={700} size="sm">
            {t(AUDIT_EVENT_LABELS[event.type])}
          </Text>
          <EventTime at={event.at} />
          <EventActor event={event} />
          <AuditEventDetails event={event} />
          {event.ip && (
            <Text size="xs" c="dimmed" mt={4}>
              {t('IP address')}{' '}
              <Text span inherit ff="monospace">
                {event.ip}
              </Text>
            </Text>
          )}
          {event.userAgent && <EventUserAgent userAgent={event.userAgent} maxWidth="100%" />}
        </Box>
      ))}
    </Stack>
  );
}
