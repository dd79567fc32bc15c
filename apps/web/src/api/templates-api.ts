import type { Paged } from '@signflow/contract/paging';
import type {
  SaveAsTemplate,
  TemplateChange,
  TemplateDetail,
  TemplateFieldChanges,
  TemplateListItem,
  TemplateUse,
  TemplateUseResponse,
} from '@signflow/contract/templates';
import { baseApi } from './base-api';
import type { WithDocument } from './document-types';
import { withDocumentFromWire } from './document-wire';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Template', 'Document'] });

/** A page of the template list, and its search when given (docs/api.md#templates). */
export interface TemplateListArgs {
  page: number;
  limit: number;
  search?: string;
}

/**
 * The template calls (docs/api.md#templates). Templates answer in the glossary's names already; a document made from
 * one is turned into them here, as every document answer is. Every change refetches the templates it touches; making
 * a document refetches the document lists and the template list's counts.
 */
/**
 * Tags read again after a change that was made: a refused one changed nothing, and reading the template again would
 * put its page back to loading and lose what was typed in it.
 */
const onSuccess =
  (tags: ('Template' | 'Document')[]) =>
  (_result: unknown, error: unknown): ('Template' | 'Document')[] =>
    error ? [] : tags;

export const templatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listTemplates: build.query<Paged<TemplateListItem>, TemplateListArgs>({
      query: ({ search, ...page }) => ({ url: '/templates', params: { ...page, ...(search ? { search } : {}) } }),
      providesTags: ['Template'],
    }),
    getTemplate: build.query<TemplateDetail, string>({
      query: (id) => `/templates/${encodeURIComponent(id)}`,
      providesTags: ['Template'],
    }),
    changeTemplate: build.mutation<TemplateDetail, { id: string; body: TemplateChange }>({
      query: ({ id, body }) => ({ url: `/templates/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: onSuccess(['Template']),
    }),
    removeTemplate: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/templates/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: onSuccess(['Template']),
    }),
    duplicateTemplate: build.mutation<TemplateDetail, { id: string; name?: string }>({
      query: ({ id, name }) => ({
        url: `/templates/${encodeURIComponent(id)}/duplicate`,
        method: 'POST',
        body: name ? { name } : {},
      }),
      invalidatesTags: onSuccess(['Template']),
    }),
    /** The field editor's save, all or nothing; answers the template after it, so new fields get their ids. */
    saveTemplateFields: build.mutation<TemplateDetail, { id: string; changes: TemplateFieldChanges }>({
      query: ({ id, changes }) => ({
        url: `/templates/${encodeURIComponent(id)}/fields`,
        method: 'PUT',
        body: changes,
      }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(templatesApi.util.upsertQueryData('getTemplate', id, data));
      },
    }),
    /** A document made from the template: left as a Draft, or sent at once (`send`). */
    makeDocument: build.mutation<WithDocument<TemplateUseResponse>, { id: string; body: TemplateUse }>({
      query: ({ id, body }) => ({ url: `/templates/${encodeURIComponent(id)}/documents`, method: 'POST', body }),
      transformResponse: withDocumentFromWire<TemplateUseResponse>,
      invalidatesTags: onSuccess(['Template', 'Document']),
    }),
    /** A template copied from one of the owner's documents: its signers become roles, its fields stay. */
    saveAsTemplate: build.mutation<TemplateDetail, { documentId: string; body: SaveAsTemplate }>({
      query: ({ documentId, body }) => ({
        url: `/documents/${encodeURIComponent(documentId)}/save-as-template`,
        method: 'POST',
        body,
      }),
      invalidatesTags: onSuccess(['Template']),
    }),
  }),
});

export const {
  useListTemplatesQuery,
  useGetTemplateQuery,
  useChangeTemplateMutation,
  useRemoveTemplateMutation,
  useDuplicateTemplateMutation,
  useSaveTemplateFieldsMutation,
  useMakeDocumentMutation,
  useSaveAsTemplateMutation,
} = templatesApi;
