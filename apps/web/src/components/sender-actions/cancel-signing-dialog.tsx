import { Text, Textarea } from '@mantine/core';
import { cancelDocumentSchema, MAX_CANCEL_REASON_LENGTH } from '@signflow/contract/sender-controls';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readApiError, translationKeyOf } from '../../api/api-error';
import { useCancelDocumentMutation } from '../../api/sender-controls-api';
import { translateText } from '../../i18n';
import { type ActionFailure, actionFailureOf } from '../action-error';
import { Dialog } from '../dialog';
import { DialogForm } from '../dialog-form';
import { notify } from '../toast';

interface CancelSigningDialogProps {
  /** The Sent document to cancel; null while the dialog is closed. */
  document: { id: string; name: string } | null;
  onClose: () => void;
  onCancelled?: () => void;
}

/** Cancel (void) a Sent document, with the reason every invited signer is told; it goes to Archives as Cancelled. */
export function CancelSigningDialog({ document, onClose, onCancelled }: CancelSigningDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [cancelDocument, { isLoading }] = useCancelDocumentMutation();

  useEffect(() => {
    if (document) {
      setReason('');
      setError(undefined);
      setFailure(null);
    }
  }, [document]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!document) return;
    const checked = cancelDocumentSchema.safeParse({ reason: reason.trim() });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setFailure(null);
    try {
      const answer = await cancelDocument({ documentId: document.id, ...checked.data }).unwrap();
      notify.success(answer.message);
      onClose();
      onCancelled?.();
    } catch (refusal) {
      const apiError = readApiError(refusal);
      if (apiError?.code === 400) setError(translateText(...translationKeyOf(apiError)));
      else setFailure(actionFailureOf(refusal));
    }
  };

  return (
    <Dialog opened={document !== null} onClose={onClose} title={t('Cancel signing')}>
      <DialogForm
        onSubmit={submit}
        dismissLabel={t('Keep signing')}
        onDismiss={onClose}
        submitLabel={t('Cancel signing')}
        submitProps={{ color: 'red' }}
        busy={isLoading}
        failure={failure}
      >
        <Text size="sm">
          {t(
            'Cancel signing of “{{name}}”? Every invited signer is told, their links stop working, and the document moves to Archives as Cancelled.',
            { name: document?.name ?? '' },
          )}
        </Text>
        <Textarea
          label={t('Reason')}
          description={t('The signers read this reason.')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={error ? translateText(error) : undefined}
          maxLength={MAX_CANCEL_REASON_LENGTH}
          autosize
          minRows={3}
          required
          data-autofocus
        />
      </DialogForm>
    </Dialog>
  );
}
