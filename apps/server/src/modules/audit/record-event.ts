import type { AuditActorKind, AuditEventType } from '@signflow/contract/audit';
import type { DbOrTx } from '../../db/client';
import { NO_ORIGIN, type RequestOrigin } from '../../http/request-origin';
import { findAccountPerson } from '../profile/account-person';
import { insertEvent } from './repo';

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
  await insertEvent(db, {
    documentId: event.documentId,
    type: event.type,
    actorKind: event.actor.kind,
    actor: event.actor.name,
    actorEmail: event.actor.email,
    ip: origin.ip,
    userAgent: origin.userAgent,
    details: event.details ?? {},
  });
}

/** An event the account holder caused: they are named as the trail names them. */
export async function recordOwnerEvent(
  db: DbOrTx,
  accountId: string,
  event: { documentId: string; type: AuditEventType; origin: RequestOrigin; details?: Record<string, string> },
): Promise<void> {
  await recordEvent(db, { ...event, actor: ownerActor(await findAccountPerson(db, accountId)) });
}
