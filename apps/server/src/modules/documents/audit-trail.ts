import type { AuditEvent, AuditTrailResponse } from '@signflow/contract/audit';
import type { SignerTimeline } from '@signflow/contract/sender-controls';
import type { Db } from '../../db/client';
import { type DocumentEventRow, listEvents } from '../audit/repo';
import { findOwnedDocument } from './document-store';
import { findReminderSchedule, listSigners, type SignerRow } from './repo';
import { toSignerIdentity } from './wire';

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

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A signer's own dates; never their link token, which no owner answer carries. */
function toSignerTimeline(row: SignerRow): SignerTimeline {
  return {
    ...toSignerIdentity(row),
    invitedAt: iso(row.invitedAt),
    openedAt: iso(row.openedAt),
    remindedAt: iso(row.remindedAt),
    reminderCount: row.reminderCount,
    submittedAt: iso(row.submittedAt),
    decision: row.decision,
    reason: row.decisionReason,
    linkExpiresAt: iso(row.tokenExpiresAt),
  };
}

/**
 * GET /v1/documents/{id}/audit: the owner's document's whole trail, in the Trash or not, with each signer's own
 * dates and the document's automatic reminders (docs/domain.md#the-audit-trail; the signer dates in
 * docs/domain.md#finding-documents).
 */
export async function getAuditTrail({
  db,
  accountId,
  documentId,
}: {
  db: Db;
  accountId: string;
  documentId: string;
}): Promise<AuditTrailResponse> {
  const document = await findOwnedDocument(db, accountId, documentId, { trashed: 'either' });
  // Only a Sent document out of the Trash has a reminder to come, whatever a schedule row still holds.
  const pending = document.status === 'Sent' && document.trashedAt === null;
  const [events, signers, schedule] = await Promise.all([
    listEvents(db, documentId),
    listSigners(db, documentId),
    findReminderSchedule(db, documentId),
  ]);
  return {
    events: events.map(toAuditEvent),
    signers: signers.map(toSignerTimeline),
    reminders: schedule && {
      afterDays: schedule.afterDays,
      everyDays: schedule.everyDays,
      maxCount: schedule.maxCount,
      nextAt: pending ? iso(schedule.nextAt) : null,
      sentCount: schedule.sentCount,
    },
  };
}
