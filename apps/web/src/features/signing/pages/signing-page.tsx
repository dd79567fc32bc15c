import { Button } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import { SIGNER_TOKEN_PARAM } from '@signflow/contract/signing';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { notify } from '../../../components/toast';
import { type LinkProblem, linkProblemOf, recordProblemOf } from '../api/link-problem';
import { useGetSignerRecordQuery, useValidateSignerLinkQuery } from '../api/signing-api';
import { SignerEndingScreen } from '../components/signer-ending-screen';
import { SigningFrame } from '../components/signing-frame';
import { SigningNotice } from '../components/signing-notice';
import { SigningWorkspace } from '../components/signing-workspace';
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
  const record = useGetSignerRecordQuery(documentId && !completed ? { documentId, token } : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  useSignerLanguage(validation.data?.language ?? record.data?.language);
  const error = validation.error ?? record.error;
  const problem = error ? linkProblemOf(error) : record.data ? recordProblemOf(record.data) : null;

  // An invalid or expired link says so in a toast; a network error only goes to the console.
  useEffect(() => {
    if (problem === 'expired') notify.error(API_MESSAGES.expiredLink);
    if (problem === 'unreachable') console.error('The signing link could not be checked', error);
  }, [problem, error]);

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
