import { Alert, Text, Textarea } from '@mantine/core';
import {
  DEFAULT_REMINDER_SETTINGS,
  MAX_SENDER_MESSAGE_LENGTH,
  type ReminderSettings,
  senderMessageField,
} from '@signflow/contract/sender-controls';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SigningRecord } from '../../api/document-types';
import { useGetProfileQuery } from '../../api/session-api';
import { useGetSigningRecordQuery } from '../../api/signing-record-api';
import { translateText } from '../../i18n';
import type { ActionFailure } from '../action-error';
import { Dialog } from '../dialog';
import { DialogForm } from '../dialog-form';
import { type ReminderErrors, reminderErrorsOf } from '../reminder-settings';
import { ReminderSettingsFields } from '../reminder-settings-fields';

interface InviteDialogProps {
  /** The Draft to send; null while the dialog is closed. */
  document: { id: string; name: string } | null;
  busy: boolean;
  /** Why the last Send failed: said under the buttons. */
  failure: ActionFailure | null;
  onSend: (reminders: ReminderSettings, message: string | null) => void;
  onCancel: () => void;
}

/** The signers who have no field yet, in signing order: Invite Sign waits until each has one. */
export function signersWithoutField(record: Pick<SigningRecord, 'signers' | 'fields'>): string[] {
  return record.signers
    .filter((signer) => !record.fields.some((field) => field.signerId === signer.id))
    .map((signer) => signer.name);
}

/**
 * Invite Sign asks before sending (a sent document can no longer change) and offers the document's automatic
 * reminders, starting from the account's default (Profile), else after 3 days, every 3 days, at most 5, and a
 * message for the invitations. Send stays disabled, with the reason, while a signer has no field.
 */
export function InviteDialog({ document, busy, failure, onSend, onCancel }: InviteDialogProps) {
  const { t } = useTranslation();
  const { data: profile } = useGetProfileQuery();
  const accountDefault = profile?.reminders ?? DEFAULT_REMINDER_SETTINGS;
  const [reminders, setReminders] = useState<ReminderSettings>(accountDefault);
  const [errors, setErrors] = useState<ReminderErrors>({});
  const [message, setMessage] = useState('');
  const [messageError, setMessageError] = useState<string | null>(null);
  const record = useGetSigningRecordQuery(document?.id ?? '', { skip: !document, refetchOnMountOrArgChange: true });
  const missing = record.data && record.data.document.id === document?.id ? signersWithoutField(record.data) : [];
  // Send waits for the fields to be read; should that fail, the server still refuses a signer without a field.
  const unchecked = record.isFetching || (!record.data && !record.isError);

  // Each opening starts again from the account's default.
  useEffect(() => {
    if (document) {
      setReminders(accountDefault);
      setErrors({});
      setMessage('');
      setMessageError(null);
    }
  }, [document, accountDefault]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (missing.length > 0 || unchecked) return;
    const found = reminderErrorsOf(reminders);
    setErrors(found);
    const typed = senderMessageField.safeParse(message);
    setMessageError(typed.success ? null : (typed.error.issues[0]?.message ?? null));
    if (Object.keys(found).length === 0 && typed.success) onSend(reminders, typed.data);
  };

  return (
    <Dialog opened={document !== null} onClose={onCancel} title={t('Invite Sign')}>
      <DialogForm
        onSubmit={submit}
        dismissLabel={t('Cancel')}
        onDismiss={onCancel}
        submitLabel={t('Send')}
        submitProps={{
          disabled: missing.length > 0 || unchecked,
          'aria-describedby': missing.length > 0 ? 'invite-blocked-reason' : undefined,
          'data-autofocus': true,
        }}
        busy={busy}
        failure={failure}
      >
        <Text>
          {t('Send “{{name}}” to its signers? It can no longer be changed once sent.', {
            name: document?.name ?? '',
          })}
        </Text>
        {missing.length > 0 && (
          <Alert color="orange" variant="light" id="invite-blocked-reason">
            {t('Add a field for {{names}} before inviting', { names: missing.join(', ') })}
          </Alert>
        )}
        <Textarea
          label={t('Message to the signers (optional)')}
          description={t('Goes into the invitations and reminders, up to {{max}} characters.', {
            max: String(MAX_SENDER_MESSAGE_LENGTH),
          })}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          error={messageError ? translateText(messageError) : undefined}
          maxLength={MAX_SENDER_MESSAGE_LENGTH}
          autosize
          minRows={3}
          maxRows={8}
          disabled={busy}
        />
        <ReminderSettingsFields value={reminders} onChange={setReminders} errors={errors} disabled={busy} />
      </DialogForm>
    </Dialog>
  );
}
