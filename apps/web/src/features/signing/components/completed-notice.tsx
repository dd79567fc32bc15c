import { Button } from '@mantine/core';
import type { SealState } from '@signflow/contract/documents';
import { signerSealedPdfPath } from '@signflow/contract/signing';
import { useTranslation } from 'react-i18next';
import { signerPdfUrl } from '../../../api/signer-pdf-url';
import { SigningNotice } from './signing-notice';

interface CompletedNoticeProps {
  documentId: string;
  token: string;
  /** The sealed PDF's state: until it is sealed the page checks again on its own (see the signing page). */
  sealState: SealState;
  /** Whether the page is checking again right now. */
  checking: boolean;
  onRetry: () => void;
}

/** A signer's link to a completed document: their copy of the signed PDF, once it is sealed. */
export function CompletedNotice({ documentId, token, sealState, checking, onRetry }: CompletedNoticeProps) {
  const { t } = useTranslation();
  const title = t('This document is complete');
  if (sealState === 'failed') {
    // The owner has to retry it: there is nothing to wait for on this page, the copy comes by mail.
    return (
      <SigningNotice
        title={title}
        message={t(
          'Everyone has signed it. Your copy of the signed PDF will be e-mailed to you as soon as it is ready.',
        )}
        live
      />
    );
  }
  if (sealState === 'pending') {
    return (
      <SigningNotice
        title={title}
        message={t(
          'Everyone has signed it. Your copy of the signed PDF is being sealed; it appears here as soon as it is ready.',
        )}
        live
        action={
          <Button onClick={onRetry} loading={checking}>
            {t('Try again')}
          </Button>
        }
      />
    );
  }
  return (
    <SigningNotice
      title={title}
      message={t('Everyone has signed it. Download your copy of the signed PDF.')}
      live
      action={
        <Button component="a" href={signerPdfUrl(signerSealedPdfPath(documentId), token)} download>
          {t('Download the signed PDF')}
        </Button>
      }
    />
  );
}
