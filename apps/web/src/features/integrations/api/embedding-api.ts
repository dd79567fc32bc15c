import type { EmbeddingSettings, EmbeddingSettingsInput } from '@signflow/contract/embedding';
import { baseApi } from '../../../api/base-api';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Embedding'] });

/** The sites allowed to embed the account's signing pages (docs/embedding.md). */
const embeddingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEmbedding: build.query<EmbeddingSettings, void>({
      query: () => '/profile/embedding',
      providesTags: ['Embedding'],
    }),
    saveEmbedding: build.mutation<EmbeddingSettings, EmbeddingSettingsInput>({
      query: (body) => ({ url: '/profile/embedding', method: 'PUT', body }),
      invalidatesTags: (_answer, error) => (error ? [] : ['Embedding']),
    }),
  }),
});

export const { useGetEmbeddingQuery, useSaveEmbeddingMutation } = embeddingApi;
