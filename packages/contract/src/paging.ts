import { z } from 'zod';
import { API_MESSAGES } from './api-errors';

/** Page size 5 for every owner list (10 for the upload flow picker): docs/api.md#paging-and-sorting. */
export const DEFAULT_PAGE_SIZE = 5;
export const MAX_PAGE_SIZE = 100;

/** Query of every paged list: `?page&limit`, both whole numbers from 1. */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(MAX_PAGE_SIZE, `limit must be ${MAX_PAGE_SIZE} or less`)
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/** A paged list answer (results and totalResults, with the page arithmetic the client needs). */
export interface Paged<T> {
  results: T[];
  page: number;
  limit: number;
  totalPages: number;
  totalResults: number;
}

export function pageOf<T>(results: T[], query: PageQuery, totalResults: number): Paged<T> {
  return {
    results,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(totalResults / query.limit),
    totalResults,
  };
}

/** `?sortBy=field:asc|desc` over the given fields, parsed into `{field, direction}`. */
export function sortByQuery<Field extends string>(fields: readonly Field[], defaultSort: `${Field}:${'asc' | 'desc'}`) {
  const pattern = new RegExp(`^(${fields.join('|')}):(asc|desc)$`);
  return z
    .string({ error: API_MESSAGES.invalidSortBy })
    .regex(pattern, API_MESSAGES.invalidSortBy)
    .default(defaultSort)
    .transform((sortBy) => {
      const [field, direction] = sortBy.split(':') as [Field, 'asc' | 'desc'];
      return { field, direction };
    });
}
