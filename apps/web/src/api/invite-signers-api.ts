import type { ReminderSettings } from '@signflow/contract/sender-controls';
import type { SignerVerificationChoice } from '@signflow/contract/signer-verification';
import { baseApi } from './base-api';

/**
 * Invite Sign: sends a Draft to its signers, with its own automatic reminders (docs/domain.md#reminders) and the
 * sender's message, and how each signer proves who they are (docs/domain.md#signer-verification). Shared: the Documents list and the field editor's Send both invite. Reloads every document
 * list and record.
 */
export const inviteSignersApi = baseApi.enhanceEndpoints({ addTagTypes: ['Document'] }).injectEndpoints({
  endpoints: (build) => ({
    inviteSigners: build.mutation<
      { message: string },
      { id: string; reminders: ReminderSettings; message: string | null; signers?: SignerVerificationChoice[] }
    >({
      query: ({ id, reminders, message, signers }) => ({
        url: `/documents/signing/${id}/invite`,
        method: 'POST',
        body: { reminders, message, ...(signers && signers.length > 0 ? { signers } : {}) },
      }),
      invalidatesTags: ['Document'],
    }),
  }),
});

export const { useInviteSignersMutation } = inviteSignersApi;
