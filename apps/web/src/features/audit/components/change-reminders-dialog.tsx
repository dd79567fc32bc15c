import { Button, Group, Modal, Stack } from '@mantine/core';
import {
  DEFAULT_REMINDER_SETTINGS,
  type DocumentReminders,
  type ReminderSettings,
} from '@signflow/contract/sender-controls';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetDocumentRemindersMutation } from '../../../api/sender-controls-api';
import { ActionError, type ActionFailure, actionFailureOf } from '../../../components/action-error';
import { type ReminderErrors, reminderErrorsOf } from '../../../components/reminder-settings';
import { ReminderSettingsFields } from '../../../components/reminder-settings-fields';
import { notify } from '../../../components/toast';

interface ChangeRemindersDialogProps {
  opened: boolean;
  documentId: string;
  /** The document's reminders now; null when it was sent without any. */
  reminders: DocumentReminders | null;
  onClose: () => void;
}

/** Changes a Sent document's automatic reminders (PUT /v1/documents/{id}/reminders); off stops them. */
export function ChangeRemindersDialog({ opened, documentId, reminders, onClose }: ChangeRemindersDialogProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState<ReminderSettings>(DEFAULT_REMINDER_SETTINGS);
  const [errors, setErrors] = useState<ReminderErrors>({});
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [save, { isLoading }] = useSetDocumentRemindersMutation();

  useEffect(() => {
    if (!opened) return;
    setValue(
      reminders
        ? { afterDays: reminders.afterDays, everyDays: reminders.everyDays, maxCount: reminders.maxCount }
        : { ...DEFAULT_REMINDER_SETTINGS, afterDays: 0 },
    );
    setErrors({});
    setFailure(null);
  }, [opened, reminders]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = reminderErrorsOf(value);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    try {
      const answer = await save({ documentId, reminders: value }).unwrap();
      notify.success(answer.message);
      onClose();
    } catch (error) {
      setFailure(actionFailureOf(error));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('Automatic reminders')}
      closeButtonProps={{ 'aria-label': t('Close') }}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <ReminderSettingsFields value={value} onChange={setValue} errors={errors} disabled={isLoading} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={isLoading}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={isLoading} data-autofocus>
              {t('Save reminders')}
            </Button>
          </Group>
          <ActionError failure={failure} />
        </Stack>
      </form>
    </Modal>
  );
}
