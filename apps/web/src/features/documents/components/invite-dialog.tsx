import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '@signflow/contract/sender-controls';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetProfileQuery } from '../../../api/session-api';
import { type ReminderErrors, reminderErrorsOf } from '../../../components/reminder-settings';
import { ReminderSettingsFields } from '../../../components/reminder-settings-fields';

interface InviteDialogProps {
  /** The Draft to send; null while the dialog is closed. */
  document: { DocName: string } | null;
  busy: boolean;
  onSend: (reminders: ReminderSettings) => void;
  onCancel: () => void;
}

/**
 * Invite Sign asks before sending (a sent document can no longer change) and offers the document's automatic
 * reminders, starting from the account's default (Profile), else after 3 days, every 3 days, at most 5.
 */
export function InviteDialog({ document, busy, onSend, onCancel }: InviteDialogProps) {
  const { t } = useTranslation();
  const { data: profile } = useGetProfileQuery();
  const accountDefault = profile?.reminders ?? DEFAULT_REMINDER_SETTINGS;
  const [reminders, setReminders] = useState<ReminderSettings>(accountDefault);
  const [errors, setErrors] = useState<ReminderErrors>({});

  // Each opening starts again from the account's default.
  useEffect(() => {
    if (document) {
      setReminders(accountDefault);
      setErrors({});
    }
  }, [document, accountDefault]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = reminderErrorsOf(reminders);
    setErrors(found);
    if (Object.keys(found).length === 0) onSend(reminders);
  };

  return (
    <Modal
      opened={document !== null}
      onClose={onCancel}
      title={t('Invite Sign')}
      closeButtonProps={{ 'aria-label': t('Close') }}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text>
            {t('Send “{{name}}” to its signers? It can no longer be changed once sent.', {
              name: document?.DocName ?? '',
            })}
          </Text>
          <ReminderSettingsFields value={reminders} onChange={setReminders} errors={errors} disabled={busy} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={busy} data-autofocus>
              {t('Send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
