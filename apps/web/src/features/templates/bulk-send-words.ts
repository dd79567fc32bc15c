import type { BulkSendProgress, BulkSendRowError } from '@signflow/contract/bulk-sends';
import type { Translatable } from '../../api/api-error';
import { FormPostError } from '../../api/post-form-with-progress';
import { formatCount } from '../../i18n/format-number';

/**
 * The rows a refused bulk send names (400 with `errors`, docs/api.md#bulk-send), or null when the refusal is of
 * another kind (too large, not a CSV file, the plan): the file as a whole is then what to fix.
 */
export function refusedRowsOf(error: unknown): BulkSendRowError[] | null {
  if (!(error instanceof FormPostError) || error.answer.status !== 400) return null;
  const errors = (error.answer.data as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return null;
  return errors.filter(
    (each): each is BulkSendRowError =>
      typeof each === 'object' &&
      each !== null &&
      typeof each.row === 'number' &&
      typeof each.message === 'string' &&
      (each.column === null || typeof each.column === 'string'),
  );
}

/** Translates a text to the reader's language (translateText): an i18n key, or a message of the API, and its values. */
type Translate = (text: string, params?: Record<string, string | number>) => string;

/**
 * A row error's three cells, as the table shows them: the row's number, or 'Header' for the header (row 0); the
 * column at fault (the file's own heading), or 'Whole row' when the row as a whole is; why, the API's English words
 * translated by their key or template.
 */
export function rowErrorCells(
  error: BulkSendRowError,
  language: string,
  translate: Translate,
): { row: string; column: string; message: string } {
  return {
    row: error.row === 0 ? translate('Header') : formatCount(error.row, language),
    column: error.column === null ? translate('Whole row') : error.column,
    message: translate(error.message),
  };
}

/** How far a bulk send is, as the live status says it: '12 of 1,000 documents made'. */
export function progressText(progress: Pick<BulkSendProgress, 'created' | 'total'>, language: string): Translatable {
  return [
    '{{made}} of {{total}} documents made',
    { made: formatCount(progress.created, language), total: formatCount(progress.total, language) },
  ];
}

/** The rows done, made or failed, out of all: the progress bar's fill, 0 to 100. */
export function donePercent(progress: Pick<BulkSendProgress, 'created' | 'failed' | 'total'>): number {
  if (progress.total === 0) return 100;
  return Math.min(100, ((progress.created + progress.failed) / progress.total) * 100);
}
