import { DEFAULT_REMINDER_SETTINGS, type DocumentReminders } from '@signflow/contract/sender-controls';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetDocumentRemindersMutation } from '../../../api/sender-controls-api';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { ReminderSettingsFields } from '../../../components/reminder-settings-fields';
import { useReminderSettingsForm } from '../../../components/use-reminder-settings-form';

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
  const [save, { isLoading }] = useSetDocumentRemindersMutation();
  const { value, setValue, errors, failure, submit, reset } = useReminderSettingsForm(
    DEFAULT_REMINDER_SETTINGS,
    (settings) => save({ documentId, reminders: settings }).unwrap(),
    onClose,
  );

  useEffect(() => {
    if (!opened) return;
    reset(
      reminders
        ? { afterDays: reminders.afterDays, everyDays: reminders.everyDays, maxCount: reminders.maxCount }
        : { ...DEFAULT_REMINDER_SETTINGS, afterDays: 0 },
    );
  }, [opened, reminders, reset]);

  return (
    <Dialog opened={opened} onClose={onClose} title={t('Automatic reminders')}>
      <DialogForm
        onSubmit={submit}
        dismissLabel={t('Cancel')}
        onDismiss={onClose}
        submitLabel={t('Save reminders')}
        submitProps={{ 'data-autofocus': true }}
        busy={isLoading}
        failure={failure}
      >
        <ReminderSettingsFields value={value} onChange={setValue} errors={errors} disabled={isLoading} />
      </DialogForm>
    </Dialog>
  );
}
