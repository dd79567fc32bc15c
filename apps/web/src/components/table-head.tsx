import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../i18n/en';

/** A table's header row: one translated title per column. */
export function TableHead({ columns }: { columns: readonly MessageKey[] }) {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column}>{t(column)}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
