import { Text, Textarea } from '@mantine/core';
import { DECISION_NEEDS_REASON, declineReasonFormSchema, MAX_DECISION_REASON_LENGTH } from '@signflow/contract/signing';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionFailure } from '../../../components/action-error';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { translateText } from '../../../i18n';
import type { MessageKey } from '../../../i18n/en';
import type { Decline } from '../signing-session';

/** What each way of declining is called, and the decision it submits. */
const DECLINE_WORDS: Record<Decline, { title: MessageKey; message: MessageKey; confirm: MessageKey }> = {
  reject: {
    title: 'Reject the document',
    message: 'Signing stops for everyone and the sender is told. You can say why.',
    confirm: 'Reject',
  },
  revise: {
    title: 'Ask for a revision',
    message: 'Signing stops for everyone and the sender is asked to change the document. Say what should change.',
    confirm: 'Revise',
  },
};

const DECISION_OF_DECLINE = { reject: 'rejected', revise: 'revision' } as const;

interface DeclineDialogProps {
  /** The way of declining asked for; null while the dialog is closed. */
  decline: Decline | null;
  busy: boolean;
  /** Why the last sending did not go through. */
  failure: ActionFailure | null;
  onConfirm: (decline: Decline, reason: string | null) => void;
  onCancel: () => void;
}

/**
 * Reject or Revise, in one step: the reason (required for a revision, optional for a rejection, checked by the
 * submission's own rules), then the answer goes at once; nothing is left to press Done on.
 */
export function DeclineDialog({ decline, busy, failure, onConfirm, onCancel }: DeclineDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const shown = decline ?? 'reject';
  const words = DECLINE_WORDS[shown];
  const required = DECISION_NEEDS_REASON[DECISION_OF_DECLINE[shown]];

  useEffect(() => {
    if (decline) {
      setReason('');
      setError(undefined);
    }
  }, [decline]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!decline) return;
    const checked = declineReasonFormSchema(DECISION_OF_DECLINE[decline]).safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    onConfirm(decline, checked.data.reason || null);
  };

  return (
    <Dialog opened={decline !== null} onClose={onCancel} title={t(words.title)}>
      <DialogForm
        onSubmit={submit}
        dismissLabel={t('Cancel')}
        onDismiss={onCancel}
        submitLabel={t(words.confirm)}
        submitProps={{ color: shown === 'reject' ? 'red' : 'orange' }}
        busy={busy}
        failure={failure}
      >
        <Text size="sm">{t(words.message)}</Text>
        <Textarea
          label={required ? t('Reason') : t('Reason (optional)')}
          description={t('The sender reads this reason.')}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(undefined);
          }}
          error={error ? translateText(error) : undefined}
          maxLength={MAX_DECISION_REASON_LENGTH}
          autosize
          minRows={3}
          maxRows={8}
          required={required}
          data-autofocus
        />
      </DialogForm>
    </Dialog>
  );
}
