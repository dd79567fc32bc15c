import { type BulkSendProgress, bulkSendColumns } from '@signflow/contract/bulk-sends';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/app-error';
import { listTemplateContents } from '../templates/repo';
import { requireTemplate } from '../templates/service';
import { startsAsFormula } from './bulk-rows';
import { findOwnedBulkSend, listFailedRows } from './repo';

/** GET /v1/bulk-sends/{id}: how far the job is, with each failed row and why; another account's is 404. */
export async function getBulkSendProgress(db: DbOrTx, accountId: string, id: string): Promise<BulkSendProgress> {
  const bulkSend = await findOwnedBulkSend(db, accountId, id);
  if (!bulkSend) throw notFound();
  const failed = await listFailedRows(db, id);
  return {
    id: bulkSend.id,
    templateId: bulkSend.templateId,
    send: bulkSend.send,
    status: bulkSend.status,
    total: bulkSend.total,
    created: bulkSend.created,
    failed: bulkSend.failed,
    errors: failed.map(({ row, column, message }) => ({ row, column, message: message ?? '' })),
    createdAt: bulkSend.createdAt.toISOString(),
    finishedAt: bulkSend.finishedAt?.toISOString() ?? null,
  };
}

/**
 * A CSV cell: a value a spreadsheet would run as a formula (it begins with =, +, -, @, a tab or a carriage return: a
 * role's name or a field's label the owner chose, such as `=HYPERLINK(…)`) is written after a single quote and quoted
 * (docs/api.md#bulk-send; readBulkRows takes such a heading back); any value is quoted when it holds a comma, a
 * quote, a line break, or spaces at either end.
 */
function csvCell(value: string): string {
  const formula = startsAsFormula(value);
  const cell = formula ? `'${value}` : value;
  return formula || /[",\r\n]|^\s|\s$/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** An address for the example row that every role's name gives apart: 'client1@example.com'. */
const exampleEmail = (role: string, position: number) =>
  `${role.toLowerCase().replace(/[^a-z0-9]/g, '') || 'person'}${position}@example.com`;

/**
 * GET /v1/templates/{id}/bulk-sends/sample.csv: the template's columns (bulkSendColumns) and one example row that
 * passes as it is, in UTF-8 with a byte order mark (so spreadsheets read its letters right), CRLF line ends.
 */
export async function sampleCsv(db: DbOrTx, accountId: string, templateId: string): Promise<string> {
  const template = await requireTemplate(db, accountId, templateId);
  const contents = await listTemplateContents(db, template.id);
  const columns = bulkSendColumns(contents.roles, contents.fields);
  const roleName = new Map(contents.roles.map((role, index) => [role.id, { name: role.name, position: index + 1 }]));
  const today = new Date().toISOString().slice(0, 10);
  const example = columns.map((column) => {
    if (column.kind === 'value')
      return column.type === 'date' ? today : column.type === 'checkbox' ? 'true' : 'Example';
    const role = roleName.get(column.roleId) ?? { name: '', position: 0 };
    return column.kind === 'name' ? `Example ${role.name}` : exampleEmail(role.name, role.position);
  });
  const lines = [columns.map((column) => column.header), example].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
