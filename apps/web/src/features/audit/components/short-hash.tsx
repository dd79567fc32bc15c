import { Text, VisuallyHidden } from '@mantine/core';

const SHOWN_CHARACTERS = 8;

/**
 * A SHA-256 by its first and last characters, enough to tell files apart at a glance; the whole value is the
 * title (hover) and what a screen reader reads.
 */
export function ShortHash({ label, value }: { label: string; value: string }) {
  const short = `${value.slice(0, SHOWN_CHARACTERS)}…${value.slice(-SHOWN_CHARACTERS)}`;
  return (
    <Text component="span" size="sm" title={value}>
      {label}{' '}
      <Text component="span" ff="monospace" size="sm" aria-hidden="true" style={{ whiteSpace: 'nowrap' }}>
        {value.length > SHOWN_CHARACTERS * 2 ? short : value}
      </Text>
      <VisuallyHidden>{value}</VisuallyHidden>
    </Text>
  );
}
