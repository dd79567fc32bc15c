import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The one row a list table shows when its page has nothing, spanning every column. */
export function EmptyTableRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text c="dimmed">{children}</Text>
      </Table.Td>
    </Table.Tr>
  );
}
