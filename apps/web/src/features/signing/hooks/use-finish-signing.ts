import { webPaths } from '@signflow/contract/web-paths';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { readApiError } from '../../../api/api-error';
import { type ActionFailure, actionFailureOf } from '../../../components/action-error';
import { useSaveSignerResponseMutation, useSubmitSigningMutation } from '../api/signing-api';
import { DECISION_MESSAGES, tellEmbeddingPage } from '../embed-messages';
import type { Highlight } from '../signing-session';

interface FinishSigningOptions {
  documentId: string;
  signerId: string;
  token: string;
  /** The sites allowed to embed the page: the one framing it is told the outcome (docs/embedding.md). */
  embedOrigins: readonly string[];
  /** The fields whose save went through: they are not sent again. */
  onSaved: (fieldIds: string[]) => void;
}

/**
 * Close signing saves what the signer has answered so far. Finish (with the signer's consent to sign
 * electronically), or a confirmed Reject or Revise (with its reason): every own field pending save is sent, all at
 * once and awaited, then the signer submits and lands on their ending page. A refused submission (e.g. a field still empty)
 * is kept as `failure`, for the step the signer took to show, and the signer stays; a save's own refusal is the better
 * reason when there is one.
 */
export function useFinishSigning({ documentId, signerId, token, embedOrigins, onSaved }: FinishSigningOptions) {
  const navigate = useNavigate();
  const [saveResponse] = useSaveSignerResponseMutation();
  const [submit] = useSubmitSigningMutation();
  const [finishing, setFinishing] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);

  /** Sends every own field changed since its last save; answers the first refusal the server explained, if any. */
  const saveChanges = async (highlights: Highlight[]) => {
    const pending = highlights.filter((field) => field.editable && field.save);
    const saves = await Promise.allSettled(
      pending.map((field) =>
        saveResponse({ documentId, token, fieldId: field.id, body: { response: field.response } }).unwrap(),
      ),
    );
    onSaved(pending.filter((_, index) => saves[index]?.status === 'fulfilled').map((field) => field.id));
    const failed = saves.filter((save): save is PromiseRejectedResult => save.status === 'rejected');
    return { failed: failed.length > 0, refusal: failed.find((save) => readApiError(save.reason) !== undefined) };
  };

  /**
   * Close signing: the answers given so far are saved (not submitted), so the same link brings them back. False,
   * with the reason shown, when one could not be saved.
   */
  const saveForLater = async (highlights: Highlight[]) => {
    setFinishing(true);
    setFailure(null);
    try {
      const { failed, refusal } = await saveChanges(highlights);
      if (failed) setFailure(actionFailureOf(refusal?.reason));
      return !failed;
    } finally {
      setFinishing(false);
    }
  };

  /** Saves and submits; false, with `failure` telling why, when it did not go through. */
  const finish = async (
    highlights: Highlight[],
    answer: { reason?: string | null; consent?: boolean } = {},
  ): Promise<boolean> => {
    setFinishing(true);
    setFailure(null);
    try {
      const { refusal: refusedSave } = await saveChanges(highlights);
      try {
        const submitted = await submit({
          documentId,
          token,
          body: { reason: answer.reason ?? null, consent: answer.consent === true },
        }).unwrap();
        tellEmbeddingPage(embedOrigins, { type: DECISION_MESSAGES[submitted.decision], documentId, signerId });
      } catch (error) {
        const reason = refusedSave?.reason ?? error;
        setFailure(actionFailureOf(reason));
        const message = readApiError(reason)?.message ?? 'The submission did not go through';
        tellEmbeddingPage(embedOrigins, { type: 'signflow:error', documentId, signerId, message });
        return false;
      }
      navigate(webPaths.signerEnding({ documentId, signerId, token }), { replace: true });
      return true;
    } finally {
      setFinishing(false);
    }
  };

  return { finish, saveForLater, finishing, failure, clearFailure: () => setFailure(null) };
}
