import type { ReminderSettings } from '@signflow/contract/sender-controls';
import { baseApi } from './base-api';

/**
 * Invite Sign: sends a Draft to its signers, with its own automatic reminders (docs/domain.md#reminders) and the
 * sender's message. Shared: the Documents list and the field editor's Send both invite. Reloads every document
 * list and record.
 */
export const inviteSignersApi = baseApi.enhanceEndpoints({ addTagTypes: ['Document'] }).injectEndpoints({
  endpoints: (build) => ({
    inviteSigners: build.mutation<
      { message: string },
      { id: string; reminders: ReminderSettings; message: string | null }
    >({
      query: ({ id, reminders, message }) => ({
        url: `/documents/signing/${id}/invite`,
        method: 'POST',
        body: { reminders, message },
      }),
      invalidatesTags: ['Document'],
    }),
  }),
});

export const { useInviteSignersMutation } = inviteSignersApi;
