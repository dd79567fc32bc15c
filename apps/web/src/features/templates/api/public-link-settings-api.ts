import type { PublicLinkAnswer, PublicLinkSettings } from '@signflow/contract/public-links';
import { baseApi } from '../../../api/base-api';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['PublicLink'] });
const linkPath = (templateId: string) => `/templates/${encodeURIComponent(templateId)}/public-link`;

/**
 * A template's public link as its owner sets it (docs/api.md#public-links): read, turned on or off with its people and
 * values, and given a new address. Each change answers the link as it stands, kept as the read's answer.
 */
export const publicLinkSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicLinkSettings: build.query<PublicLinkAnswer, string>({
      query: (templateId) => linkPath(templateId),
      providesTags: ['PublicLink'],
    }),
    setPublicLink: build.mutation<PublicLinkAnswer, { id: string; settings: PublicLinkSettings }>({
      query: ({ id, settings }) => ({ url: linkPath(id), method: 'PUT', body: settings }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(publicLinkSettingsApi.util.upsertQueryData('getPublicLinkSettings', id, data));
      },
    }),
    replacePublicLink: build.mutation<PublicLinkAnswer, string>({
      query: (templateId) => ({ url: `${linkPath(templateId)}/replace`, method: 'POST' }),
      async onQueryStarted(templateId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(publicLinkSettingsApi.util.upsertQueryData('getPublicLinkSettings', templateId, data));
      },
    }),
  }),
});

export const { useGetPublicLinkSettingsQuery, useSetPublicLinkMutation, useReplacePublicLinkMutation } =
  publicLinkSettingsApi;
