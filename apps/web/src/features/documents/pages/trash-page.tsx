import { Button, Group, Stack, Title } from '@mantine/core';
import { DOCUMENT_STATUSES } from '@signflow/contract/documents';
import { DEFAULT_PAGE_SIZE } from '@signflow/contract/paging';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveDocumentUpdates } from '../../../api/use-live-document-updates';
import { useActionErrors } from '../../../components/action-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageTitle } from '../../../components/page-title';
import { RowAction } from '../../../components/row-action';
import { notify } from '../../../components/toast';
import { useListFilters } from '../../../components/use-list-filters';
import { useEmptyTrashMutation, useListTrashQuery, useRestoreDocumentMutation } from '../api/documents-api';
import { DocumentList } from '../components/document-list';

/**
 * Trash: trashed documents, found by search and status (kept in the URL), with Restore, and Empty Trash (deletes
 * every trashed document for good, files included, whatever the filter shows).
 */
export function TrashPage() {
  const { t } = useTranslation();
  const filters = useListFilters(DOCUMENT_STATUSES);
  const { search, status, page } = filters;
  useLiveDocumentUpdates();
  const answer = useListTrashQuery(
    { page, limit: DEFAULT_PAGE_SIZE, search, status },
    { refetchOnMountOrArgChange: true },
  );
  const filtered = Boolean(search || status);
  const [restoreDocument] = useRestoreDocumentMutation();
  const [emptyTrash, { isLoading: emptying }] = useEmptyTrashMutation();
  const [confirmingEmpty, setConfirmingEmpty] = useState(false);
  // Restore's failure under the document's row, Empty Trash's in its dialog.
  const failures = useActionErrors();
  const EMPTY = 'empty';

  const restore = async (id: string) => {
    failures.clear(id);
    try {
      await restoreDocument(id).unwrap();
      notify.success('Document restored');
    } catch (error) {
      failures.fail(id, error);
    }
  };

  const confirmEmpty = (opened: boolean) => {
    failures.clear(EMPTY);
    setConfirmingEmpty(opened);
  };

  const empty = async () => {
    failures.clear(EMPTY);
    try {
      const { deleted } = await emptyTrash().unwrap();
      notify.success('Documents deleted for good: {{number}}', { number: deleted });
      setConfirmingEmpty(false);
    } catch (error) {
      failures.fail(EMPTY, error);
    }
  };

  return (
    <Stack gap="md">
      <PageTitle>{t('Trash')}</PageTitle>
      <Group justify="space-between">
        <Title order={1}>{t('Trash')}</Title>
        <Button
          color="red"
          variant="light"
          disabled={!filtered && !answer.data?.totalResults}
          onClick={() => confirmEmpty(true)}
        >
          {t('Empty Trash')}
        </Button>
      </Group>
      <DocumentList
        listName={t('Trash')}
        filters={filters}
        statuses={DOCUMENT_STATUSES}
        answer={answer}
        emptyText={filtered ? t('No documents match.') : t('Trash is empty.')}
        actionFailure={(document) => failures.of(document.id)}
        actions={(document) => (
          <Group gap="xs">
            <RowAction onClick={() => restore(document.id)} label={t('Restore {{name}}', { name: document.name })}>
              {t('Restore')}
            </RowAction>
          </Group>
        )}
      />
      <ConfirmDialog
        opened={confirmingEmpty}
        title={t('Empty Trash')}
        message={t('Delete every document in Trash for good, files included? This cannot be undone.')}
        confirmLabel={t('Empty Trash')}
        busy={emptying}
        failure={failures.of(EMPTY)}
        onConfirm={empty}
        onCancel={() => confirmEmpty(false)}
      />
    </Stack>
  );
}
