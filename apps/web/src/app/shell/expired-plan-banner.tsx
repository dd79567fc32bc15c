import { Anchor } from '@mantine/core';
import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePlanName } from '../../components/use-plan-name';
import { formatDate } from '../../i18n/format-date';
import { selectSubscription } from '../../session/subscription-slice';
import { useAppSelector } from '../../store/hooks';
import { ShellBanner } from './shell-banner';
import { usePlanEnded } from './use-plan-ended';

/** The pages where a plan is chosen: the banner would only point at the page it is on. */
const PACKAGE_PAGES = new Set<string>([WEB_ROUTES.package, WEB_ROUTES.subscriptionPlan]);

/** Once the plan has ended: what still works, and the way to a new plan. */
export function ExpiredPlanBanner() {
  const { t, i18n } = useTranslation();
  const planName = usePlanName();
  const subscription = useAppSelector(selectSubscription);
  const ended = usePlanEnded();
  const { pathname } = useLocation();
  if (!subscription || !ended || PACKAGE_PAGES.has(pathname)) return null;
  return (
    <ShellBanner
      color="red"
      label={t('Your plan has ended')}
      action={
        <Anchor component={Link} to={WEB_ROUTES.package} size="sm" fw={600}>
          {t('Choose a plan')}
        </Anchor>
      }
    >
      {t(
        'Your {{plan}} plan ended on {{date}}. Your documents stay readable and invited signers can still sign, but new flows and documents need a plan.',
        { plan: planName(subscription.plan), date: formatDate(subscription.endDate, i18n.language) },
      )}
    </ShellBanner>
  );
}
