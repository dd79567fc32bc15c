import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type DocumentStatus, FINISHED_STATUSES } from '@signflow/contract/documents';
import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { readApiError } from '../../../api/api-error';
import { useGetAuditTrailQuery } from '../../../api/audit-trail-api';
import { useGetSigningRecordQuery } from '../../../api/signing-record-api';
import { useLiveDocumentUpdates } from '../../../api/use-live-document-updates';
import { DocumentStatusBadge } from '../../../components/document-status-badge';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { SentDocumentButtons } from '../../../components/sender-actions/sent-document-menu';
import { useSentDocumentActions } from '../../../components/sender-actions/use-sent-document-actions';
import { useLeaveForMissingDocument } from '../../../components/use-leave-for-missing-document';
import { useAppSelector } from '../../../store/hooks';
import { selectScreenSize } from '../../../store/ui-slice';
import { AuditTrailTable } from '../components/audit-trail-table';
import { AuditTrailTimeline } from '../components/audit-trail-timeline';
import { SignerDates } from '../components/signer-dates';

const isNotFound = (error: unknown) => readApiError(error)?.code === 404;

/** Back to the list the document is on: Archives for a finished one, Documents otherwise. */
function listOf(status: DocumentStatus) {
  return (FINISHED_STATUSES as readonly DocumentStatus[]).includes(status)
    ? ({ to: WEB_ROUTES.archives, label: 'Back to Archive' } as const)
    : ({ to: WEB_ROUTES.documents, label: 'Back to Documents' } as const);
}

/**
 * /document/{id}/history: each signer's dates and every event of one document, fetched afresh and followed live; a Sent
 * document's owner may remind, correct a signer, renew links or cancel from here.
 */
export function HistoryPage() {
  const { t } = useTranslation();
  const leaveForMissingDocument = useLeaveForMissingDocument();
  const documentId = useParams().id ?? '';
  const headingId = useId();
  const isPhone = useAppSelector(selectScreenSize) === 'xs';
  // The history needs only the document's name and status, which its signing record carries.
  const audited = useGetSigningRecordQuery(documentId, { refetchOnMountOrArgChange: true });
  const trail = useGetAuditTrailQuery(documentId, { refetchOnMountOrArgChange: true });
  useLiveDocumentUpdates();
  const sentActions = useSentDocumentActions();

  // As the editor does: an unknown document (or another account's) sends the owner back to Documents.
  const notFound = isNotFound(audited.error) || isNotFound(trail.error);
  useEffect(() => {
    if (notFound) leaveForMissingDocument();
  }, [notFound, leaveForMissingDocument]);

  const refresh = () => {
    audited.refetch();
    trail.refetch();
  };

  if ((audited.isError || trail.isError) && !notFound) {
    return (
      <Alert color="red" title={t('The history could not be loaded')} role="alert">
        <Button variant="default" size="xs" mt="sm" onClick={refresh}>
          {t('Try again')}
        </Button>
      </Alert>
    );
  }
  if (!audited.data || !trail.data) return <PageLoader />;

  const { name, status } = audited.data.document;
  const back = listOf(status);
  const { events, signers, reminders } = trail.data;
  const document = audited.data.document;
  return (
    <Stack gap="md">
      <PageTitle>{t('History of {{name}}', { name })}</PageTitle>
      <Anchor component={Link} to={back.to} size="sm">
        {t(back.label)}
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm" align="center" style={{ minWidth: 0 }}>
          <Title order={1} size="h2" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {t('History of {{name}}', { name })}
          </Title>
          <DocumentStatusBadge status={status} />
        </Group>
        <Button variant="default" onClick={refresh} loading={trail.isFetching}>
          {t('Refresh')}
        </Button>
      </Group>
      {status === 'Sent' && <SentDocumentButtons document={document} actions={sentActions} />}
      <SignerDates
        documentId={documentId}
        signers={signers ?? []}
        reminders={reminders ?? null}
        isPhone={isPhone}
        canChangeReminders={status === 'Sent'}
      />
      <Title order={2} size="h4">
        {t('Events')}
      </Title>
      {events.length === 0 ? (
        <Text c="dimmed">{t('No events yet.')}</Text>
      ) : isPhone ? (
        <AuditTrailTimeline events={events} labelledBy={headingId} />
      ) : (
        <AuditTrailTable events={events} labelledBy={headingId} />
      )}
      {sentActions.dialogs}
    </Stack>
  );
}
