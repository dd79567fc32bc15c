import { z } from 'zod';
import { API_MESSAGES } from './api-errors';
import type { SenderFilledFieldType } from './documents';

/**
 * Bulk send (docs/domain.md#bulk-send): one document per row of a CSV file, made from a template (and sent for
 * signing), by a background job. The file's columns are the template's: each role's recipient ('<Role> name',
 * '<Role> email'), then each field the sender fills in (bulkSendColumns).
 */

/** POST /v1/templates/{id}/bulk-sends: the multipart form's parts. */
export const BULK_SEND_FILE_FIELD = 'file';
export const BULK_SEND_SEND_FIELD = 'send';

/** The largest CSV file taken, in bytes (a larger one is refused before it is read whole). */
export const MAX_BULK_SEND_BYTES = 5 * 1024 * 1024;
export const MAX_BULK_SEND_MB = MAX_BULK_SEND_BYTES / (1024 * 1024);
/** The most data rows (under the header) one file may hold. */
export const MAX_BULK_SEND_ROWS = 5000;
/** The most row errors a refusal lists: past it, the first ones are enough to fix the file. */
export const MAX_BULK_SEND_ERRORS = 100;

/** The `send` part: 'true' (the default) sends each document for signing; 'false' leaves each a Draft. */
export const bulkSendSendSchema = z
  .enum(['true', 'false'], { error: API_MESSAGES.sendInvalid })
  .optional()
  .transform((send) => send !== 'false');

/** A bulk send waits for the job ('Queued'), is being made ('Running'), or every row was done ('Finished'). */
export const BULK_SEND_STATUSES = ['Queued', 'Running', 'Finished'] as const;
export type BulkSendStatus = (typeof BULK_SEND_STATUSES)[number];

/**
 * A row that cannot be made, by its number (1 for the first row under the header; 0 is the header itself) and the
 * column at fault (null when the row as a whole is: past the plan's documents, a document that could not be made).
 */
export interface BulkSendRowError {
  row: number;
  column: string | null;
  message: string;
}

/** 202 of POST /v1/templates/{id}/bulk-sends: the bulk send, queued, and how many rows (documents) it holds. */
export interface BulkSendQueued {
  id: string;
  rows: number;
}

/** GET /v1/bulk-sends/{id}: how far the job is; `errors` are the rows that failed (none is made twice). */
export interface BulkSendProgress {
  id: string;
  templateId: string | null;
  send: boolean;
  status: BulkSendStatus;
  total: number;
  created: number;
  failed: number;
  errors: BulkSendRowError[];
  createdAt: string;
  finishedAt: string | null;
}

/** The answer's path of one bulk send. */
export const bulkSendPath = (id: string) => `/v1/bulk-sends/${id}`;
export const bulkSendSamplePath = (templateId: string) => `/v1/templates/${templateId}/bulk-sends/sample.csv`;

/** What a sender-filled field without a label is called in the file: its type. */
const UNLABELLED: Record<SenderFilledFieldType, string> = { text: 'Text', date: 'Date', checkbox: 'Checkbox' };

export type BulkSendColumn =
  | { kind: 'name' | 'email'; header: string; roleId: string }
  | { kind: 'value'; header: string; fieldId: string; type: SenderFilledFieldType };

/**
 * The columns of a template's CSV file, in order: '<Role> name' and '<Role> email' for each role in the roles' order,
 * then one per field the sender fills in, in the template's order of fields (by page, then as placed), headed by its
 * label, or by its type ('Text', 'Date', 'Checkbox') when it has none. A heading already taken (letter case aside:
 * two fields labelled alike, or a label that reads as a role's column) is followed by ' (2)', ' (3)'… the first
 * number that sets it apart.
 */
export function bulkSendColumns(
  roles: readonly { id: string; name: string }[],
  fields: readonly { id: string; type: string; label: string | null; senderFilled: boolean }[],
): BulkSendColumn[] {
  const taken = new Set<string>();
  const unique = (wanted: string) => {
    let header = wanted;
    for (let n = 2; taken.has(header.toLocaleLowerCase()); n += 1) header = `${wanted} (${n})`;
    taken.add(header.toLocaleLowerCase());
    return header;
  };
  const columns: BulkSendColumn[] = [];
  for (const role of roles) {
    columns.push({ kind: 'name', header: unique(`${role.name} name`), roleId: role.id });
    columns.push({ kind: 'email', header: unique(`${role.name} email`), roleId: role.id });
  }
  for (const field of fields) {
    if (!field.senderFilled || !(field.type in UNLABELLED)) continue;
    const type = field.type as SenderFilledFieldType;
    const label = field.label?.trim() || UNLABELLED[type];
    columns.push({ kind: 'value', header: unique(label), fieldId: field.id, type });
  }
  return columns;
}
