import { API_MESSAGES } from '@signflow/contract/api-errors';
import { MAX_BULK_SEND_ROWS } from '@signflow/contract/bulk-sends';
import { CsvError, parse } from 'csv-parse/sync';
import { AppError, badRequest } from '../../http/app-error';

/** A CSV file read: its header's cells and its data rows' cells, each trimmed. */
export interface CsvTable {
  header: string[];
  rows: string[][];
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The file as text: UTF-8 without NUL bytes (a spreadsheet's binary file, a PDF, an image are not). */
function textOf(bytes: Buffer): string {
  if (bytes.includes(0)) throw badRequest(API_MESSAGES.bulkSendNotCsv);
  try {
    return UTF8.decode(bytes);
  } catch {
    throw badRequest(API_MESSAGES.bulkSendNotCsv);
  }
}

/**
 * The delimiter the header row uses: a comma, or a semicolon when the header has semicolons and no comma (as
 * spreadsheets save CSV where the comma is the decimal sign).
 */
function delimiterOf(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  return firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
}

/**
 * Reads a bulk send's CSV file (docs/api.md#bulk-send) with csv-parse: quoted values with commas, quotes and line
 * breaks in them, CRLF or LF, a UTF-8 byte order mark; lines without any value are skipped. At most
 * MAX_BULK_SEND_ROWS data rows under the header; each row may hold fewer or more values than the header (the
 * caller names the row). Refuses with 400 a file that is empty, not text, or not CSV.
 */
export function readCsvTable(bytes: Buffer): CsvTable {
  const text = textOf(bytes).replace(/^\uFEFF/, '');
  if (text.trim() === '') throw badRequest(API_MESSAGES.fileEmpty);
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      // The header and one row past the limit: enough to tell the file is too long without reading all of it.
      to: MAX_BULK_SEND_ROWS + 2,
    });
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 1;
      throw new AppError(400, API_MESSAGES.bulkSendUnreadable, { line });
    }
    throw error;
  }
  const [header, ...rows] = records.map((record) => record.map((cell) => cell.trim()));
  if (!header) throw badRequest(API_MESSAGES.fileEmpty);
  if (rows.length === 0) throw badRequest(API_MESSAGES.bulkSendEmpty);
  if (rows.length > MAX_BULK_SEND_ROWS) {
    throw new AppError(400, API_MESSAGES.bulkSendTooManyRows, { limit: MAX_BULK_SEND_ROWS });
  }
  return withoutBlankColumns({ header, rows });
}

/**
 * The table without the columns a spreadsheet adds past the data (no heading, and nothing in any row): they are no
 * column of the template's, but nobody typed them either.
 */
function withoutBlankColumns(table: CsvTable): CsvTable {
  const blank = (index: number) => table.header[index] === '' && table.rows.every((row) => !row[index]);
  const kept = table.header.map((_, index) => index).filter((index) => !blank(index));
  if (kept.length === table.header.length) return table;
  const pick = (cells: string[]) => kept.map((index) => cells[index] ?? '');
  return { header: pick(table.header), rows: table.rows.map(pick) };
}
