import { Button, Group, Stack, Title } from '@mantine/core';
import { DOCUMENT_STATUSES } from '@signflow/contract/documents';
import { DEFAULT_PAGE_SIZE } from '@signflow/contract/paging';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyApiError } from '../../../api/api-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListFilters } from '../../../components/list-filters';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { Pagination } from '../../../components/pagination';
import { RowAction } from '../../../components/row-action';
import { notify } from '../../../components/toast';
import { useListFilters } from '../../../components/use-list-filters';
import { useKeepPageInRange } from '../../../components/use-page';
import { useEmptyTrashMutation, useListTrashQuery, useRestoreDocumentMutation } from '../api/documents-api';
import { useLiveDocumentUpdates } from '../api/use-live-document-updates';
import { DocumentTable } from '../components/document-table';

/**
 * Trash: trashed documents, found by search and status (kept in the URL), with Restore, and Empty Trash (deletes
 * every trashed document for good, files included, whatever the filter shows).
 */
export function TrashPage() {
  const { t } = useTranslation();
  const { search, status, page, setSearch, setStatus, setPage, keepPage } = useListFilters(DOCUMENT_STATUSES);
  useLiveDocumentUpdates();
  const { data, isLoading } = useListTrashQuery({ page, limit: DEFAULT_PAGE_SIZE, search, status });
  const filtered = Boolean(search || status);
  useKeepPageInRange(page, data?.totalPages, keepPage);
  const [restoreDocument] = useRestoreDocumentMutation();
  const [emptyTrash, { isLoading: emptying }] = useEmptyTrashMutation();
  const [confirmingEmpty, setConfirmingEmpty] = useState(false);

  const restore = async (id: string) => {
    try {
      await restoreDocument(id).unwrap();
      notify.success('Document restored');
    } catch (error) {
      notifyApiError(error);
    }
  };

  const empty = async () => {
    try {
      const { deleted } = await emptyTrash().unwrap();
      notify.success('Documents deleted for good: {{number}}', { number: deleted });
    } catch (error) {
      notifyApiError(error);
    } finally {
      setConfirmingEmpty(false);
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
          disabled={!filtered && !data?.totalResults}
          onClick={() => setConfirmingEmpty(true)}
        >
          {t('Empty Trash')}
        </Button>
      </Group>
      <ListFilters
        listName={t('Trash')}
        search={search}
        status={status}
        statuses={DOCUMENT_STATUSES}
        onSearch={setSearch}
        onStatus={setStatus}
      />
      {isLoading ? (
        <PageLoader />
      ) : (
        <DocumentTable
          label={t('Trash')}
          documents={data?.results}
          emptyText={filtered ? t('No documents match.') : t('Trash is empty.')}
          actions={(document) => (
            <Group gap="xs">
              <RowAction onClick={() => restore(document.id)} label={t('Restore {{name}}', { name: document.DocName })}>
                {t('Restore')}
              </RowAction>
            </Group>
          )}
        />
      )}
      <Pagination page={page} totalPages={data?.totalPages ?? 0} onChange={setPage} />
      <ConfirmDialog
        opened={confirmingEmpty}
        title={t('Empty Trash')}
        message={t('Delete every document in Trash for good, files included? This cannot be undone.')}
        confirmLabel={t('Empty Trash')}
        busy={emptying}
        onConfirm={empty}
        onCancel={() => setConfirmingEmpty(false)}
      />
    </Stack>
  );
}
