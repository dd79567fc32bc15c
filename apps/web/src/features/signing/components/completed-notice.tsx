import { Button } from '@mantine/core';
import { API_MESSAGES } from '@signflow/contract/api-errors';
import { signerSealedPdfPath } from '@signflow/contract/signing';
import { useTranslation } from 'react-i18next';
import { signerPdfUrl } from '../api/signer-pdf-url';
import { SigningNotice } from './signing-notice';

interface CompletedNoticeProps {
  documentId: string;
  token: string;
  /** Whether the sealed PDF is ready; until then the signer is asked to come back in a moment. */
  sealed: boolean;
  onRetry: () => void;
}

/** A signer's link to a completed document: their copy of the signed PDF, once it is sealed. */
export function CompletedNotice({ documentId, token, sealed, onRetry }: CompletedNoticeProps) {
  const { t } = useTranslation();
  const title = t('This document is complete');
  if (!sealed) {
    return (
      <SigningNotice
        title={title}
        message={t(API_MESSAGES.sealPending)}
        action={<Button onClick={onRetry}>{t('Try again')}</Button>}
      />
    );
  }
  return (
    <SigningNotice
      title={title}
      message={t('Everyone has signed it. Download your copy of the signed PDF.')}
      action={
        <Button component="a" href={signerPdfUrl(signerSealedPdfPath(documentId), token)} download>
          {t('Download the signed PDF')}
        </Button>
      }
    />
  );
}
