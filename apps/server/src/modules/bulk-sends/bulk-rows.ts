import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import {
  type BulkSendColumn,
  type BulkSendRowError,
  bulkSendColumns,
  MAX_BULK_SEND_ERRORS,
} from '@signflow/contract/bulk-sends';
import type { Language } from '@signflow/contract/languages';
import { templateRecipientSchema } from '@signflow/contract/templates';
import { AppError } from '../../http/app-error';
import { senderValueOf } from '../templates/document-parts';
import type { RoleRow, TemplateFieldRow } from '../templates/repo';
import type { CsvTable } from './csv-file';

/** What one row makes: each role's recipient and each sender-filled field's value, as a template's use takes them. */
export interface BulkRow {
  recipients: { roleId: string; name: string; email: string }[];
  values: { fieldId: string; value: string }[];
}

/** The rows cannot all be made: each bad one named (docs/api.md#bulk-send); nothing is made of the file. */
export class BulkRowsRefused extends AppError {
  constructor(readonly errors: BulkSendRowError[]) {
    super(400, API_MESSAGES.bulkSendRowsInvalid);
  }
}

const HEADER_ROW = 0;
const keyOf = (header: string) => header.toLocaleLowerCase();

/** A value a spreadsheet runs as a formula: the sample file writes it after a single quote (OWASP's CSV injection rule). */
export const startsAsFormula = (value: string) => /^[=+\-@\t\r]/.test(value);

/**
 * Where each of the template's columns stands in the file's header; a header cell not among them is an error. A
 * heading the sample wrote after a single quote (a formula's first sign) is read back with or without it.
 */
function placeColumns(header: string[], columns: BulkSendColumn[], errors: BulkSendRowError[]) {
  const wanted = new Map(columns.map((column) => [keyOf(column.header), column]));
  const placed = new Map<BulkSendColumn, number>();
  const columnOf = (cell: string) => {
    const column = wanted.get(keyOf(cell));
    if (column || !cell.startsWith("'") || !startsAsFormula(cell.slice(1))) return column;
    return wanted.get(keyOf(cell.slice(1)));
  };
  header.forEach((cell, index) => {
    const column = columnOf(cell);
    if (!column) {
      const message = fillTemplate(API_MESSAGES.bulkSendUnknownColumn, { column: cell });
      errors.push({ row: HEADER_ROW, column: cell, message });
    } else if (placed.has(column)) {
      const message = fillTemplate(API_MESSAGES.bulkSendColumnTwice, { column: column.header });
      errors.push({ row: HEADER_ROW, column: column.header, message });
    } else placed.set(column, index);
  });
  for (const column of columns) {
    if (placed.has(column)) continue;
    const message = fillTemplate(API_MESSAGES.bulkSendMissingColumn, { column: column.header });
    errors.push({ row: HEADER_ROW, column: column.header, message });
  }
  return placed;
}

/**
 * What is wrong with one cell of `column` by the rules a document made from the template by hand follows, or null: a
 * recipient's name and e-mail address as the form's, a sender's value by its field's type and `required`
 * (document-parts.ts). Answers the cell as the row keeps it too (a recipient's trimmed).
 */
function checkCell(
  column: BulkSendColumn,
  cell: string,
  field: TemplateFieldRow | undefined,
  language: Language,
): { value: string; problem: string | null } {
  if (column.kind === 'value') {
    try {
      if (field) senderValueOf(field, cell, language);
      return { value: cell, problem: null };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { value: cell, problem: error.message };
    }
  }
  const parsed = templateRecipientSchema.shape[column.kind].safeParse(cell);
  if (parsed.success) return { value: parsed.data, problem: null };
  return { value: cell, problem: parsed.error.issues[0]?.message ?? API_MESSAGES.invalidRequest };
}

const missingColumn = (column: BulkSendColumn) =>
  fillTemplate(API_MESSAGES.bulkSendMissingColumn, { column: column.header });

/**
 * A CSV file's rows read against a template's columns (bulkSendColumns), every cell by checkCell's rules. Answers the
 * rows, or throws BulkRowsRefused naming each bad cell (the header's problems as row 0), at most
 * MAX_BULK_SEND_ERRORS of them.
 */
export function readBulkRows(
  table: CsvTable,
  template: { roles: RoleRow[]; fields: TemplateFieldRow[] },
  language: Language,
): BulkRow[] {
  const columns = bulkSendColumns(template.roles, template.fields);
  const errors: BulkSendRowError[] = [];
  const placed = placeColumns(table.header, columns, errors);
  if (errors.length > 0) throw new BulkRowsRefused(errors.slice(0, MAX_BULK_SEND_ERRORS));
  const fieldOf = new Map(template.fields.map((field) => [field.id, field]));
  const rows: BulkRow[] = [];
  table.rows.forEach((cells, index) => {
    const row = index + 1;
    if (errors.length >= MAX_BULK_SEND_ERRORS) return;
    const fail = (column: string | null, message: string) => errors.push({ row, column, message });
    if (cells.length > table.header.length) fail(null, API_MESSAGES.bulkSendExtraValues);
    const made: BulkRow = { recipients: [], values: [] };
    for (const column of columns) {
      const cell = cells[placed.get(column) ?? -1];
      if (cell === undefined) {
        fail(column.header, missingColumn(column));
        continue;
      }
      const field = column.kind === 'value' ? fieldOf.get(column.fieldId) : undefined;
      const { value, problem } = checkCell(column, cell, field, language);
      if (problem !== null) fail(column.header, problem);
      if (column.kind === 'value') made.values.push({ fieldId: column.fieldId, value });
      else if (column.kind === 'name') made.recipients.push({ roleId: column.roleId, name: value, email: '' });
      else {
        const recipient = made.recipients.find((each) => each.roleId === column.roleId);
        if (recipient) recipient.email = value;
      }
    }
    rows.push(made);
  });
  if (errors.length > 0) throw new BulkRowsRefused(errors.slice(0, MAX_BULK_SEND_ERRORS));
  return rows;
}

/**
 * A queued row read again against the template as it is when the job makes it (the owner may have changed it since
 * the file was read): the first of its columns at fault, by readBulkRows's rules (a column the template has gained
 * is missing from the row), with why; null when every column passes and only the document's making can refuse it.
 */
export function columnAtFault(
  row: BulkRow,
  template: { roles: RoleRow[]; fields: TemplateFieldRow[] },
  language: Language,
): { column: string; message: string } | null {
  const fieldOf = new Map(template.fields.map((field) => [field.id, field]));
  for (const column of bulkSendColumns(template.roles, template.fields)) {
    const recipient =
      column.kind === 'value' ? undefined : row.recipients.find((each) => each.roleId === column.roleId);
    const cell =
      column.kind === 'value'
        ? row.values.find((each) => each.fieldId === column.fieldId)?.value
        : recipient?.[column.kind];
    if (cell === undefined) return { column: column.header, message: missingColumn(column) };
    const field = column.kind === 'value' ? fieldOf.get(column.fieldId) : undefined;
    const { problem } = checkCell(column, cell, field, language);
    if (problem !== null) return { column: column.header, message: problem };
  }
  return null;
}
