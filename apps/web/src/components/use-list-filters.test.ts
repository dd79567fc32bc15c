import { describe, expect, it } from 'vitest';
import { listFiltersOf, MAX_SEARCH_LENGTH, nextListQuery, pageOf } from './use-list-filters';

const STATUSES = ['Draft', 'Sent', 'NeedsAttention'] as const;
const query = (text: string) => new URLSearchParams(text);

describe('a list’s filters in the URL', () => {
  it('reads the search, a known status and the page', () => {
    expect(listFiltersOf(query('search=amy%40example.com&status=Sent&page=3'), STATUSES)).toEqual({
      search: 'amy@example.com',
      status: 'Sent',
      page: 3,
    });
  });

  it('ignores a status the list does not know, and reads no page as page 1', () => {
    expect(listFiltersOf(query('status=Completed'), STATUSES)).toEqual({ search: '', status: undefined, page: 1 });
  });

  it('cuts a search longer than the API takes', () => {
    expect(listFiltersOf(query(`search=${'x'.repeat(500)}`), STATUSES).search).toHaveLength(MAX_SEARCH_LENGTH);
  });

  it.each([
    ['2', 2],
    ['0', 1],
    ['-1', 1],
    ['1.5', 1],
    ['abc', 1],
    [null, 1],
  ])('reads page %j as %i', (value, page) => {
    expect(pageOf(value)).toBe(page);
  });

  it('starts again at page 1 when the search or the status changes', () => {
    expect(nextListQuery(query('status=Sent&page=4'), { search: ' amy ' }).toString()).toBe('status=Sent&search=amy');
    expect(nextListQuery(query('search=amy&page=4'), { status: 'Draft' }).toString()).toBe('search=amy&status=Draft');
  });

  it('leaves out what is empty, and page 1', () => {
    expect(nextListQuery(query('search=amy&status=Sent&page=2'), { search: '' }).toString()).toBe('status=Sent');
    expect(nextListQuery(query('status=Sent'), { status: null }).toString()).toBe('');
    expect(nextListQuery(query('search=amy&page=2'), { page: 1 }).toString()).toBe('search=amy');
  });

  it('keeps the filters when the page changes, and any other query value always', () => {
    expect(nextListQuery(query('search=amy&status=Sent&other=x'), { page: 3 }).toString()).toBe(
      'search=amy&status=Sent&other=x&page=3',
    );
  });
});
