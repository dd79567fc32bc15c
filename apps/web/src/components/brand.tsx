import { Group, Text } from '@mantine/core';

/** The SignFlow mark and name; `compact` shows only the mark (narrow phone headers). */
export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="var(--mantine-color-blue-filled)" />
        <path d="M7 21c3-1 4-9 7-9s1 7 4 7 3-4 5-4" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
        <path d="M7 25h18" stroke="#fff" strokeWidth="2" strokeLinecap="round" opacity=".7" />
      </svg>
      {!compact && (
        <Text component="span" fw={700} size="lg">
          SignFlow
        </Text>
      )}
    </Group>
  );
}
