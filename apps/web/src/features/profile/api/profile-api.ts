import type { ChangePasswordInput, MessageResponse } from '@signflow/contract/auth';
import type {
  AddPasskeyInput,
  PasskeyAddingOptionsInput,
  PasskeyOptionsResponse,
  PasskeySummary,
} from '@signflow/contract/passkeys';
import type { ProfileResponse, ProfileUpdateInput } from '@signflow/contract/profile';
import {
  type SavedSignatureBody,
  type SavedSignatureChangeResponse,
  type SavedSignatureKind,
  type SavedSignaturesResponse,
  savedSignaturePath,
} from '@signflow/contract/saved-signatures';
import type { ProfileRemindersResponse, ReminderSettings } from '@signflow/contract/sender-controls';
import type { SessionSummary, SessionsResponse } from '@signflow/contract/sessions';
import type {
  RecoveryCodesResponse,
  TwoFactorDisableInput,
  TwoFactorEnableInput,
  TwoFactorSetupResponse,
} from '@signflow/contract/two-factor';
import { baseApi } from '../../../api/base-api';
import { keepProfileAnswer, sessionApi } from '../../../api/session-api';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Passkey', 'Session'] });

const profileApi = api.injectEndpoints({
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
    /** The account's open sessions (docs/domain.md#accounts-and-sessions): listed, one ended, every other ended. */
    listSessions: build.query<SessionSummary[], void>({
      query: () => '/profile/sessions',
      transformResponse: (answer: SessionsResponse) => answer.sessions,
      providesTags: ['Session'],
    }),
    endSession: build.mutation<{ message: string }, string>({
      query: (sessionId) => ({ url: `/profile/sessions/${encodeURIComponent(sessionId)}`, method: 'DELETE' }),
      invalidatesTags: (_answer, error) => (error ? [] : ['Session']),
    }),
    endOtherSessions: build.mutation<{ message: string }, void>({
      query: () => ({ url: '/profile/sessions/end-others', method: 'POST' }),
      invalidatesTags: (_answer, error) => (error ? [] : ['Session']),
    }),
    /** Passkeys (docs/domain.md#passkeys): the list, a new one's options then the browser's answer, removing one. */
    listPasskeys: build.query<PasskeySummary[], void>({
      query: () => '/profile/passkeys',
      transformResponse: (answer: { passkeys: PasskeySummary[] }) => answer.passkeys,
      providesTags: ['Passkey'],
    }),
    passkeyAddingOptions: build.mutation<PasskeyOptionsResponse, NonNullable<PasskeyAddingOptionsInput>>({
      query: (body) => ({ url: '/profile/passkeys/options', method: 'POST', body }),
    }),
    addPasskey: build.mutation<{ passkey: PasskeySummary }, AddPasskeyInput>({
      query: (body) => ({ url: '/profile/passkeys', method: 'POST', body }),
      invalidatesTags: (_answer, error) => (error ? [] : ['Passkey']),
    }),
    removePasskey: build.mutation<{ message: string }, string>({
      query: (passkeyId) => ({ url: `/profile/passkeys/${encodeURIComponent(passkeyId)}`, method: 'DELETE' }),
      invalidatesTags: (_answer, error) => (error ? [] : ['Passkey']),
    }),
    /** Two-step sign-in (docs/domain.md#two-step-sign-in): a new secret to set up, then on with a first code and the password; off. */
    setUpTwoFactor: build.mutation<TwoFactorSetupResponse, void>({
      query: () => ({ url: '/profile/two-factor/setup', method: 'POST' }),
    }),
    enableTwoFactor: build.mutation<RecoveryCodesResponse, TwoFactorEnableInput>({
      query: (body) => ({ url: '/profile/two-factor/enable', method: 'POST', body }),
    }),
    disableTwoFactor: build.mutation<MessageResponse, TwoFactorDisableInput>({
      query: (body) => ({ url: '/profile/two-factor/disable', method: 'POST', body }),
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
  useSetUpTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useListPasskeysQuery,
  useListSessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
  usePasskeyAddingOptionsMutation,
  useAddPasskeyMutation,
  useRemovePasskeyMutation,
} = profileApi;
