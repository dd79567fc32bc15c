import type { Billing, BillingResponse, InvoiceUrlResponse, UnpaidBillingResponse } from '@signflow/contract/billing';
import type { Paged } from '@signflow/contract/paging';
import { baseApi } from './base-api';
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

/** The file name the server gives in `Content-Disposition`, if any. */
function fileNameOf(response: Response): string | null {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? null;
}

/** A download that failed, carrying the server's message (in English: the toast translates it). */
export class InvoiceDownloadError extends Error {}

/** GET /v1/billing/{id}/invoice with the owner's token: a paid billing's invoice PDF, saved as a file. */
export async function downloadInvoice(billing: Billing, fetchAsOwner: SessionFetch): Promise<void> {
  const response = await fetchAsOwner(`/v1/billing/${encodeURIComponent(billing.billingId)}/invoice`);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new InvoiceDownloadError(body?.message ?? 'Failed');
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = window.document.createElement('a');
    link.href = url;
    link.download = fileNameOf(response) ?? `invoice-${billing.billingNo.replaceAll('/', '-')}.pdf`;
    link.click();
  } finally {
    // Give the browser a moment to start the download before the object URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
