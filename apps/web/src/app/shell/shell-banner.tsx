import { Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ShellBannerProps {
  /** The banner's palette colour: its background is the lightest shade, its border a light one. */
  color: 'yellow' | 'blue' | 'orange' | 'red';
  /** Names the banner as a region, when it asks for something a screen reader user should find. */
  label?: string;
  children: ReactNode;
  /** What to do about it, beside the text (below it on a narrow screen). */
  action: ReactNode;
}

/** A notice above every signed-in page: one line of text and its action. */
export function ShellBanner({ color, label, children, action }: ShellBannerProps) {
  return (
    <Paper
      component="section"
      aria-label={label}
      withBorder
      radius="md"
      px="md"
      py="sm"
      mb="lg"
      bg={`${color}.0`}
      style={{ borderColor: `var(--mantine-color-${color}-3)` }}
    >
      <Group justify="space-between" gap="xs">
        {/* A long address breaks anywhere rather than leave a phone's screen. */}
        <Text size="sm" style={{ flex: '1 1 20rem', overflowWrap: 'anywhere' }}>
          {children}
        </Text>
        {action}
      </Group>
    </Paper>
  );
}
