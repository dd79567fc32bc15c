import type { AuditEvent, AuditTrailResponse } from '@signflow/contract/audit';
import type { Db } from '../../db/client';
import { type DocumentEventRow, listEvents } from '../audit/repo';
import { findOwnedDocument } from './document-store';

function toAuditEvent(row: DocumentEventRow): AuditEvent {
  return {
    id: row.id,
    type: row.type,
    at: row.createdAt.toISOString(),
    actorKind: row.actorKind,
    actor: row.actor,
    actorEmail: row.actorEmail,
    ip: row.ip,
    userAgent: row.userAgent,
    details: row.details,
  };
}

/** GET /v1/documents/{id}/audit: the owner's document's whole trail, in the Trash or not. */
export async function getAuditTrail(db: Db, accountId: string, documentId: string): Promise<AuditTrailResponse> {
  await findOwnedDocument(db, accountId, documentId, { trashed: 'either' });
  return { events: (await listEvents(db, documentId)).map(toAuditEvent), signers: [], reminders: null };
}
