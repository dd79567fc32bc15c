import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The longest search the lists send: what a person types, not a document (the API refuses longer ones). */
export const MAX_SEARCH_LENGTH = 200;

/** A page number from the URL: a whole number from 1, anything else page 1. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A list's search, status and page, read from a URL query. */
export function listFiltersOf<Status extends string>(params: URLSearchParams, statuses: readonly Status[]) {
  const search = (params.get('search') ?? '').slice(0, MAX_SEARCH_LENGTH);
  const named = params.get('status');
  const status = statuses.find((each) => each === named);
  return { search, status, page: pageOf(params.get('page')) };
}

/**
 * The query a change of filter leads to: the values given replace those of the URL, an empty one is left out,
 * and any other query value is kept. A new search or status starts again at page 1 (the page is left out).
 */
export function nextListQuery(
  params: URLSearchParams,
  change: { search?: string; status?: string | null; page?: number },
): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (name: string, value: string | undefined) => {
    if (value) next.set(name, value);
    else next.delete(name);
  };
  if (change.search !== undefined) put('search', change.search.trim());
  if (change.status !== undefined) put('status', change.status ?? undefined);
  if (change.page !== undefined) put('page', change.page > 1 ? String(change.page) : undefined);
  else if (change.search !== undefined || change.status !== undefined) next.delete('page');
  return next;
}

/**
 * A document list's search, status filter and page, kept in the URL (`?search&status&page`), so a filtered view
 * can be bookmarked, shared and gone back to. A status the list does not know is ignored.
 */
export function useListFilters<Status extends string>(statuses: readonly Status[]) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => listFiltersOf(params, statuses), [params, statuses]);
  // The search is typed: each debounced change replaces the history entry rather than adding one a word.
  const setSearch = useCallback(
    (search: string) => setParams((current) => nextListQuery(current, { search }), { replace: true }),
    [setParams],
  );
  const setStatus = useCallback(
    (status: Status | null) => setParams((current) => nextListQuery(current, { status })),
    [setParams],
  );
  const setPage = useCallback((page: number) => setParams((current) => nextListQuery(current, { page })), [setParams]);
  // A list that shrank under its page steps back without leaving a history entry for a page that no longer is.
  const keepPage = useCallback(
    (page: number) => setParams((current) => nextListQuery(current, { page }), { replace: true }),
    [setParams],
  );
  return { ...filters, setSearch, setStatus, setPage, keepPage };
}
