import type { DocumentStatusFilter, EmptyTrashResponse } from '@signflow/contract/documents';
import type { Paged } from '@signflow/contract/paging';
import {
  PREPARE_AGAIN_FILE_FIELD,
  PREPARE_AGAIN_SIGNERS_FIELD,
  type PrepareAgainForm,
  type PrepareAgainResponse,
} from '@signflow/contract/prepare-again';
import { baseApi } from '../../../api/base-api';
import type { DocumentListItem, WithDocument } from '../../../api/document-types';
import { documentPageFromWire, withDocumentFromWire } from '../../../api/document-wire';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Document'] });
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
      transformResponse: documentPageFromWire,
      providesTags: ['Document'],
    }),
    listArchive: build.query<Paged<DocumentListItem>, ListArgs>({
      query: (args) => ({ url: '/documents/archieve', params: { ...listParams(args), sortBy: 'createdAt:desc' } }),
      transformResponse: documentPageFromWire,
      providesTags: ['Document'],
    }),
    listTrash: build.query<Paged<DocumentListItem>, ListArgs>({
      query: (args) => ({ url: '/documents/trash', params: listParams(args) }),
      transformResponse: documentPageFromWire,
      providesTags: ['Document'],
    }),
    /**
     * A document sent back for revision, or cancelled, returns to Draft, its responses cleared; with the signers changed
     * and a new PDF when given (a form then, the file streamed as an upload is).
     */
    prepareAgain: build.mutation<
      WithDocument<PrepareAgainResponse>,
      { id: string; signers?: PrepareAgainForm['signers']; file?: File | null }
    >({
      query: ({ id, signers, file }) => {
        const url = `/documents/signing/${id}/prepare-again`;
        if (!file) return { url, method: 'POST', body: signers ? { signers } : undefined };
        const form = new FormData();
        if (signers) form.append(PREPARE_AGAIN_SIGNERS_FIELD, JSON.stringify(signers));
        form.append(PREPARE_AGAIN_FILE_FIELD, file);
        return { url, method: 'POST', body: form };
      },
      transformResponse: withDocumentFromWire<PrepareAgainResponse>,
      invalidatesTags: ['Document'],
    }),
    /** A Completed document whose sealing failed: sealing starts again. */
    resealDocument: build.mutation<unknown, string>({
      query: (id) => ({ url: `/documents/${id}/reseal`, method: 'POST' }),
      invalidatesTags: ['Document'],
    }),
    trashDocument: build.mutation<unknown, string>({
      query: (id) => ({ url: `/documents/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Document'],
    }),
    restoreDocument: build.mutation<unknown, string>({
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
  useTrashDocumentMutation,
  usePrepareAgainMutation,
  useResealDocumentMutation,
  useRestoreDocumentMutation,
  useEmptyTrashMutation,
} = documentsApi;
