import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../i18n/format-number';

const WINDOW = 5;

/** The page numbers to show: a window of 5 around the current page. */
export function pageWindow(page: number, totalPages: number): number[] {
  const pages = Math.max(totalPages, 1);
  const start = Math.max(1, Math.min(page - Math.floor(WINDOW / 2), pages - WINDOW + 1));
  return Array.from({ length: Math.min(WINDOW, pages) }, (_, index) => start + index);
}

interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Prev, a window of 5 page numbers, Next; with no records, a disabled page 1. */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const { t, i18n } = useTranslation();
  const empty = totalPages === 0;
  return (
    <Group component="nav" aria-label={t('Pagination')} gap={4} justify="flex-end">
      <Button variant="default" size="xs" disabled={empty || page <= 1} onClick={() => onChange(page - 1)}>
        {t('Prev')}
      </Button>
      {pageWindow(page, totalPages).map((number) => (
        <Button
          key={number}
          size="xs"
          variant={number === page ? 'filled' : 'default'}
          aria-current={number === page ? 'page' : undefined}
          aria-label={t('Page {{page}}', { page: formatCount(number, i18n.language) })}
          disabled={empty}
          onClick={() => onChange(number)}
        >
          {formatCount(number, i18n.language)}
        </Button>
      ))}
      <Button variant="default" size="xs" disabled={empty || page >= totalPages} onClick={() => onChange(page + 1)}>
        {t('Next')}
      </Button>
    </Group>
  );
}
