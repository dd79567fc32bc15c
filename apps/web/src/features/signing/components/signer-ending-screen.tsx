import { Button } from '@mantine/core';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import { DOCUMENT_QUERY_PARAM } from '@signflow/contract/web-paths';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { linkProblemOf, verificationRequiredBy } from '../api/link-problem';
import { useGetSignerEndingQuery } from '../api/signing-api';
import { useSignerLanguage } from '../hooks/use-signer-language';
import { SignerVerificationStep } from './signer-verification-step';
import { SigningEndingView } from './signing-ending';
import { SigningFrame } from './signing-frame';
import { SigningNotice } from './signing-notice';

/** How often the ending of a completed document checks whether its sealed PDF is ready. */
const SEAL_CHECK_MS = 5_000;

/**
 * The signer's ending, read from their link: the page after Done, Reject or Revise, and what the link shows
 * from then on. While a completed document is being sealed it checks again on its own.
 */
export function SignerEndingScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const documentId = search.get(DOCUMENT_QUERY_PARAM);
  const [moving, setMoving] = useState(true);
  const ending = useGetSignerEndingQuery(
    { token },
    {
      refetchOnMountOrArgChange: true,
      // A document still out for signing, or being sealed, moves on without the signer: the page follows it.
      pollingInterval: moving ? SEAL_CHECK_MS : 0,
      skipPollingIfUnfocused: true,
    },
  );
  const status = ending.data?.status;
  const sealState = ending.data?.sealState;
  const failed = ending.isError;
  useEffect(() => {
    setMoving(
      (status === undefined && !failed) || status === 'Sent' || (status === 'Completed' && sealState === 'pending'),
    );
  }, [status, sealState, failed]);
  useSignerLanguage(ending.data?.language);
  const title = ending.data?.documentName ?? t('Sign document');
  if (ending.data) {
    return (
      <SigningFrame title={title}>
        <SigningEndingView ending={ending.data} token={token} />
      </SigningFrame>
    );
  }
  // A signer who proves who they are, back in another tab after submitting: the check first, then their ending.
  const check = verificationRequiredBy(ending.error);
  if (check && documentId) {
    return (
      <SigningFrame title={title}>
        <SignerVerificationStep
          token={token}
          documentId={documentId}
          method={check}
          sentTo={null}
          onPassed={() => ending.refetch()}
        />
      </SigningFrame>
    );
  }
  if (ending.error) {
    const problem = linkProblemOf(ending.error);
    return (
      <SigningFrame title={title}>
        {problem === 'unreachable' ? (
          <SigningNotice
            title={t('The signing page could not be loaded')}
            message={t('Check your connection and try again.')}
            action={<Button onClick={ending.refetch}>{t('Try again')}</Button>}
          />
        ) : (
          <SigningNotice
            title={t(API_MESSAGES.expiredLink)}
            message={t('This signing link has expired or is not valid. Please ask the sender for a new link.')}
          />
        )}
      </SigningFrame>
    );
  }
  return (
    <SigningFrame title={title}>
      <PageLoader />
    </SigningFrame>
  );
}
