import { useEffect } from 'react';

/**
 * Keeps a paged list's page in range: when the list shrinks under it (the last row of the last page was
 * removed), it steps back to the last page that has rows.
 */
export function useKeepPageInRange(page: number, totalPages: number | undefined, setPage: (page: number) => void) {
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [totalPages, page, setPage]);
}
