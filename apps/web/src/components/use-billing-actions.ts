import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { Billing } from '@signflow/contract/billing';
import { useState } from 'react';
import { readApiError } from '../api/api-error';
import { downloadInvoice, InvoiceDownloadError, useLazyGetPaymentLinkQuery } from '../api/billing-api';
import { useSessionFetch } from '../api/session-auth';
import { actionFailureText, useActionErrors } from './action-error';

/** Sends the browser to a payment page (another origin, the gateway's: a full navigation, not a route). */
export function goToPaymentPage(invoiceUrl: string): void {
  window.location.assign(invoiceUrl);
}

/**
 * Submit Payment and Download invoice of a billing: the first fetches the billing's payment link and goes there
 * ('Payment Link Not Found' when the billing no longer takes payments), the second saves its invoice PDF. Why one
 * failed is kept per billing (`failureOf`), for the page to say beside the billing's buttons.
 */
export function useBillingActions() {
  const [fetchPaymentLink] = useLazyGetPaymentLinkQuery();
  const fetchAsOwner = useSessionFetch();
  const [busyId, setBusyId] = useState<string | null>(null);
  const failures = useActionErrors();

  const submitPayment = async (billing: Pick<Billing, 'billingId'>) => {
    setBusyId(billing.billingId);
    failures.clear(billing.billingId);
    try {
      const { invoiceUrl } = await fetchPaymentLink(billing.billingId).unwrap();
      goToPaymentPage(invoiceUrl);
    } catch (error) {
      const apiError = readApiError(error);
      if (apiError && apiError.code !== 404) failures.fail(billing.billingId, error);
      else failures.set(billing.billingId, actionFailureText(API_MESSAGES.paymentLinkNotFound));
      setBusyId(null);
    }
  };

  const saveInvoice = async (billing: Billing) => {
    setBusyId(billing.billingId);
    failures.clear(billing.billingId);
    try {
      await downloadInvoice(billing, fetchAsOwner);
    } catch (error) {
      failures.set(
        billing.billingId,
        actionFailureText(error instanceof InvoiceDownloadError ? error.message : 'Failed'),
      );
    } finally {
      setBusyId(null);
    }
  };

  return {
    submitPayment,
    saveInvoice,
    busyId,
    failureOf: (billing: Pick<Billing, 'billingId'>) => failures.of(billing.billingId),
  };
}
