import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../i18n/format-date';

/** When something happens, in the reader's language, on one line: to the second, or only its day. */
export function EventTime({ at, precision = 'second' }: { at: string; precision?: 'second' | 'day' }) {
  const { i18n } = useTranslation();
  const format = precision === 'day' ? formatDate : formatDateTime;
  return (
    <Text component="time" dateTime={at} size="sm" style={{ whiteSpace: 'nowrap' }}>
      {format(at, i18n.language)}
    </Text>
  );
}
