import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title';
import { ApiKeysSection } from '../components/api-keys-section';
import { EmbeddingSection } from '../components/embedding-section';
import { WebhooksSection } from '../components/webhooks-section';

/** Integrations (/integrations): how the account's own software works with it (docs/api.md#api-keys). */
export function IntegrationsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <PageTitle>{t('Integrations')}</PageTitle>
      <Stack gap={4}>
        <Title order={1}>{t('Integrations')}</Title>
        <Text c="dimmed" maw={720}>
          {t('Connect your own software: it can make and send documents, and hear when they are signed.')}
        </Text>
      </Stack>
      <ApiKeysSection />
      <WebhooksSection />
      <EmbeddingSection />
    </Stack>
  );
}
