import type { FieldChanges, SigningRecord } from '../../../api/document-types';
import { fieldChangesToWire, signingRecordFromWire } from '../../../api/document-wire';
import { signingRecordApi } from '../../../api/signing-record-api';

/** The editor's save: every field change of a document in one request, applied all or nothing. */
export const annotateApi = signingRecordApi.injectEndpoints({
  endpoints: (build) => ({
    /** Answers the record after the change, so new fields get their ids without a refetch. */
    saveFields: build.mutation<SigningRecord, { documentId: string; changes: FieldChanges }>({
      query: ({ documentId, changes }) => ({
        url: `/documents/signing/${documentId}/coordinates`,
        method: 'PUT',
        body: fieldChangesToWire(changes),
      }),
      transformResponse: signingRecordFromWire,
      async onQueryStarted({ documentId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(signingRecordApi.util.upsertQueryData('getSigningRecord', documentId, data));
      },
    }),
  }),
});

export const { useSaveFieldsMutation } = annotateApi;
