import { Group, Stack, Table } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@signflow/contract/paging';
import { webPaths } from '@signflow/contract/web-paths';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListBillingsQuery } from '../../../api/billing-api';
import { ActionError } from '../../../components/action-error';
import { BillingStatusBadge } from '../../../components/billing-status-badge';
import { useBillingWords } from '../../../components/billing-words';
import { EmptyTableRow } from '../../../components/empty-table-row';
import { PageLoader } from '../../../components/page-loader';
import { Pagination } from '../../../components/pagination';
import { RowAction } from '../../../components/row-action';
import { TableHead } from '../../../components/table-head';
import { useBillingActions } from '../../../components/use-billing-actions';
import { useKeepPageInRange } from '../../../components/use-page';
import { formatBillingDate } from '../../../i18n/format-date';
import { formatRupiah } from '../../../i18n/format-money';

/** The profile's Billing tab: the account's billings, newest first, five a page, with what each allows. */
export function BillingTab() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isLoading } = useListBillingsQuery(
    { page, limit: DEFAULT_PAGE_SIZE, sortBy: 'billingDate:desc' },
    { refetchOnMountOrArgChange: true },
  );
  useKeepPageInRange(page, data?.totalPages, setPage);
  const { description } = useBillingWords();
  const { submitPayment, saveInvoice, busyId, failureOf } = useBillingActions();

  if (isLoading) return <PageLoader />;
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover>
          <TableHead columns={['Billing Date', 'Due Date', 'Description', 'Amount', 'Status', 'Actions']} />
          <Table.Tbody>
            {data?.results.map((billing) => (
              <Table.Tr key={billing.billingId}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatBillingDate(billing.billingDate, i18n.language)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatBillingDate(billing.dueDate, i18n.language)}
                </Table.Td>
                <Table.Td>{description(billing)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatRupiah(billing.nettAmount)}</Table.Td>
                <Table.Td>
                  <BillingStatusBadge status={billing.status} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <RowAction
                      to={webPaths.invoice(billing.billingId, billing.status)}
                      label={t('Detail of {{invoice}}', { invoice: billing.billingNo })}
                    >
                      {t('Detail')}
                    </RowAction>
                    {billing.status === 'pending' && (
                      <RowAction
                        variant="filled"
                        disabled={busyId === billing.billingId}
                        onClick={() => void submitPayment(billing)}
                        label={t('Submit Payment for {{invoice}}', { invoice: billing.billingNo })}
                      >
                        {t('Submit Payment')}
                      </RowAction>
                    )}
                    {billing.status === 'paid' && (
                      <RowAction
                        disabled={busyId === billing.billingId}
                        onClick={() => void saveInvoice(billing)}
                        label={t('Download invoice {{invoice}}', { invoice: billing.billingNo })}
                      >
                        {t('Download invoice')}
                      </RowAction>
                    )}
                  </Group>
                  <ActionError failure={failureOf(billing)} />
                </Table.Td>
              </Table.Tr>
            ))}
            {data?.results.length === 0 && <EmptyTableRow columns={6}>{t('No billings yet.')}</EmptyTableRow>}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pagination page={page} totalPages={data?.totalPages ?? 0} onChange={setPage} />
    </Stack>
  );
}
