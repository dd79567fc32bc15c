import type {
  ApproverInput,
  CreateFlowInput,
  FlowDetailResponse,
  FlowDetailsResponse,
  FlowHeader,
  FlowHeaderInput,
  FlowResponse,
} from '@signflow/contract/flows';
import type { Paged } from '@signflow/contract/paging';
import { baseApi } from '../../../api/base-api';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Flow'] });

/** The flow calls. Every change refetches the flow lists and details it touches. */
const flowsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listFlows: build.query<Paged<FlowHeader>, { page: number; limit: number }>({
      query: ({ page, limit }) => ({ url: '/flow', params: { page, limit } }),
      providesTags: ['Flow'],
    }),
    getFlow: build.query<FlowResponse, string>({
      query: (flowId) => `/flow/${flowId}`,
      providesTags: ['Flow'],
    }),
    getApprovers: build.query<FlowDetailsResponse, string>({
      query: (flowId) => `/flow/${flowId}/detail`,
      providesTags: ['Flow'],
    }),
    getApprover: build.query<FlowDetailResponse, { flowId: string; detailId: string }>({
      query: ({ flowId, detailId }) => `/flow/${flowId}/detail/${detailId}`,
      providesTags: ['Flow'],
    }),
    createFlow: build.mutation<FlowResponse, CreateFlowInput>({
      query: (body) => ({ url: '/flow', method: 'POST', body }),
      invalidatesTags: ['Flow'],
    }),
    updateFlow: build.mutation<FlowResponse, { flowId: string; body: FlowHeaderInput }>({
      query: ({ flowId, body }) => ({ url: `/flow/${flowId}`, method: 'PUT', body }),
      invalidatesTags: ['Flow'],
    }),
    deleteFlow: build.mutation<{ message: string }, string>({
      query: (flowId) => ({ url: `/flow/${flowId}`, method: 'DELETE' }),
      invalidatesTags: ['Flow'],
    }),
    updateApprover: build.mutation<FlowDetailResponse, { flowId: string; detailId: string; body: ApproverInput }>({
      query: ({ flowId, detailId, body }) => ({ url: `/flow/${flowId}/detail/${detailId}`, method: 'PUT', body }),
      invalidatesTags: ['Flow'],
    }),
    addApprover: build.mutation<FlowDetailResponse, { flowId: string; body: ApproverInput }>({
      query: ({ flowId, body }) => ({ url: `/flow/${flowId}/detail`, method: 'POST', body }),
      invalidatesTags: ['Flow'],
    }),
    removeApprover: build.mutation<{ message: string }, { flowId: string; detailId: string }>({
      query: ({ flowId, detailId }) => ({ url: `/flow/${flowId}/detail/${detailId}`, method: 'DELETE' }),
      invalidatesTags: ['Flow'],
    }),
  }),
});

export const {
  useListFlowsQuery,
  useGetFlowQuery,
  useGetApproversQuery,
  useGetApproverQuery,
  useCreateFlowMutation,
  useUpdateFlowMutation,
  useDeleteFlowMutation,
  useUpdateApproverMutation,
  useAddApproverMutation,
  useRemoveApproverMutation,
} = flowsApi;
