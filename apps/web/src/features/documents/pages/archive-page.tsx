import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import type { DocumentSummary } from '@signflow/contract/documents';
import { DEFAULT_PAGE_SIZE } from '@signflow/contract/paging';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notifyApiError } from '../../../app/api/api-error';
import { useAppSelector } from '../../../app/hooks';
import { selectToken } from '../../../app/session/auth-slice';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { Pagination } from '../../../components/pagination';
import { notify } from '../../../components/toast';
import { useKeepPageInRange } from '../../../components/use-page';
import { useListArchiveQuery, usePrepareAgainMutation, useResealDocumentMutation } from '../api/documents-api';
import { downloadDocument, downloadFailureText } from '../api/download-document';
import { DocumentTable } from '../components/document-table';
import { HistoryButton } from '../components/history-button';
import { SealFailedNote, sealFailedNoteId } from '../components/seal-failed-note';

/**
 * SPEC §2 Archives: finished documents (Completed, Rejected, Revision) with their status, the signed copy,
 * Download, and for a Revision 'Prepare again' (DESIGN §5), which takes the owner back to the editor. A
 * Completed document whose sealing failed says so, with 'Retry sealing'.
 */
export function ArchivePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useAppSelector(selectToken);
  const [page, setPage] = useState(1);
  const { data, isLoading } = useListArchiveQuery({ page, limit: DEFAULT_PAGE_SIZE });
  useKeepPageInRange(page, data?.totalPages, setPage);
  const [prepareAgain, { isLoading: preparing }] = usePrepareAgainMutation();
  const [toPrepare, setToPrepare] = useState<DocumentSummary | null>(null);
  const [reseal, { isLoading: resealing, originalArgs: resealingId }] = useResealDocumentMutation();

  const retrySealing = async (document: DocumentSummary) => {
    try {
      await reseal(document.id).unwrap();
      notify.success('Sealing started again: the signed copy will be e-mailed once it is ready.');
    } catch (error) {
      notifyApiError(error);
    }
  };

  const confirmPrepareAgain = async () => {
    if (!toPrepare) return;
    try {
      await prepareAgain(toPrepare.id).unwrap();
      navigate(`/annotate?templateId=${toPrepare.id}`);
    } catch (error) {
      notifyApiError(error);
    } finally {
      setToPrepare(null);
    }
  };

  return (
    <Stack gap="md">
      <PageTitle>{t('Archive')}</PageTitle>
      <Group justify="space-between">
        <Title order={1}>{t('Archive')}</Title>
        <Anchor component={Link} to="/verify" size="sm">
          {t('Verify a signed document')}
        </Anchor>
      </Group>
      {isLoading ? (
        <PageLoader />
      ) : (
        <DocumentTable
          label={t('Archive')}
          documents={data?.results}
          emptyText={t('No finished documents yet.')}
          statusDetail={(document) => document.sealState === 'failed' && <SealFailedNote document={document} />}
          actions={(document) => (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                variant="light"
                component={Link}
                to={`/generate?templateId=${document.id}`}
                aria-label={t('View the signed copy of {{name}}', { name: document.DocName })}
              >
                {t('View')}
              </Button>
              <Button
                size="xs"
                variant="light"
                aria-label={t('Download {{name}}', { name: document.DocName })}
                onClick={() =>
                  downloadDocument(document, token).catch((error) => notify.error(downloadFailureText(error)))
                }
              >
                {t('Download')}
              </Button>
              <HistoryButton document={document} />
              {document.sealState === 'failed' && (
                <Button
                  size="xs"
                  color="red.8"
                  loading={resealing && resealingId === document.id}
                  onClick={() => retrySealing(document)}
                  aria-label={t('Retry sealing {{name}}', { name: document.DocName })}
                  aria-describedby={sealFailedNoteId(document)}
                >
                  {t('Retry sealing')}
                </Button>
              )}
              {document.status === 'Revision' && (
                <Button
                  size="xs"
                  onClick={() => setToPrepare(document)}
                  aria-label={t('Prepare {{name}} again', { name: document.DocName })}
                >
                  {t('Prepare again')}
                </Button>
              )}
            </Group>
          )}
        />
      )}
      <Pagination page={page} totalPages={data?.totalPages ?? 0} onChange={setPage} />
      <ConfirmDialog
        opened={toPrepare !== null}
        title={t('Prepare again')}
        message={t(
          'Prepare “{{name}}” again? It returns to Documents as a draft and the signers’ answers are cleared.',
          { name: toPrepare?.DocName ?? '' },
        )}
        confirmLabel={t('Prepare again')}
        busy={preparing}
        destructive={false}
        onConfirm={confirmPrepareAgain}
        onCancel={() => setToPrepare(null)}
      />
    </Stack>
  );
}
