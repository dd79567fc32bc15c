import type {
  DocumentListItem,
  DocumentResponse,
  DocumentStatusFilter,
  EmptyTrashResponse,
} from '@signflow/contract/documents';
import type { FlowHeader } from '@signflow/contract/flows';
import type { Paged } from '@signflow/contract/paging';
import type { ReminderSettings } from '@signflow/contract/sender-controls';
import { baseApi } from '../../../api/base-api';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Document', 'Flow'] });
type PageArgs = { page: number; limit: number };
/** A document list's page, and its search and status filter when given (docs/api.md). */
type ListArgs = PageArgs & { search?: string; status?: DocumentStatusFilter };

/** The query of a list: an empty search or status is left out rather than sent empty. */
function listParams({ search, status, ...page }: ListArgs) {
  return { ...page, ...(search ? { search } : {}), ...(status ? { status } : {}) };
}

/** The document lists, their actions and the trash. Every change refetches every document list. */
export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listDocuments: build.query<Paged<DocumentListItem>, ListArgs>({
      query: (args) => ({ url: '/documents', params: { ...listParams(args), sortBy: 'createdAt:desc' } }),
      providesTags: ['Document'],
    }),
    listArchive: build.query<Paged<DocumentListItem>, ListArgs>({
      query: (args) => ({ url: '/documents/archieve', params: { ...listParams(args), sortBy: 'createdAt:desc' } }),
      providesTags: ['Document'],
    }),
    listTrash: build.query<Paged<DocumentListItem>, ListArgs>({
      query: (args) => ({ url: '/documents/trash', params: listParams(args) }),
      providesTags: ['Document'],
    }),
    /** The upload form's flow picker (10 a page). */
    listFlowChoices: build.query<Paged<FlowHeader>, PageArgs>({
      query: (params) => ({ url: '/flow', params }),
      providesTags: ['Flow'],
    }),
    /** Sends the document, with its own automatic reminders (docs/domain.md) and the sender's message. */
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
    /** A document sent back for revision, or cancelled, returns to Draft, its responses cleared. */
    prepareAgain: build.mutation<DocumentResponse, string>({
      query: (id) => ({ url: `/documents/signing/${id}/prepare-again`, method: 'POST' }),
      invalidatesTags: ['Document'],
    }),
    /** A Completed document whose sealing failed: sealing starts again. */
    resealDocument: build.mutation<DocumentResponse, string>({
      query: (id) => ({ url: `/documents/${id}/reseal`, method: 'POST' }),
      invalidatesTags: ['Document'],
    }),
    trashDocument: build.mutation<unknown, string>({
      query: (id) => ({ url: `/documents/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Document'],
    }),
    restoreDocument: build.mutation<DocumentResponse, string>({
      query: (id) => ({ url: `/documents/${id}/restore`, method: 'POST' }),
      invalidatesTags: ['Document'],
    }),
    emptyTrash: build.mutation<EmptyTrashResponse, void>({
      query: () => ({ url: '/documents/trash', method: 'DELETE' }),
      invalidatesTags: ['Document'],
    }),
  }),
});

export const {
  useListDocumentsQuery,
  useListArchiveQuery,
  useListTrashQuery,
  useListFlowChoicesQuery,
  useTrashDocumentMutation,
  useInviteSignersMutation,
  usePrepareAgainMutation,
  useResealDocumentMutation,
  useRestoreDocumentMutation,
  useEmptyTrashMutation,
} = documentsApi;
