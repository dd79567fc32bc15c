import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import type { BulkSendQueued } from '@signflow/contract/bulk-sends';
import { PLAN_LIMITS } from '@signflow/contract/plans';
import type { Db, DbOrTx } from '../../db/client';
import type { OwnerRequest } from '../../http/request-origin';
import { currentRequestId } from '../../platform/request-context';
import { countAllDocuments } from '../documents/document-store';
import { findAccountPerson } from '../profile/account-person';
import { assertPlanLive, lockAccount } from '../subscriptions/plan-limits';
import { listTemplateContents } from '../templates/repo';
import { assertTemplateSendable } from '../templates/sendable';
import { requireTemplate } from '../templates/service';
import { type BulkRow, BulkRowsRefused, readBulkRows } from './bulk-rows';
import type { CsvTable } from './csv-file';
import { countPendingRows, insertBulkSend } from './repo';

/**
 * The plan's room for the file's documents: what the account keeps and the rows of its bulk sends still to come are
 * counted, and the first row past the limit is named (docs/domain.md#plans-and-subscriptions).
 */
async function assertRoomFor(db: DbOrTx, accountId: string, rows: BulkRow[]): Promise<void> {
  const plan = await assertPlanLive(db, accountId);
  const limit = PLAN_LIMITS[plan].documents;
  if (limit === null) return;
  const [kept, coming] = await Promise.all([countAllDocuments(db, accountId), countPendingRows(db, accountId)]);
  const room = Math.max(0, limit - kept - coming);
  if (rows.length <= room) return;
  const message = fillTemplate(API_MESSAGES.planLimitDocuments, { plan, limit });
  throw new BulkRowsRefused([{ row: room + 1, column: null, message }]);
}

/**
 * POST /v1/templates/{id}/bulk-sends (docs/domain.md#bulk-send): a CSV file read against the template, every row
 * checked first (bulk-rows.ts) and the plan's room for all of them, under the account's lock; then the bulk send and
 * its rows are kept, Queued for the job, in one transaction. A bad row refuses the whole file, and nothing is kept.
 */
export async function queueBulkSend(options: {
  db: Db;
  owner: OwnerRequest;
  templateId: string;
  table: CsvTable;
  send: boolean;
}): Promise<BulkSendQueued> {
  const { db, owner, templateId, table, send } = options;
  const { accountId } = owner;
  const { language } = await findAccountPerson(db, accountId);
  // The rows are read before the transaction, which on PGlite holds the one connection everybody's requests wait
  // for; the job checks each row again on the template as it then stands.
  const found = await requireTemplate(db, accountId, templateId);
  const contents = await listTemplateContents(db, found.id);
  // Sent, each document must pass Invite Sign: refused now rather than row by row in the job.
  if (send) await assertTemplateSendable(db, accountId, contents);
  const rows = readBulkRows(table, contents, language);
  return db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const template = await requireTemplate(tx, accountId, templateId, 'share');
    await assertPlanLive(tx, accountId);
    await assertRoomFor(tx, accountId, rows);
    const id = await insertBulkSend(
      tx,
      {
        accountId,
        templateId,
        templateName: template.name,
        send,
        ip: owner.origin.ip,
        userAgent: owner.origin.userAgent,
        apiKeyId: owner.origin.apiKey?.id ?? null,
        apiKeyName: owner.origin.apiKey?.name ?? null,
        requestId: currentRequestId(),
      },
      rows,
    );
    return { id, rows: rows.length };
  });
}
