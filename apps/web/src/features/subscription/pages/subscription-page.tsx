import { Anchor, Stack, Title } from '@mantine/core';
import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetSubscriptionQuery } from '../../../api/session-api';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { SubscriptionSummary } from '../../../components/subscription-summary';
import { selectSubscription } from '../../../session/subscription-slice';
import { useAppSelector } from '../../../store/hooks';

/** The current plan and its dates, with a way to change plan (billing comes in a later release). */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const subscription = useAppSelector(selectSubscription);
  const { isLoading } = useGetSubscriptionQuery();
  return (
    <Stack gap="md">
      <PageTitle>{t('Subscription')}</PageTitle>
      <Title order={1}>{t('Subscription')}</Title>
      {isLoading && !subscription ? <PageLoader /> : <SubscriptionSummary subscription={subscription} />}
      {subscription && (
        <Anchor component={Link} to={WEB_ROUTES.package} fw={600}>
          {t('Choose a plan')}
        </Anchor>
      )}
    </Stack>
  );
}
