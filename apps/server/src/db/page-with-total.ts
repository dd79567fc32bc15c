import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * A list's page and its total in one statement, so in one round trip (bench/README.md, api-throughput): the page's
 * select carries a `total` column, the count as a subquery that does not depend on the row, which the database works
 * out once per statement (and not at all when the page is empty), in the same snapshot as the page.
 */
export function totalColumn(count: SQLWrapper): SQL<number> {
  return sql<number>`(${count})`.mapWith(Number);
}

/**
 * The page's rows and the total they carry. An empty page carries none: its total is 0 when it is the first page (no
 * row matched, in that statement's snapshot), and is counted apart only for a page past the end (`countApart`).
 */
export async function pageWithTotal<Row extends { total: number }>(
  rows: Row[],
  offset: number,
  countApart: () => Promise<number>,
): Promise<{ rows: Row[]; total: number }> {
  const [first] = rows;
  if (first) return { rows, total: first.total };
  return { rows, total: offset === 0 ? 0 : await countApart() };
}
