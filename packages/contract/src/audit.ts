/**
 * A document's audit trail (docs/domain.md#the-audit-trail): every event with its time, actor, IP address and user agent.
 * GET /v1/documents/{id}/audit answers the owner the whole trail, oldest first.
 */
export const AUDIT_EVENT_TYPES = [
  'uploaded',
  'fields_saved',
  'sent',
  'email_sent',
  'link_opened',
  'field_completed',
  'submitted',
  'rejected',
  'revision_asked',
  'completed',
  'sealed',
  'downloaded',
  'prepared_again',
  'seal_failed',
] as const;
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

/** Who acted: the owner, a signer, or the product itself (e-mails sent, the seal). */
export const AUDIT_ACTOR_KINDS = ['owner', 'signer', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

export interface AuditEvent {
  id: string;
  type: AuditEventType;
  /** ISO 8601, UTC. */
  at: string;
  actorKind: AuditActorKind;
  /** The person's name (or e-mail when they have none); 'SignFlow' for the system. */
  actor: string;
  actorEmail: string | null;
  ip: string | null;
  userAgent: string | null;
  /**
   * What else the event says, by type: `email_sent` {to}; `fields_saved` {action: 'created'|'changed'|
   * 'removed', fieldId}; `field_completed` {fieldId, response: 'approve'|'reject'|'revise'};
   * `submitted` {decision}; `sealed` {sha256}; `downloaded` {file: 'sealed'|'original'}; `seal_failed` {attempts}.
   */
  details: Record<string, string>;
}

export interface AuditTrailResponse {
  events: AuditEvent[];
}
