import type { AuditTrailResponse } from '@signflow/contract/audit';
import { baseApi } from '../../../api/base-api';

/** GET /v1/documents/{id}/audit: a document's audit trail (docs/domain.md#the-audit-trail). */
const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAuditTrail: build.query<AuditTrailResponse, string>({
      query: (documentId) => `/documents/${documentId}/audit`,
    }),
  }),
});

export const { useGetAuditTrailQuery } = auditApi;
