import type { FlowDetailsResponse, FlowHeader } from '@signflow/contract/flows';
import type { Paged } from '@signflow/contract/paging';
import { baseApi } from './base-api';

/**
 * The saved flows where people are chosen from one: the upload's flow picker, and Use template, whose roles a flow's
 * approvers fill.
 */
export const flowChoicesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Flow'] }).injectEndpoints({
  endpoints: (build) => ({
    listFlowChoices: build.query<Paged<FlowHeader>, { page: number; limit: number }>({
      query: (params) => ({ url: '/flow', params }),
      providesTags: ['Flow'],
    }),
    /** A flow's approvers, read when a flow is chosen. */
    getFlowChoiceApprovers: build.query<FlowDetailsResponse, string>({
      query: (flowId) => `/flow/${flowId}/detail`,
      providesTags: ['Flow'],
    }),
  }),
});

export const { useListFlowChoicesQuery, useLazyGetFlowChoiceApproversQuery } = flowChoicesApi;
