import { Alert, Anchor, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { WEB_ROUTES } from '@signflow/contract/web-paths';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FileDropZone, PDF_FILES } from '../../../components/file-drop-zone';
import { PageTitle } from '../../../components/page-title';
import { translateText } from '../../../i18n';
import { VerdictCard } from '../components/verdict-card';
import { useVerification, type Verification } from '../use-verification';

/** /verify, open to anyone: is this PDF, byte for byte, one that SignFlow sealed? */
export function VerifyPage() {
  const { t } = useTranslation();
  const { verification, verify } = useVerification();
  const [file, setFile] = useState<File | null>(null);
  const check = (chosen: File) => {
    setFile(chosen);
    void verify([chosen]);
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={860} component="article">
      <PageTitle>{t('Verify a signed document')}</PageTitle>
      <Stack gap="lg">
        <Title order={1} size="h2" style={{ hyphens: 'auto', overflowWrap: 'break-word' }}>
          {t('Verify a signed document')}
        </Title>
        <Text>
          {t(
            'Check that a PDF sealed by SignFlow is genuine and unchanged since it was sealed. The file is only compared, not kept.',
          )}
        </Text>
        <FileDropZone
          accept={PDF_FILES}
          label={t('Drop a signed PDF here, or choose one from your device.')}
          file={file}
          onFile={check}
        />
        {/* Announces the progress and the verdict to screen readers as they come. */}
        <div aria-live="polite">
          <VerificationOutcome verification={verification} />
        </div>
        <Anchor component={Link} to={WEB_ROUTES.home}>
          {t('Back to SignFlow')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

function VerificationOutcome({ verification }: { verification: Verification }) {
  const { t } = useTranslation();
  switch (verification.step) {
    case 'idle':
      return null;
    case 'checking':
      return (
        <Stack gap={6}>
          <Text size="sm">{t('Checking {{name}}…', { name: verification.fileName })}</Text>
          <Progress value={verification.progress * 100} aria-label={t('Upload progress')} animated />
        </Stack>
      );
    case 'done':
      return <VerdictCard verdict={verification.verdict} fileName={verification.fileName} />;
    case 'failed':
      return (
        <Alert color="red" title={t('The file could not be checked')}>
          {verification.fileName && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {verification.fileName}
            </Text>
          )}
          <Text size="sm">{translateText(...verification.reason)}</Text>
        </Alert>
      );
  }
}
