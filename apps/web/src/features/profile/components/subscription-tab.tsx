import { useGetSubscriptionQuery } from '../../../api/session-api';
import { PageLoader } from '../../../components/page-loader';
import { SubscriptionSummary } from '../../../components/subscription-summary';
import { selectSubscription } from '../../../session/subscription-slice';
import { useAppSelector } from '../../../store/hooks';

/** The profile's Subscription tab: the plan and its dates, or Subscribe Now when there is none. */
export function SubscriptionTab() {
  const subscription = useAppSelector(selectSubscription);
  const { isLoading } = useGetSubscriptionQuery();
  if (isLoading && !subscription) return <PageLoader />;
  return <SubscriptionSummary subscription={subscription} />;
}
