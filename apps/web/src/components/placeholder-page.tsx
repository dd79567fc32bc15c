import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../i18n/en';
import { PageTitle } from './page-title';

/** A page whose feature comes in a later release: its title and a sentence saying so. */
export function PlaceholderPage({ title }: { title: MessageKey }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <PageTitle>{t(title)}</PageTitle>
      <Title order={1}>{t(title)}</Title>
      <Text c="dimmed">{t('This feature arrives in a later release.')}</Text>
    </Stack>
  );
}
