import { Button } from '@mantine/core';
import type { DocumentSummary } from '@signflow/contract/documents';
import { webPaths } from '@signflow/contract/web-paths';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyApiError } from '../../../api/api-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { usePrepareAgainMutation } from '../api/documents-api';

/**
 * 'Prepare again' for a document sent back for revision or cancelled: asked to confirm, it returns to Draft and the
 * owner goes on in the editor. `button(document)` is a row's button; `dialog` is rendered once by the list.
 */
export function usePrepareAgain() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [prepareAgain, { isLoading: preparing }] = usePrepareAgainMutation();
  const [toPrepare, setToPrepare] = useState<DocumentSummary | null>(null);

  const confirm = async () => {
    if (!toPrepare) return;
    try {
      await prepareAgain(toPrepare.id).unwrap();
      navigate(webPaths.annotate(toPrepare.id));
    } catch (error) {
      notifyApiError(error);
    } finally {
      setToPrepare(null);
    }
  };

  const button = (document: DocumentSummary) => (
    <Button
      size="xs"
      flex="none"
      onClick={() => setToPrepare(document)}
      aria-label={`${t('Prepare again')}: ${document.DocName}`}
    >
      {t('Prepare again')}
    </Button>
  );

  const dialog = (
    <ConfirmDialog
      opened={toPrepare !== null}
      title={t('Prepare again')}
      message={t('Prepare “{{name}}” again? It returns to Documents as a draft and the signers’ answers are cleared.', {
        name: toPrepare?.DocName ?? '',
      })}
      confirmLabel={t('Prepare again')}
      busy={preparing}
      destructive={false}
      onConfirm={confirm}
      onCancel={() => setToPrepare(null)}
    />
  );
  return { button, dialog };
}
