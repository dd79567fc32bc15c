import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { FlowApprover } from '@signflow/contract/flows';
import { WEB_ROUTES, webPaths } from '@signflow/contract/web-paths';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { notifyApiError } from '../../../api/api-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { RowAction } from '../../../components/row-action';
import { TableHead } from '../../../components/table-head';
import { notify } from '../../../components/toast';
import { useGetApproversQuery, useGetFlowQuery, useRemoveApproverMutation } from '../api/flows-api';
import { EditFlowDialog } from '../components/edit-flow-dialog';

/** Flow Detail: the flow summary (its name and description editable), its approvers (Name, Level, Email) with edit, add and remove, Close. */
export function FlowDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { headerId = '' } = useParams();
  const flow = useGetFlowQuery(headerId);
  const approvers = useGetApproversQuery(headerId);
  const [removeApprover, { isLoading: removing }] = useRemoveApproverMutation();
  const [toRemove, setToRemove] = useState<{ approver: FlowApprover; position: number } | null>(null);
  const [editing, setEditing] = useState(false);

  // An unknown flow (or another account's) says so and goes back to the list.
  useEffect(() => {
    if (!flow.isError) return;
    notify.error('Not found');
    navigate(WEB_ROUTES.flows, { replace: true });
  }, [flow.isError, navigate]);

  if (!flow.data || !approvers.data) return <PageLoader />;
  const { flow: header } = flow.data;
  const { details } = approvers.data;

  const confirmRemove = async () => {
    if (!toRemove) return;
    try {
      await removeApprover({ flowId: headerId, detailId: toRemove.approver.flowDetailId }).unwrap();
      notify.success('Deleted');
    } catch (error) {
      notifyApiError(error);
    } finally {
      setToRemove(null);
    }
  };

  return (
    <Stack gap="md">
      <PageTitle>{header.flowName}</PageTitle>
      <Title order={1}>{header.flowName}</Title>
      <Table withTableBorder maw={560} aria-label={t('Flow summary')}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w="40%">{t('Flow Name')}</Table.Th>
            <Table.Td>{header.flowName}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('Description')}</Table.Th>
            <Table.Td>{header.flowDesc}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('Number of approvers')}</Table.Th>
            <Table.Td>{header.approverCount}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('Number of levels')}</Table.Th>
            <Table.Td>{header.approvalLevel}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Group>
        <Button variant="light" onClick={() => setEditing(true)}>
          {t('Edit name and description')}
        </Button>
      </Group>

      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('Approvers')}
        </Title>
        <Button variant="light" component={Link} to={webPaths.newApprover(headerId)}>
          {t('Add approver')}
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        {t('Approvers at the same level sign in parallel; levels sign in ascending order.')}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table striped aria-label={t('Approvers')}>
          <TableHead columns={['Name', 'Level', 'Email', 'Actions']} />
          <Table.Tbody>
            {details.map((approver, index) => (
              <Table.Tr key={approver.flowDetailId}>
                <Table.Td>{approver.approverName || <Text c="dimmed">{t('Not filled in yet')}</Text>}</Table.Td>
                <Table.Td>{approver.approvalLevel}</Table.Td>
                <Table.Td>{approver.approverMail}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <RowAction
                      to={webPaths.approver(headerId, approver.flowDetailId)}
                      label={t('Edit approver {{position}}', { position: String(index + 1) })}
                    >
                      {t('Edit')}
                    </RowAction>
                    <RowAction
                      color="red"
                      disabled={details.length <= 1}
                      onClick={() => setToRemove({ approver, position: index + 1 })}
                      label={t('Remove approver {{position}}', { position: String(index + 1) })}
                    >
                      {t('Remove')}
                    </RowAction>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button variant="default" component={Link} to={WEB_ROUTES.flows}>
          {t('Close')}
        </Button>
      </Group>
      <EditFlowDialog flow={header} opened={editing} onClose={() => setEditing(false)} />
      <ConfirmDialog
        opened={toRemove !== null}
        title={t('Remove approver')}
        message={t('Remove approver {{position}} from this flow?', { position: String(toRemove?.position ?? '') })}
        confirmLabel={t('Remove')}
        busy={removing}
        onConfirm={confirmRemove}
        onCancel={() => setToRemove(null)}
      />
    </Stack>
  );
}
