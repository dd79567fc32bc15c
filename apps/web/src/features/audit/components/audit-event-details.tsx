import { Text } from '@mantine/core';
import type { AuditEvent } from '@signflow/contract/audit';
import { DECISION_OF_FIELD_FLAG, type FieldResponseFlag, SIGNING_CONSENT_STATEMENT } from '@signflow/contract/signing';
import { useTranslation } from 'react-i18next';
import { SIGNER_DECISION_LABELS } from '../../../components/signer-decision-label';
import type { MessageKey } from '../../../i18n/en';
import { formatDateTime } from '../../../i18n/format-date';
import { formatFigureText } from '../../../i18n/format-number';
import { DOWNLOADED_FILE_LABELS, FIELD_CHANGE_LABELS } from '../audit-labels';
import { ShortHash } from './short-hash';

/** What an event's details say, in words (contract audit.ts lists the details of each type). */
export function AuditEventDetails({ event }: { event: AuditEvent }) {
  const { t, i18n } = useTranslation();
  const { details } = event;
  const figure = (value: string | undefined) => formatFigureText(value ?? '', i18n.language);
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
          {Number(details.answersCleared ?? 0) > 0 && (
            <>
              <br />
              {t('Answers of the earlier recipient cleared: {{number}}', { number: details.answersCleared ?? '' })}
            </>
          )}
        </Text>
      );
    case 'signer_added':
    case 'signer_removed':
      return (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('{{name}} ({{email}}), level {{level}}', {
            name: details.name ?? '',
            email: details.email ?? '',
            level: details.level ?? '',
          })}
          {Number(details.fieldsRemoved ?? 0) > 0 && (
            <>
              <br />
              {t('Fields removed with them: {{number}}', { number: details.fieldsRemoved ?? '' })}
            </>
          )}
        </Text>
      );
    case 'signer_changed':
      return (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {[
            details.oldName !== details.newName &&
              t('Name: {{old}} → {{new}}', { old: details.oldName ?? '', new: details.newName ?? '' }),
            details.oldEmail !== details.newEmail &&
              t('E-mail: {{old}} → {{new}}', { old: details.oldEmail ?? '', new: details.newEmail ?? '' }),
            details.oldLevel !== details.newLevel &&
              t('Level: {{old}} → {{new}}', { old: details.oldLevel ?? '', new: details.newLevel ?? '' }),
          ]
            .filter((line) => line !== false)
            .map((line) => (
              <span key={line} style={{ display: 'block' }}>
                {line}
              </span>
            ))}
        </Text>
      );
    case 'file_replaced':
      return (
        <>
          {details.sha256 && <ShortHash label="SHA-256" value={details.sha256} />}
          <Text size="sm">
            {t('Pages: {{old}} → {{new}}', { old: figure(details.oldPageCount), new: figure(details.pageCount) })}
          </Text>
          {Number(details.fieldsDropped ?? 0) > 0 && (
            <Text size="sm">
              {t('Fields dropped, their page gone: {{number}}', { number: figure(details.fieldsDropped) })}
            </Text>
          )}
        </>
      );
    case 'links_renewed':
      return details.expiresAt ? (
        <Text size="sm">{t('Valid until {{when}}', { when: formatDateTime(details.expiresAt, i18n.language) })}</Text>
      ) : null;
    case 'cancelled':
      return reasonOf(details, true);
    case 'consent_given':
      // The sentence the signer agreed to, in the reader's language when it is the one the signing page shows.
      return details.statement ? (
        <Text size="sm">
          “{details.statement === SIGNING_CONSENT_STATEMENT ? t(SIGNING_CONSENT_STATEMENT) : details.statement}”
        </Text>
      ) : null;
    default:
      return null;
  }
}
