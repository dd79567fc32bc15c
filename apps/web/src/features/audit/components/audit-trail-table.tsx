import { Table, Text } from '@mantine/core';
import { AUDIT_EVENT_LABELS, type AuditEvent } from '@signflow/contract/audit';
import { useTranslation } from 'react-i18next';
import { EventTime } from '../../../components/event-time';
import { TableHead } from '../../../components/table-head';
import { AuditEventDetails } from './audit-event-details';
import { EventActor, EventIp, EventUserAgent } from './event-parts';

/** The trail on a wide screen: one row an event, oldest first. */
export function AuditTrailTable({ events, labelledBy }: { events: AuditEvent[]; labelledBy: string }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="sm" aria-labelledby={labelledBy}>
        <TableHead columns={['Time', 'Action', 'Actor', 'Details', 'IP address', 'User agent']} />
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td>
                <EventTime at={event.at} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {t(AUDIT_EVENT_LABELS[event.type])}
                </Text>
              </Table.Td>
              <Table.Td>
                <EventActor event={event} />
              </Table.Td>
              <Table.Td>
                <AuditEventDetails event={event} />
              </Table.Td>
              <Table.Td>
                <EventIp ip={event.ip} />
              </Table.Td>
              <Table.Td>
                <EventUserAgent userAgent={event.userAgent} maxWidth={200} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
