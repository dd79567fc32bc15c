import { Code, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { VerifyResponse } from '@signflow/contract/verify';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../../components/fact-list';
import { translateText } from '../../../i18n';
import { formatDateTime } from '../../../i18n/format-date';
import { type SealVerdict, sealedTimeOf, sealVerdictOf, signerNameOf } from '../seal-verdict';
import { PartiesTable } from './parties-table';
import { SealFacts } from './seal-facts';

type GenuineVerdict = Extract<VerifyResponse, { genuine: true }>;

const LOOKS: Record<SealVerdict, { color: string; mark: string }> = {
  genuine: { color: 'green', mark: '✓' },
  validElsewhere: { color: 'blue', mark: 'i' },
  untrusted: { color: 'orange', mark: '!' },
  changed: { color: 'red', mark: '!' },
  noSeal: { color: 'gray', mark: '?' },
};

/** The short verdict, first: genuine or not, by whom, when, whether changed. */
function useHeadline(verdict: VerifyResponse): string {
  const { t, i18n } = useTranslation();
  const signer = signerNameOf(verdict.signature) ?? '—';
  const time = sealedTimeOf(verdict);
  const date = time ? formatDateTime(time, i18n.language) : null;
  switch (sealVerdictOf(verdict)) {
    case 'genuine':
      return date
        ? t('Genuine, sealed by {{signer}} on {{date}}, unchanged', { signer, date })
        : t('Genuine, sealed by {{signer}}, unchanged', { signer });
    case 'validElsewhere':
      return date
        ? t('A valid seal by {{signer}} on {{date}}, unchanged, but not sealed here', { signer, date })
        : t('A valid seal by {{signer}}, unchanged, but not sealed here', { signer });
    case 'untrusted':
      return t('Signed by {{signer}}, unchanged, but with a certificate this installation does not trust', { signer });
    case 'changed':
      return t('Not genuine: changed after it was sealed');
    case 'noSeal':
      return t('Not genuine: this file carries no seal');
  }
}

/** The verdict on a checked file: the short verdict, then what the seal shows, then the register's record. */
export function VerdictCard({ verdict, fileName }: { verdict: VerifyResponse; fileName: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const look = LOOKS[sealVerdictOf(verdict)];
  const headline = useHeadline(verdict);
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      style={{ borderLeft: `6px solid var(--mantine-color-${look.color}-filled)` }}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={headingId} c={`${look.color}.9`} style={{ overflowWrap: 'anywhere' }}>
            <ThemeIcon component="span" color={look.color} radius="xl" size="md" mr="xs" aria-hidden="true">
              {look.mark}
            </ThemeIcon>
            {headline}
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('Checked file: {{name}}', { name: fileName })}
          </Text>
        </Stack>
        <Text>{translateText(verdict.message)}</Text>
        {verdict.signature.present && <SealFacts verdict={verdict} />}
        {verdict.genuine && <SealedDocumentFacts verdict={verdict} />}
      </Stack>
    </Paper>
  );
}

function SealedDocumentFacts({ verdict }: { verdict: GenuineVerdict }) {
  const { t, i18n } = useTranslation();
  const { document, parties } = verdict;
  const hash = (value: string) => (
    <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
      {value}
    </Code>
  );
  return (
    <>
      <Title order={3} size="h4">
        {t('The sealed document')}
      </Title>
      <FactList
        cols={{ base: 1, sm: 3 }}
        facts={[
          { label: t('Document name'), value: document.name },
          { label: t('Completed at'), value: formatDateTime(document.completedAt, i18n.language) },
          { label: t('Sealed at'), value: formatDateTime(document.sealedAt, i18n.language) },
        ]}
      />
      <FactList
        cols={1}
        facts={[
          { label: t('SHA-256 of the sealed file'), value: hash(document.sha256) },
          { label: t('SHA-256 of the original upload'), value: hash(document.originalSha256) },
        ]}
      />
      <Title order={3} size="h4">
        {t('Parties')}
      </Title>
      <PartiesTable parties={parties} label={t('Parties')} />
    </>
  );
}
