import type {
  ChangeWebhookInput,
  CreatedWebhookEndpoint,
  CreateWebhookInput,
  RolledWebhookSecret,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookEndpoint,
  WebhookEndpointList,
} from '@signflow/contract/webhooks';
import { baseApi } from '../../../api/base-api';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Webhook', 'WebhookDelivery'] });

/** The account's webhook endpoints and their delivery logs (docs/api.md#webhooks). */
const webhooksApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The endpoints, and how long failing turns one off (WEBHOOK_DISABLE_AFTER_HOURS), for the words of one that was.
    listWebhooks: build.query<WebhookEndpointList, void>({
      query: () => '/webhooks',
      providesTags: ['Webhook'],
    }),
    createWebhook: build.mutation<CreatedWebhookEndpoint, CreateWebhookInput>({
      query: (body) => ({ url: '/webhooks', method: 'POST', body }),
      invalidatesTags: ['Webhook'],
    }),
    changeWebhook: build.mutation<WebhookEndpoint, { id: string; change: ChangeWebhookInput }>({
      query: ({ id, change }) => ({ url: `/webhooks/${id}`, method: 'PATCH', body: change }),
      invalidatesTags: ['Webhook'],
    }),
    deleteWebhook: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/webhooks/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Webhook'],
    }),
    rollWebhookSecret: build.mutation<RolledWebhookSecret, string>({
      query: (id) => ({ url: `/webhooks/${id}/roll-secret`, method: 'POST' }),
    }),
    listWebhookDeliveries: build.query<WebhookDelivery[], string>({
      query: (id) => `/webhooks/${id}/deliveries`,
      transformResponse: (answer: WebhookDeliveryList) => answer.deliveries,
      providesTags: (_result, _error, id) => [{ type: 'WebhookDelivery', id }],
    }),
    sendTestWebhook: build.mutation<WebhookDelivery, string>({
      query: (id) => ({ url: `/webhooks/${id}/test`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'WebhookDelivery', id }],
    }),
    resendWebhookDelivery: build.mutation<WebhookDelivery, { id: string; deliveryId: string }>({
      query: ({ id, deliveryId }) => ({ url: `/webhooks/${id}/deliveries/${deliveryId}/resend`, method: 'POST' }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'WebhookDelivery', id }],
    }),
  }),
});

export const {
  useListWebhooksQuery,
  useCreateWebhookMutation,
  useChangeWebhookMutation,
  useDeleteWebhookMutation,
  useRollWebhookSecretMutation,
  useListWebhookDeliveriesQuery,
  useSendTestWebhookMutation,
  useResendWebhookDeliveryMutation,
} = webhooksApi;
