import { Badge, Button, Card, Stack, Text } from '@mantine/core';
import type { Subscription } from '@signflow/contract/plans';
import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../i18n/format-date';
import { FactList } from './fact-list';
import { usePlanName } from './use-plan-name';

/** The current plan with its dates, or, without a subscription (the API answers 404), the way to get one. */
export function SubscriptionSummary({ subscription }: { subscription: Subscription | null }) {
  const { t, i18n } = useTranslation();
  const planName = usePlanName();
  if (!subscription) {
    return (
      <Stack align="flex-start" gap="sm">
        <Text>{t('You do not have a subscription yet.')}</Text>
        <Button component={Link} to={WEB_ROUTES.package}>
          {t('Subscribe Now')}
        </Button>
      </Stack>
    );
  }
  const facts = [
    { label: t('Plan'), value: <Badge size="lg">{planName(subscription.plan)}</Badge> },
    { label: t('Start date'), value: formatDate(subscription.startDate, i18n.language) },
    { label: t('Expiry date'), value: formatDate(subscription.endDate, i18n.language) },
  ];
  return (
    <Card withBorder radius="md" padding="lg" maw={720}>
      <FactList facts={facts} cols={{ base: 1, xs: 3 }} />
    </Card>
  );
}
