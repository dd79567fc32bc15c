import type { DocumentReminders, SignerTimeline } from './sender-controls';

/**
 * A document's audit trail: every event with its time, actor, IP address and user agent.
 * GET /v1/documents/{id}/audit answers the owner the whole trail, oldest first (docs/domain.md#the-audit-trail).
 */
export const AUDIT_EVENT_TYPES = [
  'uploaded',
  'fields_saved',
  'sent',
  'email_sent',
  'link_opened',
  'field_completed',
  'submitted',
  'consent_given',
  'rejected',
  'revision_asked',
  'completed',
  'sealed',
  'downloaded',
  'prepared_again',
  'seal_failed',
  'reminded',
  'reminders_changed',
  'signer_corrected',
  'links_renewed',
  'cancelled',
  'signer_added',
  'signer_removed',
  'signer_changed',
  'file_replaced',
  'made_from_template',
  'email_confirmed',
  'verification_passed',
  'verification_failed',
] as const;
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

/**
 * What each event is called, in English: the web app's history and the sealing certificate both show these
 * words; each language's catalogue (words/<language>.ts, `auditEvents`) translates them by this text.
 */
export const AUDIT_EVENT_LABELS = {
  uploaded: 'Document uploaded',
  fields_saved: 'Fields saved',
  sent: 'Sent for signing',
  email_sent: 'E-mail sent',
  link_opened: 'Link opened',
  field_completed: 'Field completed',
  submitted: 'Submitted',
  consent_given: 'Agreed to sign electronically',
  rejected: 'Rejected',
  revision_asked: 'Revision asked',
  completed: 'Completed',
  sealed: 'Sealed',
  downloaded: 'Downloaded',
  prepared_again: 'Prepared again',
  seal_failed: 'Sealing failed',
  reminded: 'Reminder sent',
  reminders_changed: 'Automatic reminders changed',
  signer_corrected: 'Signer corrected',
  links_renewed: 'Links renewed',
  cancelled: 'Signing cancelled',
  signer_added: 'Signer added',
  signer_removed: 'Signer removed',
  signer_changed: 'Signer changed',
  file_replaced: 'PDF replaced',
  made_from_template: 'Made from a template',
  email_confirmed: 'E-mail address confirmed with a code',
  verification_passed: 'Signer proved who they are',
  verification_failed: 'Wrong code typed by the signer',
} as const satisfies Record<AuditEventType, string>;
export type AuditEventLabel = (typeof AUDIT_EVENT_LABELS)[AuditEventType];

/** Who acted: the owner, a signer, the product itself (e-mails sent, the seal), or one of the owner's API keys. */
export const AUDIT_ACTOR_KINDS = ['owner', 'signer', 'system', 'api_key'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

export interface AuditEvent {
  id: string;
  type: AuditEventType;
  /** ISO 8601, UTC. */
  at: string;
  actorKind: AuditActorKind;
  /** The person's name (or e-mail when they have none); 'SignFlow' for the system; the key's name for an API key. */
  actor: string;
  actorEmail: string | null;
  ip: string | null;
  userAgent: string | null;
  /**
   * What else the event says, by type: `email_sent` {to}; `fields_saved` {action: 'created'|'changed'|
   * 'removed', fieldId}; `field_completed` {fieldId, response: 'approve'|'reject'|'revise'};
   * `submitted` {decision, reason?}; `consent_given` {statement} (the English SIGNING_CONSENT_STATEMENT the signer
   * agreed to, in the submission's transaction, just before `submitted`); `rejected` and `revision_asked` {reason?}; `sealed` {sha256, level: the seal's PAdES level, B-B to B-LTA}; `downloaded` {file: 'sealed'|'original'}; `seal_failed` {attempts};
   * `reminded` {signerId, to, automatic: 'true'|'false', daysLeft}; `reminders_changed` {afterDays, everyDays, maxCount};
   * `signer_corrected` {signerId, oldName, newName, oldEmail, newEmail, answersCleared} (how many fields
   * held an answer of the earlier recipient, all cleared; absent on corrections recorded before it was counted); `links_renewed` {count, expiresAt};
   * `cancelled` {reason}; Prepare again's changes (docs/domain.md#documents-and-their-states): `signer_added` {signerId,
   * name, email, level}, `signer_removed` {signerId, name, email, level, fieldsRemoved}, `signer_changed` {signerId,
   * oldName, newName, oldEmail, newEmail, oldLevel, newLevel}, `file_replaced` {oldSha256, sha256, oldPageCount,
   * pageCount, fieldsDropped} (the fields on pages the new PDF does not have, removed); `made_from_template`
   * {templateId, templateName, sha256, fields} (the document's first event when made from a template, in place of
   * `uploaded`: docs/domain.md#templates).
   */
  details: Record<string, string>;
}

/** GET /v1/documents/{id}/audit: the History page. */
export interface AuditTrailResponse {
  events: AuditEvent[];
  /** Each signer's own dates, in signing order. */
  signers: SignerTimeline[];
  /** The document's automatic reminders; null when it never had any (a Draft, or sent with them off). */
  reminders: DocumentReminders | null;
}
