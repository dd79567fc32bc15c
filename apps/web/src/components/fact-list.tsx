import { SimpleGrid, type SimpleGridProps, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface Fact {
  label: string;
  value: ReactNode;
}

/** Labelled values side by side (a description list, so a screen reader pairs each label with its value). */
export function FactList({ facts, cols }: { facts: Fact[]; cols: SimpleGridProps['cols'] }) {
  return (
    <SimpleGrid component="dl" cols={cols} spacing="lg" m={0}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <Text component="dt" size="sm" c="dimmed">
            {fact.label}
          </Text>
          <Text component="dd" fw={600} m={0} mt={4}>
            {fact.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
