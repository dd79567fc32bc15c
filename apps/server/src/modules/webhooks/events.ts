import type { AuditEventType } from '@signflow/contract/audit';
import type { WebhookEventType } from '@signflow/contract/webhooks';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { documentSigners, documents, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { currentRequestId } from '../../platform/request-context';
import { insertWebhookEvent, subscribedEndpointIds } from './repo';

/**
 * Recording a webhook event, in the caller's transaction: the event and one delivery per enabled endpoint of the
 * account that subscribes to its type are kept exactly when the change they tell of is. An event no endpoint
 * subscribes to is not kept at all. The deliveries go with the webhooks job (jobs.ts), apart from mail.
 */
export async function queueWebhookEvent(
  db: DbOrTx,
  event: { accountId: string; type: WebhookEventType; data: Record<string, unknown> },
): Promise<void> {
  const endpointIds = await subscribedEndpointIds(db, event.accountId, event.type);
  await insertEventFor(db, event, endpointIds);
}

async function insertEventFor(
  db: DbOrTx,
  event: { accountId: string; type: string; data: Record<string, unknown> },
  endpointIds: string[],
): Promise<void> {
  if (endpointIds.length === 0) return;
  const row = await insertWebhookEvent(db, event);
  const requestId = currentRequestId();
  await db
    .insert(webhookDeliveries)
    .values(endpointIds.map((endpointId) => ({ eventId: row.id, endpointId, requestId })));
}

/** The audit trail's events that are webhook events, by the webhook type they become (a submission by its decision). */
function webhookTypeOf(type: AuditEventType, details: Record<string, string>): WebhookEventType | null {
  switch (type) {
    case 'sent':
      return 'document.sent';
    case 'link_opened':
      return 'document.viewed';
    case 'submitted':
      return details.decision === 'approved'
        ? 'signer.signed'
        : details.decision === 'rejected'
          ? 'signer.rejected'
          : details.decision === 'revision'
            ? 'signer.revision_requested'
            : null;
    case 'completed':
      return 'document.completed';
    case 'sealed':
      return 'document.sealed';
    case 'cancelled':
      return 'document.cancelled';
    case 'made_from_template':
      return 'template.used';
    default:
      return null;
  }
}

/** Where a sealed file's download URL is kept in an event's data until delivery makes it absolute (APP_URL). */
export const SEALED_DOWNLOAD_PATH = (documentId: string) => `/v1/documents/${documentId}/download`;

/**
 * Called by the audit trail (audit/record-event.ts) for each event it records, in its transaction: an event that
 * is a webhook event, of a document whose account has an endpoint subscribed to it, is queued with the document
 * as it stands, and the signer who acted. The document's row and its signers are read here by id only: what an
 * event tells of them is their name, status and decision.
 */
export async function queueDocumentWebhook(
  db: DbOrTx,
  event: {
    documentId: string;
    type: AuditEventType;
    actor: { kind: string; email: string | null };
    details: Record<string, string>;
  },
): Promise<void> {
  const type = webhookTypeOf(event.type, event.details);
  if (!type) return;
  const rows = await db
    .select({
      endpointId: webhookEndpoints.id,
      accountId: documents.accountId,
      name: documents.name,
      status: documents.status,
    })
    .from(documents)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.accountId, documents.accountId))
    .where(
      and(
        eq(documents.id, event.documentId),
        eq(webhookEndpoints.enabled, true),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`,
      ),
    );
  const [first] = rows;
  if (!first) return;
  const data: Record<string, unknown> = {
    document: { id: event.documentId, name: first.name, status: first.status },
  };
  if (event.actor.kind === 'signer' && event.actor.email) {
    const signer = await actingSigner(db, event.documentId, event.actor.email);
    if (signer) {
      data.signer = {
        id: signer.id,
        name: signer.name,
        email: signer.email,
        decision: type === 'document.viewed' ? null : signer.decision,
        reason: type === 'document.viewed' ? null : signer.decisionReason,
      };
    }
  }
  if (type === 'document.sealed') {
    data.sealedFile = { sha256: event.details.sha256 ?? null, downloadUrl: SEALED_DOWNLOAD_PATH(event.documentId) };
  }
  if (type === 'document.cancelled') data.reason = event.details.reason ?? null;
  if (type === 'template.used') {
    data.template = { id: event.details.templateId ?? null, name: event.details.templateName ?? null };
    if (event.details.bulkSendId) data.bulkSendId = event.details.bulkSendId;
  }
  await insertEventFor(
    db,
    { accountId: first.accountId, type, data },
    rows.map((row) => row.endpointId),
  );
}

/** The signer of the document with this address who acted last (a person may hold two roles). */
async function actingSigner(db: DbOrTx, documentId: string, email: string) {
  const [signer] = await db
    .select()
    .from(documentSigners)
    .where(and(eq(documentSigners.documentId, documentId), eq(documentSigners.email, email)))
    .orderBy(sql`${documentSigners.submittedAt} desc nulls last`, desc(documentSigners.seq))
    .limit(1);
  return signer;
}
