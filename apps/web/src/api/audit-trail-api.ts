import type { AuditTrailResponse } from '@signflow/contract/audit';
import { baseApi } from './base-api';

/**
 * GET /v1/documents/{id}/audit: a document's audit trail and each signer's own dates (docs/domain.md#the-audit-trail).
 * Shared: the History page shows it, and correcting a signer picks among those who have not submitted.
 * Tagged with the documents, so any action on a document reloads it.
 */
export const auditTrailApi = baseApi.enhanceEndpoints({ addTagTypes: ['Document'] }).injectEndpoints({
  endpoints: (build) => ({
    getAuditTrail: build.query<AuditTrailResponse, string>({
      query: (documentId) => `/documents/${documentId}/audit`,
      providesTags: ['Document'],
    }),
  }),
});

export const { useGetAuditTrailQuery } = auditTrailApi;
