import { Box, Group, Stack, Table, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentListItem } from '../../../api/document-types';
import { ActionError, type ActionFailure } from '../../../components/action-error';
import { DocumentStatusBadge } from '../../../components/document-status-badge';
import { CardFact, ListCards, useListsAsCards } from '../../../components/list-cards';
import { TableHead } from '../../../components/table-head';
import type { MessageKey } from '../../../i18n/en';
import { formatDate } from '../../../i18n/format-date';
import { DeclinedByNote } from './declined-by-note';
import { SigningProgress } from './signing-progress';

export interface DocumentTableProps {
  label: string;
  documents: DocumentListItem[] | undefined;
  emptyText: string;
  actions: (document: DocumentListItem) => ReactNode;
  /** Why the last action on a document failed, said under its actions. */
  actionFailure?: (document: DocumentListItem) => ActionFailure | null;
  /** Said under a document's status, when the list has more to say about it. */
  statusDetail?: (document: DocumentListItem) => ReactNode;
  /** Said in a row of its own under a document, as wide as the screen shows the table. */
  rowDetail?: (document: DocumentListItem) => ReactNode;
  /** The date the list shows: when uploaded (by default), or when completed (Archive). */
  dated?: keyof typeof DATES;
}

/** The dates a list can show, each with its heading; a document without one shows a dash. */
const DATES = {
  uploaded: { heading: 'Uploaded', of: (document: DocumentListItem) => document.createdAt },
  completed: { heading: 'Completed on', of: (document: DocumentListItem) => document.completedAt },
} as const satisfies Record<string, { heading: MessageKey; of: (document: DocumentListItem) => string | null }>;

interface ShownDate {
  heading: MessageKey;
  text: (document: DocumentListItem) => string;
}

function useShownDate(dated: keyof typeof DATES = 'uploaded'): ShownDate {
  const { i18n } = useTranslation();
  const { heading, of } = DATES[dated];
  return {
    heading,
    text: (document: DocumentListItem) => {
      const date = of(document);
      return date ? formatDate(date, i18n.language) : '—';
    },
  };
}

/**
 * The list every document list shares: name, status (with who sent it back or rejected it, and why), signers'
 * progress, a date, and the list's own actions. A table, or on a phone a card per document with the same facts and
 * actions, so nothing runs off the screen.
 */
export function DocumentTable({ dated, ...props }: DocumentTableProps) {
  const date = useShownDate(dated);
  return useListsAsCards() ? <DocumentCards {...props} date={date} /> : <DocumentRows {...props} date={date} />;
}

/** What the table and the cards draw from: the list's props, with its date resolved. */
type ShownListProps = Omit<DocumentTableProps, 'dated'> & { date: ShownDate };

/** A document's actions, with why the last of them failed underneath. */
function ActionsOf({
  document,
  actions,
  actionFailure,
}: { document: DocumentListItem } & Pick<DocumentTableProps, 'actions' | 'actionFailure'>) {
  const failure = actionFailure?.(document);
  return failure ? (
    <Stack gap="xs">
      {actions(document)}
      <ActionError failure={failure} />
    </Stack>
  ) : (
    actions(document)
  );
}

function DocumentRows({ label, documents, emptyText, date, ...each }: ShownListProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label={label}>
        <TableHead columns={['Document name', 'Status', 'Signers', date.heading, 'Actions']} />
        <Table.Tbody>
          {documents?.map((document) => {
            const detail = each.rowDetail?.(document);
            return (
              <Fragment key={document.id}>
                <Table.Tr>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{document.name}</Table.Td>
                  <Table.Td>
                    <DocumentStatusBadge status={document.status} />
                    {each.statusDetail?.(document)}
                    {document.declinedBy && <DeclinedByNote declinedBy={document.declinedBy} lineClamp={3} />}
                  </Table.Td>
                  <Table.Td>
                    <SigningProgress document={document} waitingVisible={false} />
                  </Table.Td>
                  <Table.Td>{date.text(document)}</Table.Td>
                  <Table.Td>
                    <ActionsOf document={document} {...each} />
                  </Table.Td>
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

function DocumentCards({ label, documents, emptyText, date, ...each }: ShownListProps) {
  const { t } = useTranslation();
  return (
    <ListCards label={label} items={documents} emptyText={emptyText} keyOf={(document) => document.id}>
      {(document) => (
        <>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {document.name}
          </Text>
          <Group gap="xs" align="flex-start">
            <DocumentStatusBadge status={document.status} />
            {each.statusDetail?.(document)}
          </Group>
          {document.declinedBy && <DeclinedByNote declinedBy={document.declinedBy} lineClamp={3} />}
          <SigningProgress document={document} waitingVisible />
          <CardFact label={t(date.heading)}>{date.text(document)}</CardFact>
          <ActionsOf document={document} {...each} />
          {each.rowDetail?.(document)}
        </>
      )}
    </ListCards>
  );
}
