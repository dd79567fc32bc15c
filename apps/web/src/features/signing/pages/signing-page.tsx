import { Button } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import { SIGNER_TOKEN_PARAM } from '@signflow/contract/signing';
import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { NoticeDialog } from '../../../components/notice-dialog';
import { PageLoader } from '../../../components/page-loader';
import { notify } from '../../../components/toast';
import { type LinkProblem, linkProblemOf, recordProblemOf } from '../api/link-problem';
import { useGetSignerRecordQuery, useValidateSignerLinkQuery } from '../api/signing-api';
import { CompletedNotice } from '../components/completed-notice';
import { SigningFrame } from '../components/signing-frame';
import { SigningNotice } from '../components/signing-notice';
import { SigningWorkspace } from '../components/signing-workspace';

/** How often a completed document's link checks whether its sealed PDF is ready. */
const SEAL_CHECK_MS = 5_000;

/**
 * Signing screen (/user-sign?templateId&userId&token, also /UserSign). The link's token decides the
 * document and the signer; the other two values only make the link readable.
 */
export function SigningPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get(SIGNER_TOKEN_PARAM) ?? '';
  const [waitingForSeal, setWaitingForSeal] = useState(false);
  const validation = useValidateSignerLinkQuery(
    { token },
    { refetchOnMountOrArgChange: true, pollingInterval: waitingForSeal ? SEAL_CHECK_MS : 0 },
  );
  const documentId = validation.data?.documentID;
  // A completed document has nothing left to sign: its link offers the sealed PDF instead, once sealed.
  const completed = validation.data?.status === 'Completed';
  const sealState = validation.data?.sealState ?? 'pending';
  useEffect(() => setWaitingForSeal(completed && sealState === 'pending'), [completed, sealState]);
  const record = useGetSignerRecordQuery(documentId && !completed ? { documentId, token } : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const error = validation.error ?? record.error;
  const problem = error ? linkProblemOf(error) : record.data ? recordProblemOf(record.data) : null;

  // An invalid or expired link says so in a toast; a network error only goes to the console.
  useEffect(() => {
    if (problem === 'expired') notify.error(API_MESSAGES.expiredLink);
    if (problem === 'unreachable') console.error('The signing link could not be checked', error);
  }, [problem, error]);

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
  if (completed && validation.data) {
    return (
      <SigningFrame title={t('Signed document')}>
        <CompletedNotice
          documentId={validation.data.documentID}
          token={token}
          sealState={sealState}
          checking={validation.isFetching}
          onRetry={validation.refetch}
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

function LinkProblemNotice({ problem, onRetry }: { problem: LinkProblem; onRetry: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  switch (problem) {
    case 'submitted':
      // 'Signing already complete': acknowledging it leaves to the login route.
      return (
        <NoticeDialog
          opened
          title={t('Signing already complete')}
          message={t(API_MESSAGES.signAlreadySubmitted)}
          actionLabel={t('OK')}
          onAction={() => navigate(WEB_ROUTES.login)}
        />
      );
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
