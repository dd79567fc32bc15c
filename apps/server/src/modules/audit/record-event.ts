import type { AuditActorKind, AuditEventType } from '@signflow/contract/audit';
import type { DbOrTx } from '../../db/client';
import { NO_ORIGIN, type RequestOrigin } from '../../http/request-origin';
import { currentRequestId } from '../../platform/request-context';
import { changesLists, notifyDocumentChanged } from '../live-updates/notify';
import { findAccountPerson } from '../profile/account-person';
import { hasEventSince, insertEvent } from './repo';

/** Who acted, as the trail names them. */
export interface AuditActor {
  kind: AuditActorKind;
  name: string;
  email: string | null;
}

export const SYSTEM_ACTOR: AuditActor = { kind: 'system', name: 'SignFlow', email: null };

export function signerActor(signer: { name: string; email: string }): AuditActor {
  return { kind: 'signer', name: signer.name, email: signer.email };
}

export function ownerActor(owner: { name: string; email: string }): AuditActor {
  return { kind: 'owner', name: owner.name, email: owner.email };
}

/**
 * Adds one event to a document's audit trail, in the caller's transaction: the event is kept exactly when
 * what it records is.
 */
export async function recordEvent(
  db: DbOrTx,
  event: {
    documentId: string;
    type: AuditEventType;
    actor: AuditActor;
    origin?: RequestOrigin;
    details?: Record<string, string>;
  },
): Promise<void> {
  const origin = event.origin ?? NO_ORIGIN;
  if (origin.headOnly) return;
  await insertEvent(db, {
    documentId: event.documentId,
    type: event.type,
    actorKind: event.actor.kind,
    actor: event.actor.name,
    actorEmail: event.actor.email,
    ip: origin.ip,
    userAgent: origin.userAgent,
    details: event.details ?? {},
    requestId: currentRequestId(),
  });
  if (changesLists(event.type)) await notifyDocumentChanged(db, event.documentId);
}

/** How often the trail keeps an event a person can repeat at will: once per actor in this window. */
const REPEATABLE_EVENT_WINDOW_MS = 60 * 60 * 1000;

/**
 * Records an event a person can repeat at will (opening their link, downloading their copy) unless the same
 * actor's event of this type is already in the trail within the window: the first of each window is kept,
 * so nobody holding a link can grow the trail without bound.
 */
export async function recordRepeatableEvent(db: DbOrTx, event: Parameters<typeof recordEvent>[1]): Promise<void> {
  const { documentId, type, actor } = event;
  const withinMs = REPEATABLE_EVENT_WINDOW_MS;
  if (await hasEventSince(db, { documentId, type, actorEmail: actor.email, withinMs })) return;
  await recordEvent(db, event);
}

/** An event the account holder caused: they are named as the trail names them. */
export async function recordOwnerEvent(
  db: DbOrTx,
  accountId: string,
  event: { documentId: string; type: AuditEventType; origin: RequestOrigin; details?: Record<string, string> },
): Promise<void> {
  await recordEvent(db, { ...event, actor: ownerActor(await findAccountPerson(db, accountId)) });
}
