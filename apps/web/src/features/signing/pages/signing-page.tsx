import { Button } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import { SIGNER_TOKEN_PARAM } from '@signflow/contract/signing';
import { DOCUMENT_QUERY_PARAM, SIGNER_QUERY_PARAM } from '@signflow/contract/web-paths';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { signingSessionOf } from '../../../api/signing-session-token';
import { PageLoader } from '../../../components/page-loader';
import { notify } from '../../../components/toast';
import { type LinkProblem, linkProblemOf, recordProblemOf, verificationRequiredBy } from '../api/link-problem';
import { useGetSignerEmbeddingQuery, useGetSignerRecordQuery, useValidateSignerLinkQuery } from '../api/signing-api';
import { SignerEndingScreen } from '../components/signer-ending-screen';
import { SignerVerificationStep } from '../components/signer-verification-step';
import { SigningFrame } from '../components/signing-frame';
import { SigningNotice } from '../components/signing-notice';
import { SigningWorkspace } from '../components/signing-workspace';
import { tellEmbeddingPage } from '../embed-messages';
import { useSignerLanguage } from '../hooks/use-signer-language';

/**
 * Signing screen (/user-sign, also /UserSign, with the link's document, signer and token in its query). The token
 * decides the document and the signer; the other two values only make the link readable. Once the signer has submitted (or
 * the document is complete) the link shows their ending instead: what happened, what comes next, their copy.
 */
export function SigningPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get(SIGNER_TOKEN_PARAM) ?? '';
  const validation = useValidateSignerLinkQuery({ token }, { refetchOnMountOrArgChange: true });
  const documentId = validation.data?.documentId;
  // A completed document has nothing left to sign: its link offers the sealed PDF instead, once sealed.
  const completed = validation.data?.status === 'Completed';
  // A signer who proves who they are does so before anything of the document loads, once per tab (its session).
  const [checkPassed, setCheckPassed] = useState(false);
  const method = validation.data?.verification.method ?? 'link';
  const sessionKept = checkPassed || signingSessionOf(token) !== null;
  const record = useGetSignerRecordQuery(
    documentId && !completed && (method === 'link' || sessionKept) ? { documentId, token } : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  useSignerLanguage(validation.data?.language ?? record.data?.language);
  // A session that ended (its day passed) is refused: the check is asked for again.
  const checkNeeded =
    method !== 'link' && (!sessionKept || (verificationRequiredBy(record.error) !== null && !record.isFetching));
  const error = validation.error ?? (checkNeeded ? undefined : record.error);
  const problem = error ? linkProblemOf(error) : record.data ? recordProblemOf(record.data) : null;

  // In a frame, the page around it learns the signer's page is ready, or why it cannot be signed: only when the
  // record names the sites allowed to embed it (docs/embedding.md#messages).
  const loaded = record.data;
  useEffect(() => {
    if (!loaded) return;
    const about = { documentId: loaded.document.id, signerId: loaded.signerId };
    const cannotSign = recordProblemOf(loaded);
    if (cannotSign === 'ended') {
      tellEmbeddingPage(loaded.embedOrigins, { type: 'signflow:error', ...about, message: API_MESSAGES.signingEnded });
    } else if (!cannotSign) {
      tellEmbeddingPage(loaded.embedOrigins, { type: 'signflow:loaded', ...about });
    }
  }, [loaded]);

  // A link that cannot be opened has no record to name the allowed sites: they are asked for by the token alone.
  const unopened = error && (problem === 'expired' || problem === 'ended') ? problem : null;
  const embedding = useGetSignerEmbeddingQuery(unopened ? { token } : skipToken);
  const linkDocumentId = search.get(DOCUMENT_QUERY_PARAM) ?? '';
  const linkSignerId = search.get(SIGNER_QUERY_PARAM) ?? '';
  useEffect(() => {
    if (!unopened || !embedding.data) return;
    tellEmbeddingPage(embedding.data.embedOrigins, {
      type: 'signflow:error',
      documentId: linkDocumentId,
      signerId: linkSignerId,
      message: unopened === 'ended' ? API_MESSAGES.signingEnded : API_MESSAGES.expiredLink,
    });
  }, [unopened, embedding.data, linkDocumentId, linkSignerId]);

  // An invalid or expired link says so in a toast; a network error only goes to the console.
  useEffect(() => {
    if (problem === 'expired') notify.error(API_MESSAGES.expiredLink);
    if (problem === 'unreachable') console.error('The signing link could not be checked', error);
  }, [problem, error]);

  if (checkNeeded && documentId) {
    return (
      <SigningFrame title={t('Sign document')}>
        <SignerVerificationStep
          token={token}
          documentId={documentId}
          method={method}
          sentTo={validation.data?.verification.sentTo ?? null}
          onPassed={() => {
            setCheckPassed(true);
            record.refetch();
          }}
        />
      </SigningFrame>
    );
  }
  if (problem === 'submitted' || completed) return <SignerEndingScreen token={token} />;
  if (problem) {
    return (
      <SigningFrame title={t('Sign document')}>
        <LinkProblemNotice
          problem={problem}
          onRetry={() => {
            validation.refetch();
            if (documentId) record.refetch();
          }}
        />
      </SigningFrame>
    );
  }
  if (!record.data) {
    return (
      <SigningFrame title={t('Sign document')}>
        <PageLoader />
      </SigningFrame>
    );
  }
  return <SigningWorkspace record={record.data} token={token} />;
}

function LinkProblemNotice({ problem, onRetry }: { problem: Exclude<LinkProblem, 'submitted'>; onRetry: () => void }) {
  const { t } = useTranslation();
  switch (problem) {
    case 'ended':
      return (
        <SigningNotice
          title={t(API_MESSAGES.signingEnded)}
          message={t('This document can no longer be signed. Please contact the sender for more info.')}
        />
      );
    case 'expired':
      return (
        <SigningNotice
          title={t(API_MESSAGES.expiredLink)}
          message={t('This signing link has expired or is not valid. Please ask the sender for a new link.')}
        />
      );
    case 'unreachable':
      return (
        <SigningNotice
          title={t('The signing page could not be loaded')}
          message={t('Check your connection and try again.')}
          action={<Button onClick={onRetry}>{t('Try again')}</Button>}
        />
      );
  }
}
