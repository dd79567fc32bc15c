import type { AuditTrailResponse } from '@signflow/contract/audit';
import { baseApi } from '../../../api/base-api';

/** GET /v1/documents/{id}/audit (DESIGN §5 calls beyond SPEC §7). */
const auditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAuditTrail: build.query<AuditTrailResponse, string>({
      query: (documentId) => `/documents/${documentId}/audit`,
    }),
  }),
});

export const { useGetAuditTrailQuery } = auditApi;
