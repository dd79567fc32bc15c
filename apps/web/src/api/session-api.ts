import type { MessageResponse } from '@signflow/contract/auth';
import type { SubscriptionResponse } from '@signflow/contract/plans';
import type { LanguageUpdateInput, ProfileResponse } from '@signflow/contract/profile';
import { baseApi } from './base-api';

/** The signed-in account's own data, read by the shell, the profile page and the language switcher. */
const accountQueries = baseApi.enhanceEndpoints({ addTagTypes: ['Profile'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Tagged, so a call that may change it (e.g. the e-mail verified in another tab) reloads it. */
    getProfile: build.query<ProfileResponse, void>({ query: () => '/profile', providesTags: ['Profile'] }),
    /** 404 means "no subscription": the subscription slice records it as null. */
    getSubscription: build.query<SubscriptionResponse, void>({ query: () => '/profile/subscription' }),
  }),
});

type Dispatch = (action: ReturnType<typeof accountQueries.util.upsertQueryData>) => unknown;

/** A call that answers the whole profile refreshes the cached GET /v1/profile with that answer. */
export async function keepProfileAnswer(dispatch: Dispatch, answer: Promise<{ data: ProfileResponse }>) {
  try {
    const { data } = await answer;
    dispatch(accountQueries.util.upsertQueryData('getProfile', undefined, data));
  } catch {
    // The caller shows the failure; the cached profile stays as it was.
  }
}

export const sessionApi = accountQueries.injectEndpoints({
  endpoints: (build) => ({
    updateLanguage: build.mutation<ProfileResponse, LanguageUpdateInput>({
      query: (body) => ({ url: '/profile/language', method: 'PUT', body }),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => keepProfileAnswer(dispatch, queryFulfilled),
    }),
    /** Mails the signed-in owner a new link to verify their address. */
    resendVerification: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/auth/resend-verification', method: 'POST' }),
    }),
  }),
});

/** Reloads the cached profile, for answers that show it is out of date. */
export const reloadProfile = () => sessionApi.util.invalidateTags(['Profile']);

export const { useGetProfileQuery, useGetSubscriptionQuery, useUpdateLanguageMutation, useResendVerificationMutation } =
  sessionApi;
