import type { AuditEventType } from '@signflow/contract/audit';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bulkSends, documents } from '../../db/schema';

/** The PostgreSQL channel of document changes. Its payloads carry ids only: `<account id>:<document id>`. */
export const DOCUMENT_CHANGES_CHANNEL = 'document_changes';

/**
 * The trail's events after which an owner's lists, or their counts, read differently: the document moved between
 * statuses, a signer answered, its seal came or failed, a signer's row changed.
 */
const LIST_CHANGING_EVENTS: ReadonlySet<AuditEventType> = new Set<AuditEventType>([
  'uploaded',
  'sent',
  'submitted',
  'rejected',
  'revision_asked',
  'completed',
  'sealed',
  'seal_failed',
  'prepared_again',
  'signer_corrected',
  'links_renewed',
  'cancelled',
  'signer_added',
  'signer_removed',
  'signer_changed',
  'file_replaced',
  'made_from_template',
]);

export function changesLists(type: AuditEventType): boolean {
  return LIST_CHANGING_EVENTS.has(type);
}

/**
 * Tells every app process listening that the document changed, in the caller's transaction: PostgreSQL delivers
 * the notification at commit, and never when the change is rolled back.
 */
export async function notifyDocumentChanged(db: DbOrTx, documentId: string): Promise<void> {
  await db.execute(
    sql`select pg_notify(${DOCUMENT_CHANGES_CHANNEL}, ${documents.accountId}::text || ':' || ${documents.id}::text)
      from ${documents} where ${documents.id} = ${documentId}`,
  );
}

/** A payload of either channel read back (`<account id>:<id>`), or null when it is not one of ours. */
export function parseDocumentChange(payload: string): { accountId: string; documentId: string } | null {
  const [accountId, documentId, extra] = payload.split(':');
  if (!accountId || !documentId || extra !== undefined) return null;
  return { accountId, documentId };
}

/** The PostgreSQL channel of bulk sends' progress. Its payloads carry ids only: `<account id>:<bulk send id>`. */
export const BULK_SEND_CHANGES_CHANNEL = 'bulk_send_changes';

/** Tells every app process listening that a bulk send went on (rows done, or finished), at the caller's commit. */
export async function notifyBulkSendChanged(db: DbOrTx, bulkSendId: string): Promise<void> {
  await db.execute(
    sql`select pg_notify(${BULK_SEND_CHANGES_CHANNEL}, ${bulkSends.accountId}::text || ':' || ${bulkSends.id}::text)
      from ${bulkSends} where ${bulkSends.id} = ${bulkSendId}`,
  );
}
