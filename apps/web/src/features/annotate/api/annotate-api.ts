import type { FieldChanges, SigningRecordResponse } from '@signflow/contract/documents';
import { baseApi } from '../../../app/api/base-api';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Document'] });

/** A document's signing record (its signers and fields), and the editor's save of all its field changes at once. */
export const annotateApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSigningRecord: build.query<SigningRecordResponse, string>({
      query: (documentId) => `/documents/signing/${documentId}`,
      providesTags: ['Document'],
    }),
    /** Applied all or nothing; answers the record after the change, so new fields get their ids without a refetch. */
    saveFields: build.mutation<SigningRecordResponse, { documentId: string; changes: FieldChanges }>({
      query: ({ documentId, changes }) => ({
        url: `/documents/signing/${documentId}/coordinates`,
        method: 'PUT',
        body: changes,
      }),
      async onQueryStarted({ documentId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(annotateApi.util.upsertQueryData('getSigningRecord', documentId, data));
      },
    }),
  }),
});

export const { useGetSigningRecordQuery, useSaveFieldsMutation } = annotateApi;
