import { Anchor, Button, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { WEB_ROUTES, webPaths } from '@signflow/contract/web-paths';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useGetTemplateQuery } from '../../../api/templates-api';
import { useLiveDocumentUpdates } from '../../../api/use-live-document-updates';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoader } from '../../../components/page-loader';
import { PageHeading } from '../../../components/page-title';
import { TableHead } from '../../../components/table-head';
import { useLeaveWhenMissing } from '../../../components/use-leave-when-missing';
import { currentLanguage, translateText } from '../../../i18n';
import type { MessageKey } from '../../../i18n/en';
import { formatCount } from '../../../i18n/format-number';
import { type BulkSendReport, useGetBulkSendQuery } from '../api/bulk-send-api';
import { donePercent, progressText, rowErrorCells } from '../bulk-send-words';

/** How often the progress is read when no live update came: the live stream may be down behind a proxy. */
const BULK_SEND_POLL_MS = 5000;

/**
 * A bulk send's progress (/bulk-sends/{id}): how many documents were made of how many, the rows that failed and why,
 * read again whenever the owner's live updates say it went on (docs/api.md#live-updates), so a reload shows where it
 * is now. Once finished, Documents lists what was made.
 */
export function BulkSendProgressPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  useLiveDocumentUpdates();
  const [finished, setFinished] = useState(false);
  // Read again on each live update; and every few seconds until it is finished, should the live updates be down.
  const bulkSend = useGetBulkSendQuery(id, {
    refetchOnMountOrArgChange: true,
    pollingInterval: finished ? 0 : BULK_SEND_POLL_MS,
  });
  useEffect(() => setFinished(bulkSend.data?.status === 'Finished'), [bulkSend.data?.status]);
  useLeaveWhenMissing(bulkSend, WEB_ROUTES.templates, 'Not found');
  let report = <PageLoader />;
  if (bulkSend.data) report = <ProgressReport progress={bulkSend.data} />;
  else if (bulkSend.isError && !bulkSend.isFetching) report = <LoadFailed onRetry={bulkSend.refetch} />;
  return (
    <Stack gap="md" maw={960}>
      <PageHeading>{t('Bulk send')}</PageHeading>
      {report}
    </Stack>
  );
}

const STATUS_TEXTS: Record<BulkSendReport['status'], MessageKey> = {
  Queued: 'Waiting to start…',
  Running: 'Making the documents…',
  Finished: 'Finished',
};

function ProgressReport({ progress }: { progress: BulkSendReport }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  // The template it was made from, named when it is still there (a deleted one leaves the bulk send without it).
  const template = useGetTemplateQuery(progress.fromTemplate ?? '', { skip: !progress.fromTemplate });
  const finished = progress.status === 'Finished';
  const status = translateText(...progressText(progress, language));
  return (
    <>
      {template.data && (
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {t('From the template {{name}}', { name: template.data.name })}
        </Text>
      )}
      <Text>
        {progress.send
          ? t('Each document is sent for signing as soon as it is made.')
          : t('Each document is left as a draft, to send from Documents.')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Count label="Documents in the file" value={formatCount(progress.total, language)} />
        <Count label="Documents made" value={formatCount(progress.created, language)} />
        <Count label="Rows failed" value={formatCount(progress.failed, language)} />
      </SimpleGrid>
      <Stack gap={6}>
        <Progress
          value={donePercent(progress)}
          aria-label={t('Bulk send progress')}
          animated={!finished}
          color={progress.failed > 0 && finished ? 'orange' : undefined}
        />
        {/* Announced as it changes: how far the job is, then that it finished. */}
        <Text role="status" aria-live="polite" fw={600}>
          {status}
          {' · '}
          {t(STATUS_TEXTS[progress.status])}
        </Text>
      </Stack>
      {progress.errors.length > 0 && (
        <Stack gap="xs">
          <Title order={2} size="h4" id="failed-rows">
            {t('Rows that failed')}
          </Title>
          <Table striped aria-labelledby="failed-rows" layout="fixed">
            <colgroup>
              <col style={{ width: '7rem' }} />
              <col />
            </colgroup>
            <TableHead columns={['Row', 'Problem']} />
            <Table.Tbody>
              {progress.errors.map((error) => {
                const cells = rowErrorCells(error, language, translateText);
                return (
                  <Table.Tr key={error.row}>
                    <Table.Td>{cells.row}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{cells.message}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
      {finished && (
        <Group>
          <Button component={Link} to={WEB_ROUTES.documents}>
            {t('Go to Documents')}
          </Button>
          {progress.fromTemplate && (
            <Anchor component={Link} to={webPaths.templateBulkSend(progress.fromTemplate)}>
              {t('Send another file')}
            </Anchor>
          )}
        </Group>
      )}
    </>
  );
}

function Count({ label, value }: { label: MessageKey; value: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" c="dimmed">
        {t(label)}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Paper>
  );
}
