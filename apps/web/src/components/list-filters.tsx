import { CloseButton, Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../i18n/en';
import { MAX_SEARCH_LENGTH } from './use-list-filters';

/** How long typing pauses before the list is searched: one request per word rather than per key. */
export const SEARCH_DEBOUNCE_MS = 350;

interface ListFiltersProps<Status extends string> {
  /** The list's name, which the search box's and the filter's labels are read out with. */
  listName: string;
  search: string;
  /** What the search box hints it finds (by default a document, a signer's name or e-mail). */
  placeholder?: string;
  status?: Status | undefined;
  /** The statuses to filter by; a list without any shows the search box alone. */
  statuses?: readonly Status[];
  /** What a status is called in the filter, when not its own name (translated by this English text). */
  statusLabel?: (status: Status) => MessageKey;
  onSearch: (search: string) => void;
  onStatus?: (status: Status | null) => void;
}

/**
 * A list's search box and, when it has statuses, its status filter. The search box keeps what is typed and tells the list after a pause;
 * a change of the URL (Back, a bookmark) shows in the box again.
 */
export function ListFilters<Status extends string>({
  listName,
  search,
  placeholder,
  status,
  statuses = [],
  statusLabel = (each) => each as MessageKey,
  onSearch,
  onStatus,
}: ListFiltersProps<Status>) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(search);
  useEffect(() => setTyped(search), [search]);
  const searchLater = useDebouncedCallback(onSearch, SEARCH_DEBOUNCE_MS);

  const type = (value: string) => {
    setTyped(value);
    searchLater(value);
  };
  const clear = () => {
    setTyped('');
    onSearch('');
  };

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={t('Find in {{list}}', { list: listName })}>
      <TextInput
        type="search"
        label={t('Search')}
        placeholder={placeholder ?? t('Document, signer name or e-mail')}
        value={typed}
        maxLength={MAX_SEARCH_LENGTH}
        onChange={(event) => type(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Enter searches at once, without waiting for the pause.
          if (event.key === 'Enter') onSearch(typed);
        }}
        rightSection={typed ? <CloseButton size="sm" aria-label={t('Clear search')} onClick={clear} /> : null}
        style={{ flex: '1 1 16rem', minWidth: 0 }}
      />
      {statuses.length > 0 && (
        <NativeSelect
          label={t('Status')}
          value={status ?? ''}
          onChange={(event) => onStatus?.((event.currentTarget.value || null) as Status | null)}
          data={[
            { value: '', label: t('All statuses') },
            ...statuses.map((each) => ({ value: each, label: t(statusLabel(each)) })),
          ]}
          style={{ flex: '0 1 12rem' }}
        />
      )}
    </Group>
  );
}
