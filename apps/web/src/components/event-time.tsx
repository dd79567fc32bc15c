import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../i18n/format-date';

/** When something happened, in the reader's language, on one line. */
export function EventTime({ at }: { at: string }) {
  const { i18n } = useTranslation();
  return (
    <Text component="time" dateTime={at} size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(at, i18n.language)}
    </Text>
  );
}
