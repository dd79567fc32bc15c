import { isTrashable } from '@signflow/contract/documents';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentSummary } from '../../../api/document-types';
import { type ActionFailure, actionFailureOf } from '../../../components/action-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { RowAction } from '../../../components/row-action';
import { notify } from '../../../components/toast';
import { useTrashDocumentMutation } from '../api/documents-api';

/**
 * 'Delete' of a list's row: asked to confirm, the document moves to the Trash, where it can be restored. Offered only
 * where the server allows it (not while out for signing, a Completed document once sealed). `button(document)` is a
 * row's button, or nothing; `dialog` is rendered once by the list.
 */
export function useMoveToTrash() {
  const { t } = useTranslation();
  const [trashDocument, { isLoading: trashing }] = useTrashDocumentMutation();
  const [toTrash, setToTrash] = useState<DocumentSummary | null>(null);

  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const open = (document: DocumentSummary | null) => {
    setFailure(null);
    setToTrash(document);
  };

  const confirm = async () => {
    if (!toTrash) return;
    setFailure(null);
    try {
      await trashDocument(toTrash.id).unwrap();
      notify.success('Moved to Trash');
      setToTrash(null);
    } catch (error) {
      setFailure(actionFailureOf(error));
    }
  };

  const button = (document: DocumentSummary) =>
    isTrashable({ status: document.status, sealed: document.sealState === 'sealed' }) && (
      <RowAction color="red" onClick={() => open(document)} label={`${t('Delete')}: ${document.name}`}>
        {t('Delete')}
      </RowAction>
    );

  const dialog = (
    <ConfirmDialog
      opened={toTrash !== null}
      title={t('Move to Trash')}
      message={t('Move “{{name}}” to Trash? You can restore it from there.', { name: toTrash?.name ?? '' })}
      confirmLabel={t('Move to Trash')}
      busy={trashing}
      failure={failure}
      onConfirm={confirm}
      onCancel={() => open(null)}
    />
  );
  return { button, dialog };
}
