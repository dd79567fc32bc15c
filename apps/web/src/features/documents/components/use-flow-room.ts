import { PLAN_LIMITS } from '@signflow/contract/plans';
import { usePlanName } from '../../../components/use-plan-name';
import { selectSubscription } from '../../../session/subscription-slice';
import { useAppSelector } from '../../../store/hooks';

/**
 * Whether the account's plan has room for one more flow, given how many it holds: 'Just these people' may be saved as
 * a flow only then (the server refuses past the limit: docs/domain.md#plans-and-subscriptions). Unknown counts or plans
 * leave the choice open, and the server has the last word.
 */
export function useFlowRoom(flowCount: number | undefined) {
  const subscription = useAppSelector(selectSubscription);
  const planName = usePlanName();
  const limit = subscription ? PLAN_LIMITS[subscription.plan]?.flows : null;
  const left = limit === null || limit === undefined || flowCount === undefined || flowCount < limit;
  return { left, planName: subscription ? planName(subscription.plan) : '' };
}
