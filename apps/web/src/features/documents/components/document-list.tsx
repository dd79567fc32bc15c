import type { DocumentStatusFilter } from '@signflow/contract/documents';
import type { ReactNode } from 'react';
import type { DocumentListItem } from '../../../api/document-types';
import { ListFilters } from '../../../components/list-filters';
import { PageLoader } from '../../../components/page-loader';
import { Pagination } from '../../../components/pagination';
import type { useListFilters } from '../../../components/use-list-filters';
import { useKeepPageInRange } from '../../../components/use-page';
import type { MessageKey } from '../../../i18n/en';
import { DocumentTable, type DocumentTableProps } from './document-table';

/** What a status filter is called in every list, when not its own name. */
const FILTER_NAMES: Partial<Record<DocumentStatusFilter, MessageKey>> = {
  CompletedThisMonth: 'Completed this month',
  NeedsAttention: 'Needs attention',
};

interface DocumentListProps<Status extends DocumentStatusFilter>
  extends Omit<DocumentTableProps, 'label' | 'documents'> {
  /** The list's name: its table's, and what its search and filter are read out with. */
  listName: string;
  /** The list's search, status and page in the URL. */
  filters: ReturnType<typeof useListFilters<Status>>;
  statuses: readonly Status[];
  /** What a status is called in this list, where it differs from every list's name for it. */
  statusNames?: Partial<Record<Status, MessageKey>>;
  /** The list's page of documents, while its first answer loads. */
  answer: { data?: { results: DocumentListItem[]; totalPages: number }; isLoading: boolean };
  /** Said between the filters and the documents. */
  notice?: ReactNode;
}

/**
 * A page's document list: search and status filter, the documents (a loader while they first load), and the pages,
 * which step back when the last page empties.
 */
export function DocumentList<Status extends DocumentStatusFilter>({
  listName,
  filters,
  statuses,
  statusNames,
  answer: { data, isLoading },
  notice,
  ...table
}: DocumentListProps<Status>) {
  const { search, status, page, setSearch, setStatus, setPage, keepPage } = filters;
  useKeepPageInRange(page, data?.totalPages, keepPage);
  return (
    <>
      <ListFilters
        listName={listName}
        search={search}
        status={status}
        statuses={statuses}
        statusLabel={(each) => statusNames?.[each] ?? FILTER_NAMES[each] ?? (each as MessageKey)}
        onSearch={setSearch}
        onStatus={setStatus}
      />
      {notice}
      {isLoading ? <PageLoader /> : <DocumentTable label={listName} documents={data?.results} {...table} />}
      <Pagination page={page} totalPages={data?.totalPages ?? 0} onChange={setPage} />
    </>
  );
}
