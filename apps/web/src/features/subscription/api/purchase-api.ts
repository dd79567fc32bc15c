import type {
  InvoiceUrlResponse,
  PackagesResponse,
  PaymentMethodsResponse,
  SubscribeInput,
} from '@signflow/contract/billing';
import { baseApi } from '../../../api/base-api';

/** The package page's calls: the packages, the gateway's payment methods, and buying one (POST /v1/subscribe). */
const purchaseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPackages: build.query<PackagesResponse, void>({ query: () => '/packages' }),
    getPaymentMethods: build.query<PaymentMethodsResponse, void>({ query: () => '/subscribe/payment-method' }),
    subscribe: build.mutation<InvoiceUrlResponse, SubscribeInput>({
      query: (body) => ({ url: '/subscribe', method: 'POST', body }),
    }),
  }),
});

export const { useGetPackagesQuery, useGetPaymentMethodsQuery, useSubscribeMutation } = purchaseApi;
