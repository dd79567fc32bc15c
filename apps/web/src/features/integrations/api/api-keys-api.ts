import type { ApiKeyCreated, ApiKeySummary, CreateApiKeyBody } from '@signflow/contract/api-keys';
import { baseApi } from '../../../api/base-api';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['ApiKey'] });

/** The account's API keys (docs/api.md#api-keys): a change refetches the list once it succeeded. */
const apiKeysApi = api.injectEndpoints({
  endpoints: (build) => ({
    listApiKeys: build.query<ApiKeySummary[], void>({
      query: () => '/api-keys',
      transformResponse: (answer: { apiKeys: ApiKeySummary[] }) => answer.apiKeys,
      providesTags: ['ApiKey'],
    }),
    createApiKey: build.mutation<ApiKeyCreated, CreateApiKeyBody>({
      query: (body) => ({ url: '/api-keys', method: 'POST', body }),
      invalidatesTags: (_answer, error) => (error ? [] : ['ApiKey']),
    }),
    revokeApiKey: build.mutation<{ message: string }, string>({
      query: (keyId) => ({ url: `/api-keys/${encodeURIComponent(keyId)}`, method: 'DELETE' }),
      invalidatesTags: (_answer, error) => (error ? [] : ['ApiKey']),
    }),
  }),
});

export const { useListApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;
