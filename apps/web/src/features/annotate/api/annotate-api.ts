import type { DocumentField, FieldBody } from '@signflow/contract/documents';
import { signingRecordApi } from '../../../api/signing-record-api';

/** SPEC §7: the signing record of a document and the calls that save its fields, one each. */
export const annotateApi = signingRecordApi.injectEndpoints({
  endpoints: (build) => ({
    createField: build.mutation<DocumentField, { documentId: string; body: FieldBody }>({
      query: ({ documentId, body }) => ({ url: `/documents/signing/${documentId}/coordinate`, method: 'POST', body }),
    }),
    updateField: build.mutation<DocumentField, { documentId: string; fieldId: string; body: FieldBody }>({
      query: ({ documentId, fieldId, body }) => ({
        url: `/documents/signing/${documentId}/coordinate/${fieldId}`,
        method: 'PUT',
        body,
      }),
    }),
    deleteField: build.mutation<DocumentField, { documentId: string; fieldId: string }>({
      query: ({ documentId, fieldId }) => ({
        url: `/documents/signing/${documentId}/coordinate/${fieldId}`,
        method: 'DELETE',
      }),
    }),
  }),
});

export const { useGetSigningRecordQuery, useCreateFieldMutation, useUpdateFieldMutation, useDeleteFieldMutation } =
  annotateApi;
