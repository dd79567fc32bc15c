import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { type DocumentStatus, FINISHED_STATUSES } from '@signflow/contract/documents';
import { sealedFileName } from '@signflow/contract/sealed-file-name';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '../../../components/brand';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { PageTitle } from '../../../components/page-title';
import type { MessageKey } from '../../../i18n/en';
import type { PdfSourceLoader } from '../api/pdf-sources';
import { previewFileName } from '../preview-file-name';
import { useGeneratedPdf } from '../use-generated-pdf';

interface GeneratedPdfViewerProps {
  /** Stable between renders (useMemo): a new loader loads the document again. */
  load: PdfSourceLoader;
  /** The way back into the app; a signer has none. */
  back?: { to: string; label: MessageKey };
  /** What a failed load does besides showing the failure (a toast, a redirect); status as useGeneratedPdf has it. */
  onFailure?: (status: number | null) => void;
  /** What to say about a failure with this status; by default, to try again. */
  failureText?: (status: number | null) => MessageKey | undefined;
}

/** Signing ended without everyone's signature: such a document is never sealed. */
const signingEnded = (status: DocumentStatus) =>
  status !== 'Completed' && (FINISHED_STATUSES as readonly DocumentStatus[]).includes(status);

/** A load that may well succeed when tried again: no answer at all, or the server's own fault. */
const mayRetry = (status: number | null) => status === null || status >= 500;

/**
 * The PDF viewer of /generate and /user-sign-download, in an iframe with a 'Generating file' spinner meanwhile and
 * a Download. A sealed document shows and downloads the sealed PDF itself (`…-signed.pdf`, what /verify calls
 * genuine); any other is a preview flattened in the browser, labelled so and named `…-preview.pdf`.
 */
export function GeneratedPdfViewer({ load, back, onFailure, failureText }: GeneratedPdfViewerProps) {
  const { t } = useTranslation();
  const { generated, retry } = useGeneratedPdf(load);

  useEffect(() => {
    if (generated.phase === 'failed') onFailure?.(generated.status);
  }, [generated, onFailure]);

  const documentName = generated.phase === 'ready' ? generated.documentName : '';
  const sealed = generated.phase === 'ready' && generated.kind === 'sealed';
  const fileName = sealed ? sealedFileName(documentName) : previewFileName(documentName);

  return (
    <Stack gap={0} h="100dvh">
      <PageTitle>{documentName || t('Generating file')}</PageTitle>
      {/* On a phone the actions wrap under the name rather than squeezing it away. */}
      <Group
        component="header"
        justify="space-between"
        gap="xs"
        px="md"
        py="xs"
        style={{ borderBottom: '1px solid #dee2e6' }}
      >
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 200px' }}>
          <Brand compact />
          {back && (
            <Anchor component={Link} to={back.to}>
              {t(back.label)}
            </Anchor>
          )}
          <Title order={1} size="h4" lineClamp={1}>
            {documentName}
          </Title>
        </Group>
        <Group gap="xs" wrap="nowrap" ml="auto">
          <LanguageSwitcher />
          {generated.phase === 'ready' && (
            <Button
              component="a"
              href={generated.url}
              download={fileName}
              aria-label={sealed ? t('Download {{name}}', { name: fileName }) : `${t('Download preview')}: ${fileName}`}
            >
              {sealed ? t('Download') : t('Download preview')}
            </Button>
          )}
        </Group>
      </Group>

      {generated.phase === 'generating' && (
        <Center flex={1} role="status">
          <Stack align="center" gap="sm">
            <Loader />
            <Text>{t('Generating file')}</Text>
          </Stack>
        </Center>
      )}
      {generated.phase === 'ready' && !sealed && (
        <Alert
          color="yellow"
          radius={0}
          title={t('Preview: not the signed document')}
          // Mantine's yellow title on the pale yellow is too faint to read: the title keeps the text's colour.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          {t(
            signingEnded(generated.status)
              ? 'The answers given before signing ended, drawn in this browser. Not everyone signed, so there is no signed PDF.'
              : 'The answers given so far, drawn in this browser. The signed PDF, with its certificate and seal, is made once everyone has signed.',
          )}
        </Alert>
      )}
      {generated.phase === 'ready' && (
        <iframe
          src={generated.url}
          title={
            sealed
              ? t('Signed copy of {{name}}', { name: generated.documentName })
              : t('Preview of {{name}}', { name: generated.documentName })
          }
          style={{ flex: 1, width: '100%', border: 0 }}
        />
      )}
      {generated.phase === 'failed' && (
        <Center flex={1} p="md">
          <Alert color="red" title={t('The file could not be generated')} maw={480}>
            <Text size="sm">{t(failureText?.(generated.status) ?? 'Please try again in a moment.')}</Text>
            {mayRetry(generated.status) && (
              <Button mt="md" variant="light" color="red" onClick={retry}>
                {t('Try again')}
              </Button>
            )}
          </Alert>
        </Center>
      )}
    </Stack>
  );
}
