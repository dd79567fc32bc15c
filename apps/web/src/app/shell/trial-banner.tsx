import { Anchor } from '@mantine/core';
import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatDate } from '../../i18n/format-date';
import { selectSubscription } from '../../session/subscription-slice';
import { useAppSelector } from '../../store/hooks';
import { ShellBanner } from './shell-banner';
import { usePlanEnded } from './use-plan-ended';

/** Pages that show the plan and its dates themselves, where the banner would only repeat them. */
const PAGES_SHOWING_THE_PLAN = new Set<string>([
  WEB_ROUTES.profile,
  WEB_ROUTES.subscription,
  WEB_ROUTES.subscriptionPlan,
  WEB_ROUTES.package,
]);

/** While the plan is TRIAL and running (an ended one has its own banner), a banner with its end date and the way to a paid plan. */
export function TrialBanner() {
  const { t, i18n } = useTranslation();
  const subscription = useAppSelector(selectSubscription);
  const { pathname } = useLocation();
  const ended = usePlanEnded();
  if (subscription?.plan !== 'TRIAL' || ended || PAGES_SHOWING_THE_PLAN.has(pathname)) return null;
  return (
    <ShellBanner
      color="blue"
      action={
        <Anchor component={Link} to={WEB_ROUTES.package} size="sm" fw={600}>
          {t('Choose a plan')}
        </Anchor>
      }
    >
      {t('Your free trial ends on {{date}}', { date: formatDate(subscription.endDate, i18n.language) })}
    </ShellBanner>
  );
}
