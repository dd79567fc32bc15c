import { SIGNER_LINK_TTL_DAYS } from '@signflow/contract/sender-controls';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemindSignersMutation, useRenewLinksMutation } from '../../api/sender-controls-api';
import { useActionErrors } from '../action-error';
import { ConfirmDialog } from '../confirm-dialog';
import { notify } from '../toast';
import { CancelSigningDialog } from './cancel-signing-dialog';
import { CorrectSignerDialog } from './correct-signer-dialog';

/** The key of Renew links' failure, shown in its dialog. */
const RENEW = 'renew';

export interface SentDocument {
  id: string;
  name: string;
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
  // Remind's failure stays beside the document's controls; Renew's under its dialog's buttons.
  const failures = useActionErrors();

  // Pressed too soon, the API answers 429 naming the signer and the minutes left: shown as it comes.
  const remind = async (document: SentDocument) => {
    failures.clear(document.id);
    try {
      const answer = await remindSigners(document.id).unwrap();
      notify.success(answer.message);
    } catch (error) {
      failures.fail(document.id, error);
    }
  };

  const openRenew = (document: SentDocument | null) => {
    failures.clear(RENEW);
    setToRenew(document);
  };

  const confirmRenew = async () => {
    if (!toRenew) return;
    failures.clear(RENEW);
    try {
      const answer = await renewLinks(toRenew.id).unwrap();
      notify.success(answer.message);
      setToRenew(null);
    } catch (error) {
      failures.fail(RENEW, error);
    }
  };

  const dialogs = (
    <>
      <CorrectSignerDialog document={toCorrect} onClose={() => setToCorrect(null)} />
      <ConfirmDialog
        opened={toRenew !== null}
        title={t('Renew links')}
        message={t(
          'Make the links of the signers still waiting on “{{name}}” work for {{days}} days from now, and mail them again?',
          { name: toRenew?.name ?? '', days: String(SIGNER_LINK_TTL_DAYS) },
        )}
        confirmLabel={t('Renew links')}
        busy={renewing}
        destructive={false}
        failure={failures.of(RENEW)}
        onConfirm={confirmRenew}
        onCancel={() => openRenew(null)}
      />
      <CancelSigningDialog document={toCancel} onClose={() => setToCancel(null)} onCancelled={onCancelled} />
    </>
  );

  return {
    remind,
    isReminding: (document: SentDocument) => reminding && remindingId === document.id,
    correct: setToCorrect,
    renew: openRenew,
    cancel: setToCancel,
    /** Why the last Remind of the document failed, to show beside its controls. */
    failureOf: (document: SentDocument) => failures.of(document.id),
    dialogs,
  };
}

export type SentDocumentActions = ReturnType<typeof useSentDocumentActions>;
