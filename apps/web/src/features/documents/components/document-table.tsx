import { Box, Group, Table, Text } from '@mantine/core';
import type { DocumentListItem } from '@signflow/contract/documents';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentStatusBadge } from '../../../components/document-status-badge';
import { CardFact, ListCards, useListsAsCards } from '../../../components/list-cards';
import { TableHead } from '../../../components/table-head';
import { formatDate } from '../../../i18n/format-date';
import { SigningProgress } from './signing-progress';

interface DocumentTableProps {
  label: string;
  documents: DocumentListItem[] | undefined;
  emptyText: string;
  actions: (document: DocumentListItem) => ReactNode;
  /** Said under a document's status, when the list has more to say about it. */
  statusDetail?: (document: DocumentListItem) => ReactNode;
  /** Said in a row of its own under a document, as wide as the screen shows the table. */
  rowDetail?: (document: DocumentListItem) => ReactNode;
}

/**
 * The list every document list shares: name, status, signers' progress, upload date, and the list's own actions. A
 * table, or on a phone a card per document with the same facts and actions, so nothing runs off the screen.
 */
export function DocumentTable(props: DocumentTableProps) {
  return useListsAsCards() ? <DocumentCards {...props} /> : <DocumentRows {...props} />;
}

function DocumentRows({ label, documents, emptyText, actions, statusDetail, rowDetail }: DocumentTableProps) {
  const { i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label={label}>
        <TableHead columns={['Document name', 'Status', 'Signers', 'Uploaded', 'Actions']} />
        <Table.Tbody>
          {documents?.map((document) => {
            const detail = rowDetail?.(document);
            return (
              <Fragment key={document.id}>
                <Table.Tr>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{document.DocName}</Table.Td>
                  <Table.Td>
                    <DocumentStatusBadge status={document.status} />
                    {statusDetail?.(document)}
                  </Table.Td>
                  <Table.Td>
                    <SigningProgress document={document} waitingVisible={false} />
                  </Table.Td>
                  <Table.Td>{formatDate(document.createdAt, i18n.language)}</Table.Td>
                  <Table.Td>{actions(document)}</Table.Td>
                </Table.Tr>
                {detail && (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <Box>{detail}</Box>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
          {documents?.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text c="dimmed">{emptyText}</Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function DocumentCards({ label, documents, emptyText, actions, statusDetail, rowDetail }: DocumentTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <ListCards label={label} items={documents} emptyText={emptyText} keyOf={(document) => document.id}>
      {(document) => (
        <>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {document.DocName}
          </Text>
          <Group gap="xs" align="flex-start">
            <DocumentStatusBadge status={document.status} />
            {statusDetail?.(document)}
          </Group>
          <SigningProgress document={document} waitingVisible />
          <CardFact label={t('Uploaded')}>{formatDate(document.createdAt, i18n.language)}</CardFact>
          {actions(document)}
          {rowDetail?.(document)}
        </>
      )}
    </ListCards>
  );
}
