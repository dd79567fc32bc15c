import { Checkbox, Text } from '@mantine/core';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import { SIGNING_CONSENT_STATEMENT, type SigningFollowUp } from '@signflow/contract/signing';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionFailure } from '../../../components/action-error';
import { Dialog } from '../../../components/dialog';
import { DialogForm } from '../../../components/dialog-form';
import { useProgressText } from '../hooks/use-progress-text';

/** What follows the signer's Finish, by what the record says (docs/domain.md#signers-and-their-links). */
function useFollowUpWords(followUp: SigningFollowUp): string {
  const { t } = useTranslation();
  const names = followUp.names.join(', ');
  switch (followUp.kind) {
    case 'completes':
      return t('Everyone will then have signed: you will receive the sealed PDF by e-mail.');
    case 'othersSign':
      return t('Still to sign: {{names}}. Once everyone has signed, you will receive the sealed PDF by e-mail.', {
        names,
      });
    case 'nextInvited':
      return t(
        'Next, {{names}} will be invited to sign. Once everyone has signed, you will receive the sealed PDF by e-mail.',
        { names },
      );
  }
}

interface FinishDialogProps {
  opened: boolean;
  progress: { completed: number; total: number };
  followUp: SigningFollowUp;
  busy: boolean;
  /** Why the last sending did not go through. */
  failure: ActionFailure | null;
  /** Finish, with the signer's consent given. */
  onFinish: () => void;
  onCancel: () => void;
}

/**
 * The one finish step, the same whichever way the signer gets there: what they filled in, what happens next, the
 * consent they tick (an approval is refused without it, docs/decisions.md), then Finish.
 */
export function FinishDialog({ opened, progress, followUp, busy, failure, onFinish, onCancel }: FinishDialogProps) {
  const { t } = useTranslation();
  const followUpWords = useFollowUpWords(followUp);
  const progressText = useProgressText(progress);
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState(false);
  useEffect(() => {
    if (opened) setError(false);
  }, [opened]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!consent) {
      setError(true);
      return;
    }
    onFinish();
  };

  return (
    <Dialog opened={opened} onClose={onCancel} title={t('Finish signing')}>
      <DialogForm
        onSubmit={submit}
        dismissLabel={t('Back to the document')}
        onDismiss={onCancel}
        submitLabel={t('Finish')}
        busy={busy}
        failure={failure}
      >
        <Text size="sm">{progressText}</Text>
        <Text size="sm">{followUpWords}</Text>
        <Checkbox
          label={t(SIGNING_CONSENT_STATEMENT)}
          checked={consent}
          onChange={(event) => {
            setConsent(event.currentTarget.checked);
            setError(false);
          }}
          error={error ? t(API_MESSAGES.consentRequired) : undefined}
          data-autofocus
        />
      </DialogForm>
    </Dialog>
  );
}
