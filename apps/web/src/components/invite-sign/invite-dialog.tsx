import { Alert, Fieldset, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  DEFAULT_REMINDER_SETTINGS,
  MAX_SENDER_MESSAGE_LENGTH,
  type ReminderSettings,
  senderMessageField,
} from '@signflow/contract/sender-controls';
import {
  ACCESS_CODE_MAX_LENGTH,
  accessCodeField,
  type SignerVerification,
  type SignerVerificationChoice,
} from '@signflow/contract/signer-verification';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SigningRecord } from '../../api/document-types';
import { useGetProfileQuery } from '../../api/session-api';
import { useGetSigningRecordQuery } from '../../api/signing-record-api';
import { translateText } from '../../i18n';
import { formatCount } from '../../i18n/format-number';
import type { ActionFailure } from '../action-error';
import { Dialog } from '../dialog';
import { DialogForm } from '../dialog-form';
import { type ReminderErrors, reminderErrorsOf } from '../reminder-settings';
import { ReminderSettingsFields } from '../reminder-settings-fields';
import { useTimeOfChange } from '../use-time-of-change';

interface InviteDialogProps {
  /** The Draft to send; null while the dialog is closed. */
  document: { id: string; name: string } | null;
  busy: boolean;
  /** Why the last Send failed: said under the buttons. */
  failure: ActionFailure | null;
  onSend: (reminders: ReminderSettings, message: string | null, signers: SignerVerificationChoice[]) => void;
  onCancel: () => void;
}

/** How one signer proves who they are before the document opens, as the dialog holds it. */
interface SignerCheck {
  verification: SignerVerification;
  accessCode: string;
}

/** A signer's check as the dialog opens: the one they have (their template role's, or an earlier sending's). */
const checkOf = (signer: { verification?: SignerVerification }): SignerCheck => ({
  verification: signer.verification ?? 'link',
  accessCode: '',
});

/**
 * The checks to send as Invite Sign's `signers`: each that is more than the link, and a link that replaces another
 * check (a signer not named keeps theirs).
 */
function chosenChecks(
  signers: { id: string; verification?: SignerVerification }[],
  checks: Readonly<Record<string, SignerCheck>>,
): SignerVerificationChoice[] {
  return signers.flatMap((signer): SignerVerificationChoice[] => {
    const { id } = signer;
    const check = checks[id] ?? checkOf(signer);
    if (check.verification === 'link') {
      return (signer.verification ?? 'link') === 'link' ? [] : [{ id, verification: 'link' }];
    }
    if (check.verification === 'email_code') return [{ id, verification: 'email_code' }];
    return [{ id, verification: 'access_code', accessCode: check.accessCode }];
  });
}

/** Each access code that breaks the contract's rule, by signer: the message said under its field. */
function accessCodeErrorsOf(chosen: SignerVerificationChoice[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const choice of chosen) {
    if (choice.verification !== 'access_code') continue;
    const parsed = accessCodeField.safeParse(choice.accessCode ?? '');
    if (!parsed.success) errors[choice.id] = parsed.error.issues[0]?.message ?? '';
  }
  return errors;
}

/** One signer's "How they prove who they are": Link only, E-mail code, or Access code with its code. */
function SignerCheckFields(props: {
  name: string;
  value: SignerCheck;
  error: string | undefined;
  disabled: boolean;
  onChange: (check: SignerCheck) => void;
}) {
  const { t } = useTranslation();
  const { value } = props;
  return (
    <Fieldset legend={props.name} variant="unstyled">
      <Stack gap="xs">
        <NativeSelect
          label={t('How they prove who they are')}
          value={value.verification}
          disabled={props.disabled}
          data={[
            { value: 'link', label: t('Link only') },
            { value: 'email_code', label: t('E-mail code') },
            { value: 'access_code', label: t('Access code') },
          ]}
          onChange={(event) =>
            props.onChange({ ...value, verification: event.currentTarget.value as SignerVerification })
          }
        />
        {value.verification === 'access_code' && (
          <TextInput
            label={t('Access code')}
            description={t(
              'The access code is stored only as a hash: give it to the signer yourself, another way than e-mail.',
            )}
            value={value.accessCode}
            maxLength={ACCESS_CODE_MAX_LENGTH}
            autoComplete="off"
            disabled={props.disabled}
            error={props.error ? translateText(props.error) : undefined}
            onChange={(event) => props.onChange({ ...value, accessCode: event.currentTarget.value })}
          />
        )}
      </Stack>
    </Fieldset>
  );
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
  const { t, i18n } = useTranslation();
  const { data: profile } = useGetProfileQuery();
  const accountDefault = profile?.reminders ?? DEFAULT_REMINDER_SETTINGS;
  const [reminders, setReminders] = useState<ReminderSettings>(accountDefault);
  const [errors, setErrors] = useState<ReminderErrors>({});
  const [message, setMessage] = useState('');
  const [messageError, setMessageError] = useState<string | null>(null);
  const [checks, setChecks] = useState<Readonly<Record<string, SignerCheck>>>({});
  const [checkErrors, setCheckErrors] = useState<Readonly<Record<string, string>>>({});
  const record = useGetSigningRecordQuery(document?.id ?? '', { skip: !document, refetchOnMountOrArgChange: true });
  const missing = record.data && record.data.document.id === document?.id ? signersWithoutField(record.data) : [];
  // Send waits for the fields to be read once since this opening; should that fail, the server still refuses a signer
  // without a field. A later reload (the live updates read every document query again) leaves Send as it is: a click
  // landing as a reload starts is not lost to a button disabled for a moment.
  const openedAt = useTimeOfChange(document);
  const readSinceOpening = (record.fulfilledTimeStamp ?? 0) >= openedAt;
  const failedSinceOpening = record.isError && !record.isFetching && (record.startedTimeStamp ?? 0) >= openedAt;
  const unchecked = !readSinceOpening && !failedSinceOpening;

  // Each opening starts again from the account's default.
  useEffect(() => {
    if (document) {
      setReminders(accountDefault);
      setErrors({});
      setMessage('');
      setMessageError(null);
      setChecks({});
      setCheckErrors({});
    }
  }, [document, accountDefault]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (missing.length > 0 || unchecked) return;
    const found = reminderErrorsOf(reminders);
    setErrors(found);
    const typed = senderMessageField.safeParse(message);
    setMessageError(typed.success ? null : (typed.error.issues[0]?.message ?? null));
    const chosen = chosenChecks(record.data?.signers ?? [], checks);
    const wrongCodes = accessCodeErrorsOf(chosen);
    setCheckErrors(wrongCodes);
    const checksValid = Object.keys(wrongCodes).length === 0;
    if (Object.keys(found).length === 0 && typed.success && checksValid) {
      onSend(reminders, typed.data, chosen);
    }
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
            max: formatCount(MAX_SENDER_MESSAGE_LENGTH, i18n.language),
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
        {(record.data?.signers ?? []).map((signer) => (
          <SignerCheckFields
            key={signer.id}
            name={signer.name}
            value={checks[signer.id] ?? checkOf(signer)}
            error={checkErrors[signer.id]}
            disabled={busy}
            onChange={(check) => setChecks((current) => ({ ...current, [signer.id]: check }))}
          />
        ))}
        <ReminderSettingsFields value={reminders} onChange={setReminders} errors={errors} disabled={busy} />
      </DialogForm>
    </Dialog>
  );
}
