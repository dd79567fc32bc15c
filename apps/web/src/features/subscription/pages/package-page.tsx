import { Alert, Button, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { billingAmounts, type Package, TAX_PERCENT, termsOf } from '@signflow/contract/billing';
import { PLAN_LIMITS, type Plan, TRIAL_DAYS } from '@signflow/contract/plans';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetSubscriptionQuery } from '../../../api/session-api';
import { useBillingWords } from '../../../components/billing-words';
import { PageTitle } from '../../../components/page-title';
import { usePlanName } from '../../../components/use-plan-name';
import { formatDate } from '../../../i18n/format-date';
import { formatRupiah } from '../../../i18n/format-money';
import { selectSubscription } from '../../../session/subscription-slice';
import { useAppSelector } from '../../../store/hooks';
import { useGetPackagesQuery } from '../api/purchase-api';
import { PackageCard, PackagePrice } from '../components/package-card';
import { PurchaseModal } from '../components/purchase-modal';

/** The price of each term a package is sold for, before tax (the annual term priced as its paid months). */
function TermPrices({ pack }: { pack: Package }) {
  const { t } = useTranslation();
  const { termLabel } = useBillingWords();
  if (pack.basicPrice === null) return null;
  const basicPrice = pack.basicPrice;
  return (
    <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0} fz="sm">
      <caption style={{ captionSide: 'top', textAlign: 'start' }}>
        <Text size="xs" c="dimmed" component="span">
          {t('Prices before tax')}
        </Text>
      </caption>
      <Table.Tbody>
        {termsOf(pack).map((term) => (
          <Table.Tr key={term}>
            <Table.Th fw={400} scope="row">
              {termLabel(term)}
            </Table.Th>
            <Table.Td ta="end" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatRupiah(billingAmounts(basicPrice, term).baseAmount)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Package Selection (/package and /subscription-plan): the packages, and buying one. */
export function PackagePage() {
  const { t, i18n } = useTranslation();
  const planName = usePlanName();
  useGetSubscriptionQuery();
  const subscription = useAppSelector(selectSubscription);
  const { data, isLoading, isError, refetch } = useGetPackagesQuery();
  const [buying, setBuying] = useState<Package | null>(null);
  const onTrial = subscription?.plan === 'TRIAL';
  const trialLimits = PLAN_LIMITS.TRIAL;
  // Each plan's templates, from the plan limits the server enforces (docs/domain.md#templates).
  const templatesAllowed = (plan: Plan) => {
    const templates = PLAN_LIMITS[plan].templates;
    if (templates === null) return t('Unlimited templates');
    return templates === 1
      ? t('Up to {{limit}} template', { limit: String(templates) })
      : t('Up to {{limit}} templates', { limit: String(templates) });
  };

  return (
    <Stack gap="lg">
      <PageTitle>{t('Package Selection')}</PageTitle>
      <Stack gap={4}>
        <Title order={1}>{t('Package Selection')}</Title>
        <Text c="dimmed">
          {t(
            'Choose the package that fits how many documents you send. Prices are in rupiah; {{percent}} % tax is added.',
            {
              percent: String(TAX_PERCENT),
            },
          )}
        </Text>
      </Stack>
      {isLoading && <Loader aria-label={t('Loading…')} />}
      {isError && (
        <Alert color="red" title={t('The packages could not be loaded')}>
          <Button size="xs" variant="light" mt="xs" onClick={() => void refetch()}>
            {t('Try again')}
          </Button>
        </Alert>
      )}
      {data && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: onTrial ? 4 : 3 }} spacing="lg">
          {onTrial && subscription && (
            <PackageCard
              name={planName('TRIAL')}
              current
              price={
                <PackagePrice
                  amount={formatRupiah(0)}
                  note={t('{{days}} days to try SignFlow', { days: String(TRIAL_DAYS) })}
                />
              }
              features={[
                trialLimits.flows === 1
                  ? t('Up to {{limit}} flow', { limit: String(trialLimits.flows) })
                  : t('Up to {{limit}} flows', { limit: String(trialLimits.flows ?? 0) }),
                t('Up to {{limit}} documents', { limit: String(trialLimits.documents ?? 0) }),
                templatesAllowed('TRIAL'),
              ]}
              action={
                // A long date in some languages wraps onto a second line rather than being cut.
                <Button
                  disabled
                  fullWidth
                  h="auto"
                  py={8}
                  styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
                >
                  {t('Valid until {{date}}', { date: formatDate(subscription.endDate, i18n.language) })}
                </Button>
              }
            />
          )}
          {data.packages.map((pack) =>
            pack.basicPrice === null ? (
              <PackageCard
                key={pack.packageId}
                name={planName(pack.plan)}
                current={subscription?.plan === pack.plan}
                price={<PackagePrice amount={t('Custom')} note={t('Priced for your organisation')} />}
                features={[...pack.packagePages, templatesAllowed(pack.plan)]}
                action={
                  <Button component="a" href={data.contactSalesUrl} variant="outline" fullWidth>
                    {t('Contact sales')}
                  </Button>
                }
              />
            ) : (
              <PackageCard
                key={pack.packageId}
                name={planName(pack.plan)}
                current={subscription?.plan === pack.plan}
                price={
                  <>
                    <PackagePrice amount={formatRupiah(pack.basicPrice)} note={t('per month')} />
                    <TermPrices pack={pack} />
                  </>
                }
                features={[...pack.packagePages, templatesAllowed(pack.plan)]}
                action={
                  <Button fullWidth onClick={() => setBuying(pack)}>
                    {t('Choose {{plan}} Plan', { plan: planName(pack.plan) })}
                  </Button>
                }
              />
            ),
          )}
        </SimpleGrid>
      )}
      <PurchaseModal pack={buying} onClose={() => setBuying(null)} />
    </Stack>
  );
}
