import type { ProfileResponse, ProfileUpdateInput } from '@signflow/contract/profile';
import { baseApi } from '../../../api/base-api';
import { keepProfileAnswer } from '../../../api/session-api';

const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** PATCH /v1/profile answers the whole profile, which replaces the cached one. */
    updateProfile: build.mutation<ProfileResponse, ProfileUpdateInput>({
      query: (body) => ({ url: '/profile', method: 'PATCH', body }),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => keepProfileAnswer(dispatch, queryFulfilled),
    }),
  }),
});

export const { useUpdateProfileMutation } = profileApi;
