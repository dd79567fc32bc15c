import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { type SignerDecision, type SignerStanding, signerSealedPdfPath } from '@signflow/contract/signing';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { signerFileUrl } from '../../../api/signer-file-url';
import { signingSessionOf } from '../../../api/signing-session-token';
import type { MessageKey } from '../../../i18n/en';
import classes from './signing.module.css';

/** What the signer did, said to them. */
const HEADINGS: Record<SignerDecision, MessageKey> = {
  approved: 'You signed this document',
  rejected: 'You rejected this document',
  revision: 'You asked for a revision of this document',
};

type NextStep = { text: string; live?: boolean; download?: boolean };

/** What comes next, from where the document stands now. */
function useNextSteps(ending: SignerStanding): NextStep[] {
  const { t } = useTranslation();
  const mine = ending.decision;
  switch (ending.status) {
    case 'Sent':
      return [
        ...(ending.nextSigners.length > 0
          ? [{ text: t('Next to sign: {{names}}.', { names: ending.nextSigners.join(', ') }) }]
          : []),
        { text: t('Once everyone has signed, the signed PDF is e-mailed to you.') },
      ];
    case 'Completed':
      if (ending.sealState === 'sealed' || ending.sealed)
        return [
          { text: t('Everyone has signed it. Download your copy of the signed PDF.'), live: true, download: true },
        ];
      if (ending.sealState === 'failed')
        return [
          {
            text: t(
              'Everyone has signed it. Your copy of the signed PDF will be e-mailed to you as soon as it is ready.',
            ),
            live: true,
          },
        ];
      return [
        {
          text: t(
            'Everyone has signed it. Your copy of the signed PDF is being sealed; it appears here as soon as it is ready.',
          ),
          live: true,
        },
      ];
    case 'Rejected':
      return [
        {
          text:
            mine === 'rejected'
              ? t('Signing has stopped for everyone; the sender and the other signers who were invited have been told.')
              : t('Another signer rejected the document, so signing has stopped.'),
        },
      ];
    case 'Revision':
      return [
        {
          text:
            mine === 'revision'
              ? t(
                  'Signing has stopped, and the sender has been asked to change the document. You may be sent it again.',
                )
              : t('Another signer asked for a revision, so signing has stopped. You may be sent the document again.'),
        },
      ];
    case 'Cancelled':
      return [{ text: t('The sender cancelled the signing of this document.') }];
    default:
      return [];
  }
}

interface SigningEndingViewProps {
  ending: SignerStanding;
  token: string;
}

/**
 * A signer's own ending (after Done, Reject or Revise, and whenever they open their link again): what they did,
 * why when they said, what comes next, and once the document is complete and sealed, their copy of it.
 * Focus starts on the download when there is one, else on the heading.
 */
export function SigningEndingView({ ending, token }: SigningEndingViewProps) {
  const { t } = useTranslation();
  const steps = useNextSteps(ending);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const downloadRef = useRef<HTMLAnchorElement>(null);
  const downloadable = steps.some((step) => step.download);

  useEffect(() => {
    (downloadable ? downloadRef.current : headingRef.current)?.focus();
  }, [downloadable]);

  return (
    <main className={classes.notice}>
      <Paper withBorder shadow="xs" p="xl" maw={520} w="100%">
        <Stack gap="sm">
          <Title order={2} size="h3" ref={headingRef} tabIndex={-1} className={classes.endingHeading}>
            {t(HEADINGS[ending.decision])}
          </Title>
          <Text fw={500} className={classes.endingDocument}>
            {ending.documentName}
          </Text>
          {ending.reason && (
            <Text size="sm" className={classes.endingReason}>
              {t('Your reason: “{{reason}}”', { reason: ending.reason })}
            </Text>
          )}
          {steps.map((step) => (
            <Text key={step.text} role={step.live ? 'status' : undefined}>
              {step.text}
            </Text>
          ))}
          {downloadable && (
            <Button
              ref={downloadRef}
              component="a"
              href={signerFileUrl(signerSealedPdfPath(ending.documentId), token, signingSessionOf(token))}
              download
            >
              {t('Download the signed PDF')}
            </Button>
          )}
          <Text size="sm" c="dimmed">
            {t('You can close this page. Your link shows this page again until it expires.')}
          </Text>
        </Stack>
      </Paper>
    </main>
  );
}
