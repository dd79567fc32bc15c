import { Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { DocumentReminders, SignerTimeline } from '@signflow/contract/sender-controls';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EventTime } from '../../../components/event-time';
import { FactList } from '../../../components/fact-list';
import { SIGNER_DECISION_LABELS } from '../../../components/signer-decision-label';
import { TableHead } from '../../../components/table-head';
import { formatDateTime } from '../../../i18n/format-date';
import { ChangeRemindersDialog } from './change-reminders-dialog';

/** A date, or a dash read out as 'Not yet'. */
function When({ at }: { at: string | null }) {
  const { t } = useTranslation();
  return at ? (
    <EventTime at={at} />
  ) : (
    <Text size="sm" c="dimmed">
      <span aria-hidden>–</span>
      <VisuallyHidden>{t('Not yet')}</VisuallyHidden>
    </Text>
  );
}

/** The last reminder and how many went, e.g. '7 Jun 2025, 14:05 (2 in all)'. */
function Reminded({ signer }: { signer: SignerTimeline }) {
  const { t } = useTranslation();
  if (!signer.remindedAt) return <When at={null} />;
  return (
    <Stack gap={0}>
      <EventTime at={signer.remindedAt} />
      <Text size="xs" c="dimmed">
        {t('Reminders sent: {{number}}', { number: String(signer.reminderCount) })}
      </Text>
    </Stack>
  );
}

/** When they submitted, what they decided and, for a rejection or revision request, the reason they gave. */
function Submitted({ signer }: { signer: SignerTimeline }) {
  const { t } = useTranslation();
  if (!signer.submittedAt) return <When at={null} />;
  return (
    <Stack gap={0}>
      <EventTime at={signer.submittedAt} />
      {signer.decision && (
        <Text size="xs" c="dimmed">
          {t(SIGNER_DECISION_LABELS[signer.decision])}
        </Text>
      )}
      {signer.reason && (
        <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
          {t('Reason: {{reason}}', { reason: signer.reason })}
        </Text>
      )}
    </Stack>
  );
}

/** What the document's automatic reminders are and when the next one goes. */
function RemindersNote({ reminders, waiting }: { reminders: DocumentReminders | null; waiting: boolean }) {
  const { t, i18n } = useTranslation();
  if (!reminders || reminders.afterDays === 0) return <Text size="sm">{t('No automatic reminders.')}</Text>;
  return (
    <Text size="sm">
      {t('Automatic reminders: first after {{after}} days, then every {{every}} days, at most {{most}}.', {
        after: String(reminders.afterDays),
        every: String(reminders.everyDays),
        most: String(reminders.maxCount),
      })}{' '}
      {/* Once signing has ended no reminder goes, whatever the schedule says. */}
      {waiting && reminders.nextAt
        ? t('Next: {{when}}.', { when: formatDateTime(reminders.nextAt, i18n.language) })
        : t('No more are planned.')}
    </Text>
  );
}

/**
 * Each signer's own dates on the History page: invited, first opened their link, last reminded, submitted. A table
 * on a wide screen; on a phone, one card a signer.
 */
export function SignerDates({
  documentId,
  signers,
  reminders,
  isPhone,
  canChangeReminders,
}: {
  documentId: string;
  signers: SignerTimeline[];
  reminders: DocumentReminders | null;
  isPhone: boolean;
  /** A Sent document's reminders may still be changed. */
  canChangeReminders: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [changing, setChanging] = useState(false);
  if (signers.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t('Signers')}
      </Title>
      <Group gap="xs" align="center">
        <RemindersNote reminders={reminders} waiting={canChangeReminders} />
        {canChangeReminders && (
          <Button size="compact-sm" variant="subtle" onClick={() => setChanging(true)}>
            {t('Change reminders')}
          </Button>
        )}
      </Group>
      <ChangeRemindersDialog
        opened={changing}
        documentId={documentId}
        reminders={reminders}
        onClose={() => setChanging(false)}
      />
      {isPhone ? (
        <Stack gap="xs">
          {signers.map((signer) => (
            <Paper key={signer.id} withBorder p="sm" radius="md">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {signer.name}
              </Text>
              <Text size="sm" c="dimmed" mb="xs" style={{ overflowWrap: 'anywhere' }}>
                {signer.email}
              </Text>
              <FactList
                cols={{ base: 1, xs: 2 }}
                facts={[
                  { label: t('Invited'), value: <When at={signer.invitedAt} /> },
                  { label: t('Opened'), value: <When at={signer.openedAt} /> },
                  { label: t('Reminded'), value: <Reminded signer={signer} /> },
                  { label: t('Submitted'), value: <Submitted signer={signer} /> },
                ]}
              />
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="xs" aria-labelledby={headingId}>
            <TableHead columns={['Signer', 'Invited', 'Opened', 'Reminded', 'Submitted']} />
            <Table.Tbody>
              {signers.map((signer) => (
                <Table.Tr key={signer.id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {signer.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {signer.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <When at={signer.invitedAt} />
                  </Table.Td>
                  <Table.Td>
                    <When at={signer.openedAt} />
                  </Table.Td>
                  <Table.Td>
                    <Reminded signer={signer} />
                  </Table.Td>
                  <Table.Td maw={260}>
                    <Submitted signer={signer} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
