import type { AuditTrailResponse } from '@signflow/contract/audit';
import type { DocumentSummary, SigningRecordResponse } from '@signflow/contract/documents';
import { baseApi } from '../../../app/api/base-api';

/** GET /v1/documents/{id}/audit, and the document it is about (DESIGN §5 calls beyond SPEC §7). */
export const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAuditTrail: build.query<AuditTrailResponse, string>({
      query: (documentId) => `/documents/${documentId}/audit`,
    }),
    /** The history needs only the document's name and status, which its signing record carries. */
    getAuditedDocument: build.query<DocumentSummary, string>({
      query: (documentId) => `/documents/signing/${documentId}`,
      transformResponse: (record: SigningRecordResponse) => record.document,
    }),
  }),
});

export const { useGetAuditTrailQuery, useGetAuditedDocumentQuery } = auditApi;
