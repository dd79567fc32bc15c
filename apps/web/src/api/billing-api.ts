import type { Billing, BillingResponse, InvoiceUrlResponse, UnpaidBillingResponse } from '@signflow/contract/billing';
import type { Paged } from '@signflow/contract/paging';
import { baseApi } from './base-api';
import { saveAsFile } from './save-download';
import type { SessionFetch } from './session-auth';

/**
 * The account's billings, read by the shell's unpaid banner, the profile's Billing tab and the subscription
 * pages alike (docs/domain.md#plans-and-subscriptions).
 */
const billingApi = baseApi.enhanceEndpoints({ addTagTypes: ['Billing'] }).injectEndpoints({
  endpoints: (build) => ({
    listBillings: build.query<Paged<Billing>, { page: number; limit: number; sortBy?: string }>({
      query: ({ page, limit, sortBy = 'billingDate:desc' }) => ({
        url: '/profile/billing',
        params: { page, limit, sortBy },
      }),
      providesTags: ['Billing'],
    }),
    getBilling: build.query<BillingResponse, string>({
      query: (billingId) => `/billing/${encodeURIComponent(billingId)}`,
      providesTags: ['Billing'],
    }),
    getUnpaidBilling: build.query<UnpaidBillingResponse, void>({
      query: () => '/billing/unpaid',
      providesTags: ['Billing'],
    }),
    /** A query the page starts on a click (lazy): the gateway's page for a pending billing, 404 once it is not. */
    getPaymentLink: build.query<InvoiceUrlResponse, string>({
      query: (billingId) => `/profile/billing/${encodeURIComponent(billingId)}/payment-link`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useListBillingsQuery, useGetBillingQuery, useGetUnpaidBillingQuery, useLazyGetPaymentLinkQuery } =
  billingApi;

/** A download that failed, carrying the server's message (in English: the toast translates it). */
export class InvoiceDownloadError extends Error {}

/** GET /v1/billing/{id}/invoice with the owner's token: a paid billing's invoice PDF, saved as a file. */
export async function downloadInvoice(billing: Billing, fetchAsOwner: SessionFetch): Promise<void> {
  const response = await fetchAsOwner(`/v1/billing/${encodeURIComponent(billing.billingId)}/invoice`);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new InvoiceDownloadError(body?.message ?? 'Failed');
  }
  await saveAsFile(response, `invoice-${billing.billingNo.replaceAll('/', '-')}.pdf`);
}
