import {
  type BaseQueryApi,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';
import type { SignerEmbedding } from '@signflow/contract/embedding';
import type { SignerCodeSent, SignerVerificationPassed } from '@signflow/contract/signer-verification';
import {
  SIGNER_TOKEN_PARAM,
  type SignerFieldBody,
  type SignerLinkCheck,
  type SignerStanding,
  type SignerSubmitBody,
  type SignerSubmitResponse,
} from '@signflow/contract/signing';
import { baseApi } from '../../../api/base-api';
import type { DocumentField, SignerRecord } from '../../../api/document-types';
import { fieldFromWire, signerRecordFromWire } from '../../../api/document-wire';
import { signingSessionHeaders } from '../../../api/signing-session-token';
import { signerEndingFromWire, signerValidationFromWire } from './signer-wire';

/**
 * Signer calls carry the link's token (and the signing session of a passed check) and nothing else: whoever is signed
 * in to an account in the same browser keeps their bearer token to themselves, and a 401 for an expired link does not
 * sign them out.
 */
const fetchAsSigner = fetchBaseQuery({ baseUrl: '/v1' });

/**
 * The endpoint's query function: the request, and `fromWire`, which turns the answer into the web app's names
 * (docs/glossary.md; a query function has no transformResponse).
 */
function asSigner<Arg extends { token: string }, Wire, Result>(
  request: (arg: Arg) => FetchArgs,
  fromWire: (answer: Wire) => Result,
) {
  return async (
    arg: Arg,
    api: BaseQueryApi,
    extraOptions: object,
  ): Promise<{ data: Result } | { error: FetchBaseQueryError }> => {
    const { url, ...rest } = request(arg);
    const result = await fetchAsSigner(
      { url, ...rest, params: { [SIGNER_TOKEN_PARAM]: arg.token }, headers: signingSessionHeaders(arg.token) },
      api,
      extraOptions,
    );
    return result.error ? { error: result.error } : { data: fromWire(result.data as Wire) };
  };
}

type LinkArgs = { token: string };
type DocumentArgs = LinkArgs & { documentId: string };
type SaveArgs = DocumentArgs & { fieldId: string; body: SignerFieldBody };
type SubmitArgs = DocumentArgs & { body: SignerSubmitBody };
type CodeArgs = DocumentArgs & { code: string };

/** The signer's calls: their link, their record, their answers and the submission. */
const signingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    validateSignerLink: build.query<SignerLinkCheck, LinkArgs>({
      queryFn: asSigner(() => ({ url: '/documents/user-sign/validate' }), signerValidationFromWire),
    }),
    getSignerRecord: build.query<SignerRecord, DocumentArgs>({
      queryFn: asSigner(
        ({ documentId }: DocumentArgs) => ({ url: `/documents/user-sign/${documentId}` }),
        signerRecordFromWire,
      ),
    }),
    saveSignerResponse: build.mutation<DocumentField, SaveArgs>({
      queryFn: asSigner(
        ({ documentId, fieldId, body }: SaveArgs) => ({
          url: `/documents/user-sign/${documentId}/coordinate/${fieldId}`,
          method: 'PUT',
          body,
        }),
        fieldFromWire,
      ),
    }),
    submitSigning: build.mutation<SignerSubmitResponse, SubmitArgs>({
      queryFn: asSigner(
        ({ documentId, body }: SubmitArgs) => ({
          url: `/documents/user-sign/${documentId}/submit`,
          method: 'POST',
          body,
        }),
        // Its answer has no published spelling to translate.
        (answer: SignerSubmitResponse) => answer,
      ),
    }),
    getSignerEmbedding: build.query<SignerEmbedding, LinkArgs>({
      // Its answer has no published spelling to translate.
      queryFn: asSigner(
        () => ({ url: '/documents/user-sign/embedding' }),
        (answer: SignerEmbedding) => answer,
      ),
    }),
    sendSignerCode: build.mutation<SignerCodeSent, DocumentArgs>({
      queryFn: asSigner(
        ({ documentId }: DocumentArgs) => ({
          url: `/documents/user-sign/${documentId}/verification/send`,
          method: 'POST',
        }),
        // Its answer has no published spelling to translate.
        (answer: SignerCodeSent) => answer,
      ),
    }),
    verifySigner: build.mutation<SignerVerificationPassed, CodeArgs>({
      queryFn: asSigner(
        ({ documentId, code }: CodeArgs) => ({
          url: `/documents/user-sign/${documentId}/verification`,
          method: 'POST',
          body: { code },
        }),
        (answer: SignerVerificationPassed) => answer,
      ),
    }),
    getSignerEnding: build.query<SignerStanding, LinkArgs>({
      queryFn: asSigner(() => ({ url: '/documents/user-sign/ending' }), signerEndingFromWire),
    }),
  }),
});

export const {
  useValidateSignerLinkQuery,
  useGetSignerRecordQuery,
  useSaveSignerResponseMutation,
  useSubmitSigningMutation,
  useGetSignerEndingQuery,
  useGetSignerEmbeddingQuery,
  useSendSignerCodeMutation,
  useVerifySignerMutation,
} = signingApi;
