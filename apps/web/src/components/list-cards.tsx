import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAppSelector } from '../store/hooks';
import { selectScreenSize } from '../store/ui-slice';

/** Below the tablet width the owner's lists show cards instead of tables: nothing to scroll sideways. */
export function useListsAsCards(): boolean {
  return useAppSelector(selectScreenSize) === 'xs';
}

interface ListCardsProps<Item> {
  /** The list's name, as its table would be named. */
  label: string;
  items: Item[] | undefined;
  emptyText: string;
  keyOf: (item: Item) => string;
  children: (item: Item) => ReactNode;
}

/** A table's rows as a list of cards, one per row, each as wide as the screen. */
export function ListCards<Item>({ label, items, emptyText, keyOf, children }: ListCardsProps<Item>) {
  return (
    <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {items?.map((item) => (
        <Paper key={keyOf(item)} component="li" withBorder p="sm" radius="md" miw={0}>
          <Stack gap="xs">{children(item)}</Stack>
        </Paper>
      ))}
      {items?.length === 0 && (
        <li>
          <Text c="dimmed">{emptyText}</Text>
        </li>
      )}
    </Stack>
  );
}

/** One of a card's facts: its column's title, then its value. */
export function CardFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" flex="none">
        {label}
      </Text>
      <Text component="div" size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}
