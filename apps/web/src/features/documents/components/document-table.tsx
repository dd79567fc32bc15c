import { Box, Table, Text } from '@mantine/core';
import type { DocumentSummary } from '@signflow/contract/documents';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentStatusBadge } from '../../../components/document-status-badge';
import { TableHead } from '../../../components/table-head';
import { formatDate } from '../../../i18n/format-date';

interface DocumentTableProps {
  label: string;
  documents: DocumentSummary[] | undefined;
  emptyText: string;
  actions: (document: DocumentSummary) => ReactNode;
  /** Said under a document's status, when the list has more to say about it. */
  statusDetail?: (document: DocumentSummary) => ReactNode;
  /** Said in a row of its own under a document, as wide as the screen shows the table. */
  rowDetail?: (document: DocumentSummary) => ReactNode;
}

/**
 * A row detail stays within the visible width while the table scrolls sideways beneath it (a phone's table is
 * wider than its screen): the page's and the cell's padding taken from the window's width.
 */
const ROW_DETAIL_STYLE = {
  position: 'sticky',
  left: 'var(--table-horizontal-spacing, var(--mantine-spacing-xs))',
  maxWidth:
    'calc(100vw - 2 * var(--mantine-spacing-md) - 2 * var(--table-horizontal-spacing, var(--mantine-spacing-xs)))',
} as const;

/** The table every document list shares: name, status, upload date, and the list's own actions. */
export function DocumentTable({ label, documents, emptyText, actions, statusDetail, rowDetail }: DocumentTableProps) {
  const { i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover aria-label={label}>
        <TableHead columns={['Document name', 'Status', 'Uploaded', 'Actions']} />
        <Table.Tbody>
          {documents?.map((document) => {
            const detail = rowDetail?.(document);
            return (
              <Fragment key={document.id}>
                <Table.Tr>
                  <Table.Td>{document.DocName}</Table.Td>
                  <Table.Td>
                    <DocumentStatusBadge status={document.status} />
                    {statusDetail?.(document)}
                  </Table.Td>
                  <Table.Td>{formatDate(document.createdAt, i18n.language)}</Table.Td>
                  <Table.Td>{actions(document)}</Table.Td>
                </Table.Tr>
                {detail && (
                  <Table.Tr>
                    <Table.Td colSpan={4}>
                      <Box style={ROW_DETAIL_STYLE}>{detail}</Box>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
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
