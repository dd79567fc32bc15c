import { Button, Stack, Title } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@signflow/contract/paging';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../app/hooks';
import { selectToken } from '../../../app/session/auth-slice';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { Pagination } from '../../../components/pagination';
import { notify } from '../../../components/toast';
import { useKeepPageInRange } from '../../../components/use-page';
import { useListArchiveQuery } from '../api/documents-api';
import { downloadDocument } from '../api/download-document';
import { DocumentTable } from '../components/document-table';

/** SPEC §2 Archives: finished documents (Completed, Rejected, Revision) with their status and Download. */
export function ArchivePage() {
  const { t } = useTranslation();
  const token = useAppSelector(selectToken);
  const [page, setPage] = useState(1);
  const { data, isLoading } = useListArchiveQuery({ page, limit: DEFAULT_PAGE_SIZE });
  useKeepPageInRange(page, data?.totalPages, setPage);
  return (
    <Stack gap="md">
      <PageTitle>{t('Archive')}</PageTitle>
      <Title order={1}>{t('Archive')}</Title>
      {isLoading ? (
        <PageLoader />
      ) : (
        <DocumentTable
          label={t('Archive')}
          documents={data?.results}
          emptyText={t('No finished documents yet.')}
          actions={(document) => (
            <Button
              size="xs"
              variant="light"
              aria-label={t('Download {{name}}', { name: document.DocName })}
              onClick={() => downloadDocument(document, token).catch(() => notify.error('Failed'))}
            >
              {t('Download')}
            </Button>
          )}
        />
      )}
      <Pagination page={page} totalPages={data?.totalPages ?? 0} onChange={setPage} />
    </Stack>
  );
}
