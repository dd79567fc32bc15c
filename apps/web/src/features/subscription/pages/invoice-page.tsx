import { Alert, Anchor, Breadcrumbs, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { TAX_PERCENT } from '@signflow/contract/billing';
import { webPaths } from '@signflow/contract/web-paths';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { readApiError, translationKeyOf } from '../../../api/api-error';
import { useGetBillingQuery } from '../../../api/billing-api';
import { ActionError } from '../../../components/action-error';
import { BillingStatusBadge } from '../../../components/billing-status-badge';
import { useBillingWords } from '../../../components/billing-words';
import { FactList } from '../../../components/fact-list';
import { PageTitle } from '../../../components/page-title';
import { useBillingActions } from '../../../components/use-billing-actions';
import { translateText } from '../../../i18n';
import { formatBillingDate } from '../../../i18n/format-date';
import { formatRupiah } from '../../../i18n/format-money';

/** How often the page asks again while the gateway's word that a payment went through is still on its way. */
const CONFIRMATION_POLL_MS = 2000;

/**
 * Billing Detail (/invoice?term=detail&code={status}&meta={billingId}), where the gateway returns the browser too:
 * the invoice's numbers, lines and totals, Submit Payment while pending, the PDF once paid.
 */
export function InvoicePage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const billingId = params.get('meta') ?? '';
  const returnedPaid = params.get('code') === 'paid';
  const { lineDescription } = useBillingWords();
  const { submitPayment, saveInvoice, busyId, failureOf } = useBillingActions();
  const { data, error, isLoading } = useGetBillingQuery(billingId, { skip: billingId === '' });
  // Back from the gateway as paid while the billing still reads pending: its callback is about to land.
  const waiting = returnedPaid && data?.billing.status === 'pending';
  useGetBillingQuery(billingId, { skip: !waiting, pollingInterval: CONFIRMATION_POLL_MS });

  const apiError = readApiError(error);
  const billing = data?.billing;

  return (
    <Stack gap="lg">
      <PageTitle>{t('Billing Detail')}</PageTitle>
      <Breadcrumbs separator="›">
        <Anchor component={Link} to={webPaths.profileBilling()}>
          {t('Billing')}
        </Anchor>
        <Text aria-current="page">{t('Billing Detail')}</Text>
      </Breadcrumbs>
      <Title order={1}>{t('Billing Detail')}</Title>
      {isLoading && <Loader aria-label={t('Loading…')} />}
      {(billingId === '' || apiError) && (
        <Alert color="red">{apiError ? translateText(...translationKeyOf(apiError)) : t('Billing not found')}</Alert>
      )}
      {billing && data && (
        <Card withBorder radius="md" padding="md" maw={880}>
          <Stack gap="lg">
            <Group justify="space-between" align="flex-start">
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  {t('Invoice No')}
                </Text>
                <Text fw={700} size="lg">
                  {billing.billingNo}
                </Text>
              </Stack>
              <BillingStatusBadge status={billing.status} />
            </Group>
            <FactList
              cols={{ base: 1, xs: 3 }}
              facts={[
                { label: t('Order ID'), value: billing.orderNo },
                { label: t('Billing Date'), value: formatBillingDate(billing.billingDate, i18n.language) },
                {
                  label: billing.paidAt ? t('Paid on') : t('Payment due'),
                  value: formatBillingDate(billing.paidAt ?? billing.dueDate, i18n.language),
                },
              ]}
            />
            {waiting && (
              <Group gap="xs" role="status">
                <Loader size="xs" aria-hidden />
                <Text size="sm">{t('Waiting for the payment service to confirm your payment…')}</Text>
              </Group>
            )}
            <Table.ScrollContainer minWidth={280}>
              {/* Narrow spacing keeps the four columns and the totals within a phone's width. */}
              <Table horizontalSpacing={6} fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('No')}</Table.Th>
                    <Table.Th>{t('Description')}</Table.Th>
                    <Table.Th ta="end">
                      <abbr title={t('Quantity')} style={{ textDecoration: 'none' }}>
                        {t('Qty')}
                      </abbr>
                    </Table.Th>
                    <Table.Th ta="end">{t('Amount')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.billingDetail.map((line) => (
                    <Table.Tr key={line.billingDetailId}>
                      <Table.Td>{line.serialNo}</Table.Td>
                      <Table.Td>{lineDescription(billing, line)}</Table.Td>
                      <Table.Td ta="end">1</Table.Td>
                      <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                        {formatRupiah(line.originalAmount)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <SumRow label={t('Subtotal')} amount={billing.baseAmount} />
                  <SumRow
                    label={t('Tax ({{percent}} %)', { percent: String(TAX_PERCENT) })}
                    amount={billing.taxAmount}
                  />
                  <SumRow label={t('Total')} amount={billing.nettAmount} strong />
                </Table.Tfoot>
              </Table>
            </Table.ScrollContainer>
            <Group justify="flex-end">
              {billing.status === 'pending' && (
                <Button loading={busyId === billing.billingId} onClick={() => void submitPayment(billing)}>
                  {t('Submit Payment')}
                </Button>
              )}
              {billing.status === 'paid' && (
                <Button
                  variant="light"
                  loading={busyId === billing.billingId}
                  onClick={() => void saveInvoice(billing)}
                >
                  {t('Download invoice')}
                </Button>
              )}
            </Group>
            <ActionError failure={failureOf(billing)} />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

/** A line under the invoice's items: what it sums, and the amount, the total's in bold. */
function SumRow({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th colSpan={3} ta="end" scope="row">
        {label}
      </Table.Th>
      <Table.Td ta="end" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {formatRupiah(amount)}
      </Table.Td>
    </Table.Tr>
  );
}
