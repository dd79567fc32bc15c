import { Button, Stack } from '@mantine/core';
import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useGetUnpaidBillingQuery } from '../../api/billing-api';
import { ActionError } from '../../components/action-error';
import { useBillingWords } from '../../components/billing-words';
import { useBillingActions } from '../../components/use-billing-actions';
import { formatBillingDate } from '../../i18n/format-date';
import { formatRupiah } from '../../i18n/format-money';
import { ShellBanner } from './shell-banner';

/** Pages that show the unpaid billing with its own Pay Now. */
const PAGES_SHOWING_UNPAID = new Set<string>([WEB_ROUTES.subscription, WEB_ROUTES.invoice]);

/** While a billing waits for its payment: what it is, until when, and Pay Now (to the gateway's page). */
export function UnpaidBillingBanner() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const billing = useGetUnpaidBillingQuery(undefined, { refetchOnFocus: true }).data?.billing ?? null;
  const { description } = useBillingWords();
  const { submitPayment, busyId, failureOf } = useBillingActions();
  if (!billing || PAGES_SHOWING_UNPAID.has(pathname)) return null;
  return (
    <ShellBanner
      color="orange"
      label={t('Unpaid billing')}
      action={
        <Stack gap={6} align="flex-end">
          <Button size="xs" loading={busyId === billing.billingId} onClick={() => void submitPayment(billing)}>
            {t('Pay Now')}
          </Button>
          <ActionError failure={failureOf(billing)} />
        </Stack>
      }
    >
      {t('Your billing {{invoice}} ({{description}}, {{amount}}) is waiting for payment until {{date}}.', {
        invoice: billing.billingNo,
        description: description(billing),
        amount: formatRupiah(billing.nettAmount),
        date: formatBillingDate(billing.dueDate, i18n.language),
      })}
    </ShellBanner>
  );
}
