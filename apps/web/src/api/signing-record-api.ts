import { baseApi } from './base-api';
import type { SigningRecord } from './document-types';
import { signingRecordFromWire } from './document-wire';

/** A document's signing record for its owner: the document, its signers and its fields (editor and history). */
export const signingRecordApi = baseApi.enhanceEndpoints({ addTagTypes: ['Document'] }).injectEndpoints({
  endpoints: (build) => ({
    getSigningRecord: build.query<SigningRecord, string>({
      query: (documentId) => `/documents/signing/${documentId}`,
      transformResponse: signingRecordFromWire,
      providesTags: ['Document'],
    }),
  }),
});

export const { useGetSigningRecordQuery } = signingRecordApi;
