import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyApiError } from '../../api/api-error';
import { useRemindSignersMutation, useRenewLinksMutation } from '../../api/sender-controls-api';
import { ConfirmDialog } from '../confirm-dialog';
import { notify } from '../toast';
import { CancelSigningDialog } from './cancel-signing-dialog';
import { CorrectSignerDialog } from './correct-signer-dialog';

export interface SentDocument {
  id: string;
  DocName: string;
}

/**
 * The owner's actions on a Sent document (docs/domain.md): Remind at once, Correct a signer, Renew links and
 * Cancel, each of the last three through its dialog. The Documents list and the History page both use it; the
 * dialogs it answers are rendered once by the page.
 */
export function useSentDocumentActions({ onCancelled }: { onCancelled?: () => void } = {}) {
  const { t } = useTranslation();
  const [remindSigners, { isLoading: reminding, originalArgs: remindingId }] = useRemindSignersMutation();
  const [renewLinks, { isLoading: renewing }] = useRenewLinksMutation();
  const [toCorrect, setToCorrect] = useState<SentDocument | null>(null);
  const [toRenew, setToRenew] = useState<SentDocument | null>(null);
  const [toCancel, setToCancel] = useState<SentDocument | null>(null);

  // Pressed too soon, the API answers 429 naming the signer and the minutes left: shown as it comes.
  const remind = async (document: SentDocument) => {
    try {
      const answer = await remindSigners(document.id).unwrap();
      notify.success(answer.message);
    } catch (error) {
      notifyApiError(error);
    }
  };

  const confirmRenew = async () => {
    if (!toRenew) return;
    try {
      const answer = await renewLinks(toRenew.id).unwrap();
      notify.success(answer.message);
    } catch (error) {
      notifyApiError(error);
    } finally {
      setToRenew(null);
    }
  };

  const dialogs = (
    <>
      <CorrectSignerDialog document={toCorrect} onClose={() => setToCorrect(null)} />
      <ConfirmDialog
        opened={toRenew !== null}
        title={t('Renew links')}
        message={t(
          'Make the links of the signers still waiting on “{{name}}” work for 30 days from now, and mail them again?',
          { name: toRenew?.DocName ?? '' },
        )}
        confirmLabel={t('Renew links')}
        busy={renewing}
        destructive={false}
        onConfirm={confirmRenew}
        onCancel={() => setToRenew(null)}
      />
      <CancelSigningDialog document={toCancel} onClose={() => setToCancel(null)} onCancelled={onCancelled} />
    </>
  );

  return {
    remind,
    isReminding: (document: SentDocument) => reminding && remindingId === document.id,
    correct: setToCorrect,
    renew: setToRenew,
    cancel: setToCancel,
    dialogs,
  };
}

export type SentDocumentActions = ReturnType<typeof useSentDocumentActions>;
