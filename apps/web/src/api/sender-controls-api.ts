import type { DocumentOverview } from '@signflow/contract/documents';
import type {
  CancelDocumentInput,
  CancelDocumentResponse,
  DocumentRemindersResponse,
  ReminderSettings,
  RemindResponse,
  RenewLinksResponse,
  SignerCorrection,
  SignerCorrectionResponse,
} from '@signflow/contract/sender-controls';
import { baseApi } from './base-api';
import type { WithDocument } from './document-types';
import { withDocumentFromWire } from './document-wire';

/**
 * What the owner does with a Sent document (docs/domain.md): remind, correct a signer, renew links, cancel, change
 * its automatic reminders; and the overview counts of Documents. Shared: the Documents list and the History page
 * both offer the actions. Every action reloads every document list and history.
 */
export const senderControlsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Document'] }).injectEndpoints({
  endpoints: (build) => ({
    getDocumentOverview: build.query<DocumentOverview, void>({
      query: () => '/documents/overview',
      providesTags: ['Document'],
    }),
    remindSigners: build.mutation<RemindResponse, string>({
      query: (documentId) => ({ url: `/documents/${documentId}/remind`, method: 'POST' }),
      invalidatesTags: ['Document'],
    }),
    correctSigner: build.mutation<
      SignerCorrectionResponse,
      { documentId: string; signerId: string; correction: SignerCorrection }
    >({
      query: ({ documentId, signerId, correction }) => ({
        url: `/documents/${documentId}/signers/${signerId}`,
        method: 'PATCH',
        body: correction,
      }),
      invalidatesTags: ['Document'],
    }),
    renewLinks: build.mutation<RenewLinksResponse, string>({
      query: (documentId) => ({ url: `/documents/${documentId}/renew-links`, method: 'POST' }),
      invalidatesTags: ['Document'],
    }),
    cancelDocument: build.mutation<WithDocument<CancelDocumentResponse>, { documentId: string } & CancelDocumentInput>({
      query: ({ documentId, reason }) => ({ url: `/documents/${documentId}/cancel`, method: 'POST', body: { reason } }),
      transformResponse: withDocumentFromWire<CancelDocumentResponse>,
      invalidatesTags: ['Document'],
    }),
    setDocumentReminders: build.mutation<
      DocumentRemindersResponse,
      { documentId: string; reminders: ReminderSettings }
    >({
      query: ({ documentId, reminders }) => ({
        url: `/documents/${documentId}/reminders`,
        method: 'PUT',
        body: reminders,
      }),
      invalidatesTags: ['Document'],
    }),
  }),
});

export const {
  useGetDocumentOverviewQuery,
  useRemindSignersMutation,
  useCorrectSignerMutation,
  useRenewLinksMutation,
  useCancelDocumentMutation,
  useSetDocumentRemindersMutation,
} = senderControlsApi;
