import { Text } from '@mantine/core';
import type { AuditEvent } from '@signflow/contract/audit';
import { DECISION_OF_FIELD_FLAG, type FieldResponseFlag } from '@signflow/contract/signing';
import { useTranslation } from 'react-i18next';
import { SIGNER_DECISION_LABELS } from '../../../components/signer-decision-label';
import type { MessageKey } from '../../../i18n/en';
import { formatDateTime } from '../../../i18n/format-date';
import { DOWNLOADED_FILE_LABELS, FIELD_CHANGE_LABELS } from '../audit-labels';
import { ShortHash } from './short-hash';

/** What an event's details say, in words (contract audit.ts lists the details of each type). */
export function AuditEventDetails({ event }: { event: AuditEvent }) {
  const { t, i18n } = useTranslation();
  const { details } = event;
  // A value this version does not know yet is shown as the server wrote it.
  const labelled = (labels: Record<string, MessageKey>, value: string | undefined) => {
    if (value === undefined) return null;
    const label = labels[value];
    return <Text size="sm">{label ? t(label) : value}</Text>;
  };

  // The words a signer gave with a rejection or revision request, or the owner with a cancellation.
  const reasonOf = (given: Record<string, string>, always = false) =>
    given.reason || always ? (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('Reason: {{reason}}', { reason: given.reason ?? '' })}
      </Text>
    ) : null;

  switch (event.type) {
    case 'email_sent':
      return (
        <>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('to {{address}}', { address: details.to ?? '' })}
          </Text>
          {details.subject && (
            <Text size="xs" c="dimmed">
              {details.subject}
            </Text>
          )}
        </>
      );
    case 'fields_saved':
      return labelled(FIELD_CHANGE_LABELS, details.action);
    case 'field_completed':
      return labelled(
        SIGNER_DECISION_LABELS,
        DECISION_OF_FIELD_FLAG[details.response as FieldResponseFlag] ?? details.response,
      );
    case 'submitted':
      return (
        <>
          {labelled(SIGNER_DECISION_LABELS, details.decision)}
          {reasonOf(details)}
        </>
      );
    case 'rejected':
    case 'revision_asked':
      return reasonOf(details);
    case 'uploaded':
    case 'sealed':
      return details.sha256 ? <ShortHash label="SHA-256" value={details.sha256} /> : null;
    case 'downloaded':
      return labelled(DOWNLOADED_FILE_LABELS, details.file);
    case 'reminded':
      return (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {details.automatic === 'true'
            ? t('Automatic, to {{address}}', { address: details.to ?? '' })
            : t('to {{address}}', { address: details.to ?? '' })}
        </Text>
      );
    case 'reminders_changed':
      return (
        <Text size="sm">
          {details.afterDays === '0'
            ? t('No automatic reminders.')
            : t('First after {{after}} days, then every {{every}} days, at most {{most}} reminders.', {
                after: details.afterDays ?? '',
                every: details.everyDays ?? '',
                most: details.maxCount ?? '',
              })}
        </Text>
      );
    case 'signer_corrected':
      return (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {details.oldName !== details.newName &&
            t('Name: {{old}} → {{new}}', { old: details.oldName ?? '', new: details.newName ?? '' })}
          {details.oldName !== details.newName && details.oldEmail !== details.newEmail && <br />}
          {details.oldEmail !== details.newEmail &&
            t('E-mail: {{old}} → {{new}}', { old: details.oldEmail ?? '', new: details.newEmail ?? '' })}
        </Text>
      );
    case 'links_renewed':
      return details.expiresAt ? (
        <Text size="sm">{t('Valid until {{when}}', { when: formatDateTime(details.expiresAt, i18n.language) })}</Text>
      ) : null;
    case 'cancelled':
      return reasonOf(details, true);
    default:
      return null;
  }
}
