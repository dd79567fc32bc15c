import { Code, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { VerifyResponse } from '@signflow/contract/verify';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../../components/fact-list';
import { translateText } from '../../../i18n';
import { formatDateTime } from '../../../i18n/format-date';
import { PartiesTable } from './parties-table';

type GenuineVerdict = Extract<VerifyResponse, { genuine: true }>;

const LOOKS = {
  genuine: { color: 'green', mark: '✓', title: 'Genuine' },
  notGenuine: { color: 'red', mark: '!', title: 'Not genuine' },
} as const;

/** The verdict on a checked file: a genuine one with what was sealed and who signed, any other as a warning. */
export function VerdictCard({ verdict, fileName }: { verdict: VerifyResponse; fileName: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const look = verdict.genuine ? LOOKS.genuine : LOOKS.notGenuine;
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
          <Title order={2} size="h3" id={headingId} c={`${look.color}.8`}>
            <ThemeIcon component="span" color={look.color} radius="xl" size="md" mr="xs" aria-hidden="true">
              {look.mark}
            </ThemeIcon>
            {t(look.title)}
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('Checked file: {{name}}', { name: fileName })}
          </Text>
        </Stack>
        <Text>{translateText(verdict.message)}</Text>
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
