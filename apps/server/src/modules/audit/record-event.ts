import type { AuditActorKind, AuditEventType } from '@signflow/contract/audit';
import type { DbOrTx } from '../../db/client';
import { NO_ORIGIN, type RequestOrigin } from '../../http/request-origin';
import { currentRequestId } from '../../platform/request-context';
import { changesLists, notifyDocumentChanged } from '../live-updates/notify';
import { findAccountPerson } from '../profile/account-person';
import { queueDocumentWebhook } from '../webhooks/events';
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
 * Who the trail names for an event: what the account did through one of its API keys is the key's (by its name),
 * not the person's.
 */
function actorOf(actor: AuditActor, origin: RequestOrigin): AuditActor {
  return actor.kind === 'owner' && origin.apiKey ? { kind: 'api_key', name: origin.apiKey.name, email: null } : actor;
}

/**
 * Adds one event to a document's audit trail, in the caller's transaction: the event is kept exactly when
 * what it records is. An event that is also a webhook event (webhooks/events.ts) is queued for the account's
 * endpoints in the same transaction.
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
  const actor = actorOf(event.actor, origin);
  await insertEvent(db, {
    documentId: event.documentId,
    type: event.type,
    actorKind: actor.kind,
    actor: actor.name,
    actorEmail: actor.email,
    ip: origin.ip,
    userAgent: origin.userAgent,
    details: event.details ?? {},
    requestId: currentRequestId(),
  });
  await queueDocumentWebhook(db, {
    documentId: event.documentId,
    type: event.type,
    actor: event.actor,
    details: event.details ?? {},
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
