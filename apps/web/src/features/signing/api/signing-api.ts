import {
  type BaseQueryApi,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';
import type { DocumentField } from '@signflow/contract/documents';
import {
  SIGNER_TOKEN_PARAM,
  type SignerEnding,
  type SignerFieldBody,
  type SignerRecordResponse,
  type SignerSubmitBody,
  type SignerSubmitResponse,
  type SignerValidation,
} from '@signflow/contract/signing';
import { baseApi } from '../../../api/base-api';

/**
 * Signer calls carry the link's token and nothing else: whoever is signed in to an account in the
 * same browser keeps their bearer token to themselves, and a 401 for an expired link does not sign them out.
 */
const fetchAsSigner = fetchBaseQuery({ baseUrl: '/v1' });

/** The endpoint's query function; its types are given where it is used, as TypeScript cannot infer them there. */
function asSigner<Arg extends { token: string }, Result>(request: (arg: Arg) => FetchArgs) {
  return async (
    arg: Arg,
    api: BaseQueryApi,
    extraOptions: object,
  ): Promise<{ data: Result } | { error: FetchBaseQueryError }> => {
    const { url, ...rest } = request(arg);
    const result = await fetchAsSigner(
      { url, ...rest, params: { [SIGNER_TOKEN_PARAM]: arg.token } },
      api,
      extraOptions,
    );
    return result.error ? { error: result.error } : { data: result.data as Result };
  };
}

type LinkArgs = { token: string };
type DocumentArgs = LinkArgs & { documentId: string };
type SaveArgs = DocumentArgs & { fieldId: string; body: SignerFieldBody };
type SubmitArgs = DocumentArgs & { body: SignerSubmitBody };

/** The signer's calls: their link, their record, their answers and the submission. */
const signingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    validateSignerLink: build.query<SignerValidation, LinkArgs>({
      queryFn: asSigner<LinkArgs, SignerValidation>(() => ({ url: '/documents/user-sign/validate' })),
    }),
    getSignerRecord: build.query<SignerRecordResponse, DocumentArgs>({
      queryFn: asSigner<DocumentArgs, SignerRecordResponse>(({ documentId }) => ({
        url: `/documents/user-sign/${documentId}`,
      })),
    }),
    saveSignerResponse: build.mutation<DocumentField, SaveArgs>({
      queryFn: asSigner<SaveArgs, DocumentField>(({ documentId, fieldId, body }) => ({
        url: `/documents/user-sign/${documentId}/coordinate/${fieldId}`,
        method: 'PUT',
        body,
      })),
    }),
    submitSigning: build.mutation<SignerSubmitResponse, SubmitArgs>({
      queryFn: asSigner<SubmitArgs, SignerSubmitResponse>(({ documentId, body }) => ({
        url: `/documents/user-sign/${documentId}/submit`,
        method: 'POST',
        body,
      })),
    }),
    getSignerEnding: build.query<SignerEnding, LinkArgs>({
      queryFn: asSigner<LinkArgs, SignerEnding>(() => ({ url: '/documents/user-sign/ending' })),
    }),
  }),
});

export const {
  useValidateSignerLinkQuery,
  useGetSignerRecordQuery,
  useSaveSignerResponseMutation,
  useSubmitSigningMutation,
  useGetSignerEndingQuery,
} = signingApi;
