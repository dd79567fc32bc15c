import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { DocumentStatusFilter } from '@signflow/contract/documents';
import { DEFAULT_PAGE_SIZE } from '@signflow/contract/paging';
import { WEB_ROUTES, webPaths, withQuery } from '@signflow/contract/web-paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DocumentListItem } from '../../../api/document-types';
import { useGetDocumentOverviewQuery } from '../../../api/sender-controls-api';
import { useLiveDocumentUpdates } from '../../../api/use-live-document-updates';
import { useInviteSign } from '../../../components/invite-sign/use-invite-sign';
import { useListsAsCards } from '../../../components/list-cards';
import { PageTitle } from '../../../components/page-title';
import { RowAction } from '../../../components/row-action';
import { useSaveAsTemplate } from '../../../components/save-as-template';
import { SentDocumentMenu } from '../../../components/sender-actions/sent-document-menu';
import { useSentDocumentActions } from '../../../components/sender-actions/use-sent-document-actions';
import { useListFilters } from '../../../components/use-list-filters';
import { useListDocumentsQuery } from '../api/documents-api';
import { DocumentList } from '../components/document-list';
import { DocumentOverview } from '../components/document-overview';
import { HistoryButton } from '../components/history-button';
import { useMoveToTrash } from '../components/move-to-trash';
import { usePrepareAgain } from '../components/prepare-again';

/**
 * What the Documents list can be filtered to: its statuses (Revision as what it asks of the owner), and the documents
 * that need attention.
 */
const DOCUMENTS_FILTERS = [
  'Draft',
  'Sent',
  'Revision',
  'NeedsAttention',
] as const satisfies readonly DocumentStatusFilter[];
const FILTER_NAMES = { Sent: 'Waiting for others', Revision: 'Needs your action' } as const;

/**
 * Documents (also /): the overview counts, Draft, Sent and Revision documents found by search and status (kept in the
 * URL), each with its signers' progress, Refresh and Upload Document; Save as template on every row; a Draft's Invite Sign and Place fields; a Sent document's row menu reminds, corrects a
 * signer, renews links or cancels; a document sent back for revision needs its owner's action: Prepare again. The list
 * and the counts reload by themselves when a signer acts (live updates).
 */
export function DocumentsPage() {
  const { t } = useTranslation();
  const filters = useListFilters(DOCUMENTS_FILTERS);
  const { search, status, page } = filters;
  const answer = useListDocumentsQuery(
    { page, limit: DEFAULT_PAGE_SIZE, search, status },
    { refetchOnMountOrArgChange: true },
  );
  // Refresh reloads the overview's counts with the list (the overview shares this query's cache).
  const overview = useGetDocumentOverviewQuery(undefined, { refetchOnMountOrArgChange: true });
  // Counted in Needs attention but listed in Archives, where Retry sealing is.
  const sealFailed = overview.data?.sealFailed ?? 0;
  const refresh = () => {
    answer.refetch();
    overview.refetch();
  };
  useLiveDocumentUpdates();
  const cards = useListsAsCards();
  const prepareAgain = usePrepareAgain();
  const sentActions = useSentDocumentActions();
  const moveToTrash = useMoveToTrash();
  const inviteSign = useInviteSign();
  const saveAsTemplate = useSaveAsTemplate();

  return (
    <Stack gap="md">
      <PageTitle>{t('Documents')}</PageTitle>
      <Group justify="space-between">
        <Title order={1}>{t('Documents')}</Title>
        <Group gap="xs">
          <Button variant="default" onClick={refresh} loading={answer.isFetching && !answer.isLoading}>
            {t('Refresh')}
          </Button>
          <Button component={Link} to={WEB_ROUTES.documentUpload}>
            {t('Upload Document')}
          </Button>
        </Group>
      </Group>
      <DocumentOverview />
      <DocumentList
        listName={t('Documents')}
        filters={filters}
        statuses={DOCUMENTS_FILTERS}
        statusNames={FILTER_NAMES}
        answer={answer}
        notice={
          status === 'NeedsAttention' &&
          sealFailed > 0 && (
            <Text size="sm">
              {t('Also in Archives: {{count}} completed document(s) whose sealing failed.', { count: sealFailed })}{' '}
              <Anchor component={Link} to={withQuery(WEB_ROUTES.archives, { status: 'NeedsAttention' })}>
                {t('Show them')}
              </Anchor>
            </Text>
          )
        }
        actionFailure={sentActions.failureOf}
        emptyText={search || status ? t('No documents match.') : t('No documents yet.')}
        statusDetail={(document) =>
          document.status === 'Revision' ? (
            <Text size="sm" fw={600} c="orange.9">
              {t('Needs your action')}
            </Text>
          ) : (
            document.status === 'Draft' &&
            document.progress.withoutFields.length > 0 && (
              <Text size="sm" c="orange.9" id={inviteBlockedId(document)}>
                {t('Add a field for {{names}} before inviting', {
                  names: document.progress.withoutFields.join(', '),
                })}
              </Text>
            )
          )
        }
        actions={(document) =>
          document.status === 'Revision' ? (
            <Group gap="xs" wrap={cards ? 'wrap' : 'nowrap'}>
              {prepareAgain.button(document)}
              <HistoryButton document={document} />
              {saveAsTemplate.button(document)}
            </Group>
          ) : document.status === 'Sent' ? (
            <Group gap="xs" wrap={cards ? 'wrap' : 'nowrap'}>
              <Text size="sm">{t('Signing In Progress')}</Text>
              <SentDocumentMenu document={document} actions={sentActions} />
              <HistoryButton document={document} />
              {saveAsTemplate.button(document)}
            </Group>
          ) : (
            <Group gap="xs" wrap={cards ? 'wrap' : 'nowrap'}>
              <Button
                size="xs"
                // Disabled but focusable, so the keyboard reaches the reason it is described by.
                data-disabled={inviteBlocked(document) || undefined}
                aria-disabled={inviteBlocked(document) || undefined}
                aria-describedby={inviteBlocked(document) ? inviteBlockedId(document) : undefined}
                onClick={(event) => {
                  if (!inviteBlocked(document)) inviteSign.open(document, event.currentTarget);
                }}
                aria-label={`${t('Invite Sign')}: ${document.name}`}
              >
                {t('Invite Sign')}
              </Button>
              <RowAction
                to={webPaths.annotate(document.id)}
                label={t('Place fields: {{name}}', { name: document.name })}
              >
                {t('Place fields')}
              </RowAction>
              {moveToTrash.button(document)}
              <HistoryButton document={document} />
              {saveAsTemplate.button(document)}
            </Group>
          )
        }
      />
      {inviteSign.dialogs}
      {sentActions.dialogs}
      {prepareAgain.dialog}
      {moveToTrash.dialog}
      {saveAsTemplate.dialog}
    </Stack>
  );
}

/** Invite Sign would be refused: a signer has no field yet (the row names them). */
function inviteBlocked(document: DocumentListItem) {
  return document.progress.withoutFields.length > 0;
}

function inviteBlockedId(document: DocumentListItem) {
  return `invite-blocked-${document.id}`;
}
