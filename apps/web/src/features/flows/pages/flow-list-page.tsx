import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { FlowHeader } from '@signflow/contract/flows';
import { DEFAULT_PAGE_SIZE } from '@signflow/contract/paging';
import { WEB_ROUTES, webPaths } from '@signflow/contract/web-paths';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ActionFailure, actionFailureOf } from '../../../components/action-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { CardFact, ListCards, useListsAsCards } from '../../../components/list-cards';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { Pagination } from '../../../components/pagination';
import { RowAction } from '../../../components/row-action';
import { TableHead } from '../../../components/table-head';
import { notify } from '../../../components/toast';
import { useKeepPageInRange } from '../../../components/use-page';
import { useDeleteFlowMutation, useListFlowsQuery } from '../api/flows-api';

/** Approval flows: a paged table of flows (cards on a phone) with Edit Flow and Delete, and Create Flow. */
export function FlowListPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  // Read again each time the list appears: a flow made or changed in another tab shows without a reload.
  const { data, isLoading } = useListFlowsQuery(
    { page, limit: DEFAULT_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  useKeepPageInRange(page, data?.totalPages, setPage);
  const [deleteFlow, { isLoading: deleting }] = useDeleteFlowMutation();
  const [toDelete, setToDelete] = useState<FlowHeader | null>(null);
  // Why the last Delete failed, said in its dialog, which stays open for another try.
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const ask = (flow: FlowHeader | null) => {
    setFailure(null);
    setToDelete(flow);
  };
  // On a phone each flow is a card with the same actions: nothing to scroll sideways.
  const cards = useListsAsCards();

  const confirmDelete = async () => {
    if (!toDelete) return;
    setFailure(null);
    try {
      await deleteFlow(toDelete.flowId).unwrap();
      notify.success('Deleted');
      setToDelete(null);
    } catch (error) {
      setFailure(actionFailureOf(error, 'Delete failed'));
    }
  };

  const actions = (flow: FlowHeader) => (
    <Group gap="xs" wrap={cards ? 'wrap' : 'nowrap'}>
      <RowAction to={webPaths.flowDetail(flow.flowId)} label={t('Edit Flow {{name}}', { name: flow.flowName })}>
        {t('Edit Flow')}
      </RowAction>
      <RowAction color="red" onClick={() => ask(flow)} label={t('Delete {{name}}', { name: flow.flowName })}>
        {t('Delete')}
      </RowAction>
    </Group>
  );

  return (
    <Stack gap="md">
      <PageTitle>{t('Approval flows')}</PageTitle>
      <Group justify="space-between">
        <Title order={1}>{t('Approval flows')}</Title>
        <Button component={Link} to={WEB_ROUTES.createFlow}>
          {t('Create Flow')}
        </Button>
      </Group>
      {isLoading ? (
        <PageLoader />
      ) : cards ? (
        <ListCards
          label={t('Approval flows')}
          items={data?.results}
          emptyText={t('No flows yet.')}
          keyOf={(flow) => flow.flowId}
        >
          {(flow) => (
            <>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {flow.flowName}
              </Text>
              {flow.flowDesc && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {flow.flowDesc}
                </Text>
              )}
              <CardFact label={t('Number of approvers')}>{flow.approverCount}</CardFact>
              {actions(flow)}
            </>
          )}
        </ListCards>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover aria-label={t('Approval flows')}>
            <TableHead columns={['Flow Name', 'Description', 'Number of approvers', 'Actions']} />
            <Table.Tbody>
              {data?.results.map((flow) => (
                <Table.Tr key={flow.flowId}>
                  <Table.Td>{flow.flowName}</Table.Td>
                  <Table.Td>{flow.flowDesc}</Table.Td>
                  <Table.Td>{flow.approverCount}</Table.Td>
                  <Table.Td>{actions(flow)}</Table.Td>
                </Table.Tr>
              ))}
              {data?.results.length === 0 && <EmptyTableRow columns={4}>{t('No flows yet.')}</EmptyTableRow>}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Pagination page={page} totalPages={data?.totalPages ?? 0} onChange={setPage} />
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('Delete flow')}
        message={t('Delete the flow “{{name}}”? Documents already uploaded keep their signers.', {
          name: toDelete?.flowName ?? '',
        })}
        confirmLabel={t('Delete')}
        busy={deleting}
        failure={failure}
        onConfirm={confirmDelete}
        onCancel={() => ask(null)}
      />
    </Stack>
  );
}
