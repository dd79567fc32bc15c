import { useGetSubscriptionQuery } from '../../../app/api/session-api';
import { useAppSelector } from '../../../app/hooks';
import { selectSubscription } from '../../../app/session/subscription-slice';
import { PageLoader } from '../../../components/page-loader';
import { SubscriptionSummary } from '../../../components/subscription-summary';

/** SPEC §2 profile Subscription tab: the plan and its dates, or Subscribe Now when there is none. */
export function SubscriptionTab() {
  const subscription = useAppSelector(selectSubscription);
  const { isLoading } = useGetSubscriptionQuery();
  if (isLoading && !subscription) return <PageLoader />;
  return <SubscriptionSummary subscription={subscription} />;
}
