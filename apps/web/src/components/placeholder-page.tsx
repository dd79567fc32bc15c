import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../i18n/en';
import { PageHeading } from './page-title';

/** A page whose feature comes in a later release: its title and a sentence saying so. */
export function PlaceholderPage({ title }: { title: MessageKey }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <PageHeading>{t(title)}</PageHeading>
      <Text c="dimmed">{t('This feature arrives in a later release.')}</Text>
    </Stack>
  );
}
