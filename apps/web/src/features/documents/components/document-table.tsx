import { Table, Text } from '@mantine/core';
import type { DocumentSummary } from '@signflow/contract/documents';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentStatusBadge } from '../../../components/document-status-badge';
import { formatDate } from '../../../i18n/format-date';

interface DocumentTableProps {
  label: string;
  documents: DocumentSummary[] | undefined;
  emptyText: string;
  actions: (document: DocumentSummary) => ReactNode;
  /** Said under a document's status, when the list has more to say about it. */
  statusDetail?: (document: DocumentSummary) => ReactNode;
}

/** The table every document list shares: name, status, upload date, and the list's own actions. */
export function DocumentTable({ label, documents, emptyText, actions, statusDetail }: DocumentTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Document name')}</Table.Th>
            <Table.Th>{t('Status')}</Table.Th>
            <Table.Th>{t('Uploaded')}</Table.Th>
            <Table.Th>{t('Actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents?.map((document) => (
            <Table.Tr key={document.id}>
              <Table.Td>{document.DocName}</Table.Td>
              <Table.Td>
                <DocumentStatusBadge status={document.status} />
                {statusDetail?.(document)}
              </Table.Td>
              <Table.Td>{formatDate(document.createdAt, i18n.language)}</Table.Td>
              <Table.Td>{actions(document)}</Table.Td>
            </Table.Tr>
          ))}
          {documents?.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text c="dimmed">{emptyText}</Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
