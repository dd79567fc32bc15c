import type { Locator, Page } from '@playwright/test';

/** A list's entry: a row of its table on wide screens, its card on phones. */
export function listEntry(page: Page, list: string, text: RegExp): Locator {
  return page
    .getByRole('table', { name: list })
    .getByRole('row', { name: text })
    .or(page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: text }));
}
