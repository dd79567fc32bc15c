import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { PLAN_LIMITS } from '@signflow/contract/plans';
import { WEB_ROUTES, webPaths } from '@signflow/contract/web-paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetUnpaidBillingQuery } from '../../../api/billing-api';
import { useGetSubscriptionQuery } from '../../../api/session-api';
import { ActionError } from '../../../components/action-error';
import { useBillingWords } from '../../../components/billing-words';
import { FactList } from '../../../components/fact-list';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { SubscriptionSummary } from '../../../components/subscription-summary';
import { useBillingActions } from '../../../components/use-billing-actions';
import { usePlanName } from '../../../components/use-plan-name';
import { daysUntil, formatBillingDate, formatDate } from '../../../i18n/format-date';
import { formatRupiah } from '../../../i18n/format-money';
import { selectSubscription } from '../../../session/subscription-slice';
import { useAppSelector } from '../../../store/hooks';

/** The current plan, its dates and days left, its limits, any unpaid billing with Pay Now, and Change plan. */
export function SubscriptionPage() {
  const { t, i18n } = useTranslation();
  const planName = usePlanName();
  const subscription = useAppSelector(selectSubscription);
  const { isLoading } = useGetSubscriptionQuery();
  const unpaid = useGetUnpaidBillingQuery(undefined, { refetchOnMountOrArgChange: true }).data?.billing ?? null;
  const { description } = useBillingWords();
  const { submitPayment, busyId, failureOf } = useBillingActions();

  const limit = (value: number | null) => (value === null ? t('Unlimited') : String(value));

  return (
    <Stack gap="lg">
      <PageTitle>{t('Subscription')}</PageTitle>
      <Title order={1}>{t('Subscription')}</Title>
      {isLoading && !subscription ? (
        <PageLoader />
      ) : !subscription ? (
        <SubscriptionSummary subscription={null} />
      ) : (
        <Card withBorder radius="md" padding="lg" maw={880}>
          <Stack gap="lg">
            <FactList
              cols={{ base: 1, xs: 2, md: 4 }}
              facts={[
                { label: t('Plan'), value: <Badge size="lg">{planName(subscription.plan)}</Badge> },
                { label: t('Start date'), value: formatDate(subscription.startDate, i18n.language) },
                { label: t('Expiry date'), value: formatDate(subscription.endDate, i18n.language) },
                {
                  label: t('Days left'),
                  value: daysUntil(subscription.endDate) === 0 ? t('Expired') : String(daysUntil(subscription.endDate)),
                },
              ]}
            />
            <FactList
              cols={{ base: 1, xs: 2, md: 4 }}
              facts={[
                { label: t('Flows allowed'), value: limit(PLAN_LIMITS[subscription.plan].flows) },
                { label: t('Documents allowed'), value: limit(PLAN_LIMITS[subscription.plan].documents) },
                { label: t('Templates allowed'), value: limit(PLAN_LIMITS[subscription.plan].templates) },
              ]}
            />
            <Group>
              <Button component={Link} to={WEB_ROUTES.package}>
                {t('Change plan')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      {unpaid && (
        <Card withBorder radius="md" padding="lg" maw={880} component="section" aria-label={t('Unpaid billing')}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('Unpaid billing')}
            </Title>
            <Text>
              {t('{{description}}: {{amount}}, due {{date}}', {
                description: description(unpaid),
                amount: formatRupiah(unpaid.nettAmount),
                date: formatBillingDate(unpaid.dueDate, i18n.language),
              })}
            </Text>
            <Group gap="sm">
              <Button loading={busyId === unpaid.billingId} onClick={() => void submitPayment(unpaid)}>
                {t('Pay Now')}
              </Button>
              <Button variant="default" component={Link} to={webPaths.invoice(unpaid.billingId, unpaid.status)}>
                {t('Detail')}
              </Button>
            </Group>
            <ActionError failure={failureOf(unpaid)} />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
