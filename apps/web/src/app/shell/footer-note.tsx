import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The footer: the year, the team and the version of this build. */
export function FooterNote() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t('© {{year}} SignFlow team · v{{version}}', {
        year: String(new Date().getFullYear()),
        version: __APP_VERSION__,
      })}
    </Text>
  );
}
