import type { ChangePasswordInput, MessageResponse } from '@signflow/contract/auth';
import type { ProfileResponse, ProfileUpdateInput } from '@signflow/contract/profile';
import {
  type SavedSignatureBody,
  type SavedSignatureChangeResponse,
  type SavedSignatureKind,
  type SavedSignaturesResponse,
  savedSignaturePath,
} from '@signflow/contract/saved-signatures';
import type { ProfileRemindersResponse, ReminderSettings } from '@signflow/contract/sender-controls';
import { baseApi } from '../../../api/base-api';
import { keepProfileAnswer, sessionApi } from '../../../api/session-api';

const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** PATCH /v1/profile answers the whole profile, which replaces the cached one. */
    updateProfile: build.mutation<ProfileResponse, ProfileUpdateInput>({
      query: (body) => ({ url: '/profile', method: 'PATCH', body }),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) => keepProfileAnswer(dispatch, queryFulfilled),
    }),
    /** PUT /v1/profile/password: the server ends the account's other sign-ins; this one goes on. */
    changePassword: build.mutation<MessageResponse, ChangePasswordInput>({
      query: (body) => ({ url: '/profile/password', method: 'PUT', body }),
    }),
    /** PUT /v1/profile/reminders: the account's default automatic reminders, which Invite Sign starts from. */
    updateReminderDefault: build.mutation<ProfileRemindersResponse, ReminderSettings>({
      query: (body) => ({ url: '/profile/reminders', method: 'PUT', body }),
      onQueryStarted: async (_body, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            sessionApi.util.updateQueryData('getProfile', undefined, (profile) => {
              profile.reminders = data.reminders;
            }),
          );
        } catch {
          // The form shows the failure; the cached default stays as it was.
        }
      },
    }),
    /** GET /v1/profile/signatures: the signature and initials the owner keeps. */
    getSavedSignatures: build.query<SavedSignaturesResponse, void>({ query: () => '/profile/signatures' }),
    /** PUT /v1/profile/signature or /initials: answers both as they now are, which replace the cached ones. */
    keepSavedSignature: build.mutation<
      SavedSignatureChangeResponse,
      { kind: SavedSignatureKind; body: SavedSignatureBody }
    >({
      query: ({ kind, body }) => ({ url: apiPath(kind), method: 'PUT', body }),
      onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
        keepSavedAnswer(queryFulfilled, (saved) =>
          dispatch(profileApi.util.upsertQueryData('getSavedSignatures', undefined, saved)),
        ),
    }),
    /** DELETE /v1/profile/signature or /initials. */
    removeSavedSignature: build.mutation<SavedSignatureChangeResponse, SavedSignatureKind>({
      query: (kind) => ({ url: apiPath(kind), method: 'DELETE' }),
      onQueryStarted: (_kind, { dispatch, queryFulfilled }) =>
        keepSavedAnswer(queryFulfilled, (saved) =>
          dispatch(profileApi.util.upsertQueryData('getSavedSignatures', undefined, saved)),
        ),
    }),
  }),
});

/** The route's path under the api's base (/v1). */
const apiPath = (kind: SavedSignatureKind) => savedSignaturePath(kind).replace(/^\/v1/, '');

/** A change answers both kinds as they now are: they replace the cached ones (a failure leaves them). */
async function keepSavedAnswer(
  answer: Promise<{ data: SavedSignatureChangeResponse }>,
  keep: (saved: SavedSignaturesResponse) => void,
): Promise<void> {
  try {
    keep((await answer).data.saved);
  } catch {
    // The section shows the failure.
  }
}

export const {
  useUpdateProfileMutation,
  useUpdateReminderDefaultMutation,
  useChangePasswordMutation,
  useGetSavedSignaturesQuery,
  useKeepSavedSignatureMutation,
  useRemoveSavedSignatureMutation,
} = profileApi;
