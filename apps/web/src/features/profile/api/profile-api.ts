import type { ChangePasswordInput, MessageResponse } from '@signflow/contract/auth';
import type { ProfileResponse, ProfileUpdateInput } from '@signflow/contract/profile';
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
  }),
});

export const { useUpdateProfileMutation, useUpdateReminderDefaultMutation, useChangePasswordMutation } = profileApi;
