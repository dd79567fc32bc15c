import type { SigningRecordResponse } from '@signflow/contract/documents';
import { baseApi } from './base-api';

/** A document's signing record for its owner: the document, its signers and its fields (editor and history). */
export const signingRecordApi = baseApi.enhanceEndpoints({ addTagTypes: ['Document'] }).injectEndpoints({
  endpoints: (build) => ({
    getSigningRecord: build.query<SigningRecordResponse, string>({
      query: (documentId) => `/documents/signing/${documentId}`,
      providesTags: ['Document'],
    }),
  }),
});

export const { useGetSigningRecordQuery } = signingRecordApi;
