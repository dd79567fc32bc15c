import type {
  PublicLinkCode,
  PublicLinkInfo,
  PublicLinkVisitConfirmed,
  PublicLinkVisitor,
  PublicLinkVisitStarted,
} from '@signflow/contract/public-links';
import { baseApi } from '../../../api/base-api';

const linkPath = (slug: string) => `/public-links/${encodeURIComponent(slug)}`;

/** A template's public link, as its visitor uses it: no account, only the link's address (docs/api.md#public-links). */
export const publicLinkApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    publicLinkInfo: build.query<PublicLinkInfo, string>({
      query: (slug) => linkPath(slug),
    }),
    /** The code's mail is written in `language`, the page's. */
    startPublicLinkVisit: build.mutation<
      PublicLinkVisitStarted,
      { slug: string; visitor: PublicLinkVisitor; language: string }
    >({
      query: ({ slug, visitor, language }) => ({
        url: `${linkPath(slug)}/visits`,
        method: 'POST',
        body: visitor,
        headers: { 'Accept-Language': language },
      }),
    }),
    confirmPublicLinkVisit: build.mutation<
      PublicLinkVisitConfirmed,
      { slug: string; visitId: string } & PublicLinkCode
    >({
      query: ({ slug, visitId, code }) => ({
        url: `${linkPath(slug)}/visits/${encodeURIComponent(visitId)}/confirm`,
        method: 'POST',
        body: { code },
      }),
    }),
  }),
});

export const { usePublicLinkInfoQuery, useStartPublicLinkVisitMutation, useConfirmPublicLinkVisitMutation } =
  publicLinkApi;
