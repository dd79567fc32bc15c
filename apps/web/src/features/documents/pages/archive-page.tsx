import { Anchor, Group, Stack, Title } from '@mantine/core';
import { type DocumentStatusFilter, PREPARABLE_STATUSES } from '@signflow/contract/documents';
import { DEFAULT_PAGE_SIZE } from '@signflow/contract/paging';
import { WEB_ROUTES, webPaths } from '@signflow/contract/web-paths';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DocumentSummary } from '../../../api/document-types';
import { useSessionFetch } from '../../../api/session-auth';
import { useLiveDocumentUpdates } from '../../../api/use-live-document-updates';
import { actionFailureText, useActionErrors } from '../../../components/action-error';
import { PageTitle } from '../../../components/page-title';
import { RowAction } from '../../../components/row-action';
import { useSaveAsTemplate } from '../../../components/save-as-template';
import { notify } from '../../../components/toast';
import { useListFilters } from '../../../components/use-list-filters';
import { useAppSelector } from '../../../store/hooks';
import { selectScreenSize } from '../../../store/ui-slice';
import { useListArchiveQuery, useResealDocumentMutation } from '../api/documents-api';
import { downloadDocument, downloadFailureText } from '../api/download-document';
import { DocumentList } from '../components/document-list';
import { HistoryButton } from '../components/history-button';
import { useMoveToTrash } from '../components/move-to-trash';
import { usePrepareAgain } from '../components/prepare-again';
import { RetrySealingButton, SealFailedExplanation, SealStateNote, sealStateId } from '../components/seal-failed-note';

/** What Archives can be filtered to: its statuses, this month's completions, and failed seals. */
const ARCHIVE_FILTERS = [
  'Completed',
  'CompletedThisMonth',
  'Rejected',
  'Revision',
  'Cancelled',
  'NeedsAttention',
] as const satisfies readonly DocumentStatusFilter[];

const isPreparable = (document: DocumentSummary) =>
  (PREPARABLE_STATUSES as readonly string[]).includes(document.status);

/** How often the list is reloaded while a document is being sealed, so its row shows when that ends. */
const SEALING_POLL_MS = 5_000;

/**
 * Archives: finished documents (Completed, Rejected, Revision, Cancelled) found by search and status (kept in the
 * URL), with their status, the signed copy, Download, Delete (to the Trash; a Completed document once sealed), and for
 * a Revision or a Cancelled document 'Prepare again', which takes the owner back to the editor. A
 * Completed document whose sealing failed says so, with 'Retry sealing'; one being sealed says that too.
 */
export function ArchivePage() {
  const { t } = useTranslation();
  const fetchAsOwner = useSessionFetch();
  // A phone shows a failed sealing's explanation and Retry under the document, across the screen.
  const isPhone = useAppSelector(selectScreenSize) === 'xs';
  const filters = useListFilters(ARCHIVE_FILTERS);
  const { search, status, page } = filters;
  const [sealing, setSealing] = useState(false);
  const answer = useListArchiveQuery(
    { page, limit: DEFAULT_PAGE_SIZE, search, status },
    { pollingInterval: sealing ? SEALING_POLL_MS : 0, refetchOnMountOrArgChange: true },
  );
  const { data } = answer;
  useEffect(() => setSealing(data?.results.some((document) => document.sealState === 'pending') ?? false), [data]);
  const prepareAgain = usePrepareAgain();
  const moveToTrash = useMoveToTrash();
  const saveAsTemplate = useSaveAsTemplate();
  useLiveDocumentUpdates();
  const [reseal, { isLoading: resealing, originalArgs: resealingId }] = useResealDocumentMutation();
  // Documents retried on this visit keep their state's note once sealed, where the focus was left.
  const [retried, setRetried] = useState<ReadonlySet<string>>(new Set());
  // Why Retry sealing or Download of a document failed, said under its actions.
  const failures = useActionErrors();

  const retrySealing = async (document: DocumentSummary) => {
    failures.clear(document.id);
    try {
      await reseal(document.id).unwrap();
      notify.success('Sealing started again: the signed copy will be e-mailed once it is ready.');
      // The button goes with the failure: the focus moves to the state that follows it (being sealed, then
      // sealed or failed again), which is read out as it changes.
      setRetried((ids) => new Set(ids).add(document.id));
      window.document.getElementById(sealStateId(document))?.focus();
    } catch (error) {
      failures.fail(document.id, error);
    }
  };

  const download = (document: DocumentSummary) => {
    failures.clear(document.id);
    downloadDocument(document, fetchAsOwner).catch((error) =>
      failures.set(document.id, actionFailureText(downloadFailureText(error))),
    );
  };

  return (
    <Stack gap="md">
      <PageTitle>{t('Archive')}</PageTitle>
      <Group justify="space-between">
        <Title order={1}>{t('Archive')}</Title>
        <Anchor component={Link} to={WEB_ROUTES.verify} size="sm">
          {t('Verify a signed document')}
        </Anchor>
      </Group>
      <DocumentList
        listName={t('Archive')}
        filters={filters}
        statuses={ARCHIVE_FILTERS}
        answer={answer}
        dated="completed"
        actionFailure={(document) => failures.of(document.id)}
        emptyText={search || status ? t('No documents match.') : t('No finished documents yet.')}
        statusDetail={(document) => (
          <SealStateNote document={document} explained={isPhone} retried={retried.has(document.id)} />
        )}
        rowDetail={(document) =>
          isPhone &&
          document.sealState === 'failed' && (
            <Stack gap="xs">
              <SealFailedExplanation document={document} />
              <RetrySealingButton
                document={document}
                loading={resealing && resealingId === document.id}
                fullWidth
                onRetry={retrySealing}
              />
            </Stack>
          )
        }
        actions={(document) => (
          <Group gap="xs" wrap={isPhone ? 'wrap' : 'nowrap'}>
            <RowAction
              to={webPaths.generate(document.id)}
              label={
                document.sealState === 'sealed'
                  ? t('View the signed copy of {{name}}', { name: document.name })
                  : t('View the preview of {{name}}', { name: document.name })
              }
            >
              {t('View')}
            </RowAction>
            <RowAction label={t('Download {{name}}', { name: document.name })} onClick={() => download(document)}>
              {t('Download')}
            </RowAction>
            <HistoryButton document={document} />
            {/* On a phone a card whose sealing failed keeps its Retry sealing on screen: the copy is what matters now. */}
            {!(isPhone && document.sealState === 'failed') && saveAsTemplate.button(document)}
            {!isPhone && document.sealState === 'failed' && (
              <RetrySealingButton
                document={document}
                loading={resealing && resealingId === document.id}
                onRetry={retrySealing}
              />
            )}
            {isPreparable(document) && prepareAgain.button(document)}
            {moveToTrash.button(document)}
          </Group>
        )}
      />
      {prepareAgain.dialog}
      {moveToTrash.dialog}
      {saveAsTemplate.dialog}
    </Stack>
  );
}
