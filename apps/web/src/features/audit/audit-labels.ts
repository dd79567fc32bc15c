import type { AuditEventType } from '@signflow/contract/audit';
import type { SignerDecision } from '@signflow/contract/signing';
import type { MessageKey } from '../../i18n/en';

/** What each event of the trail is called. */
export const AUDIT_EVENT_LABELS: Record<AuditEventType, MessageKey> = {
  uploaded: 'Document uploaded',
  fields_saved: 'Fields saved',
  sent: 'Sent for signing',
  email_sent: 'E-mail sent',
  link_opened: 'Link opened',
  field_completed: 'Field completed',
  submitted: 'Submitted',
  rejected: 'Rejected',
  revision_asked: 'Revision asked',
  completed: 'Completed',
  sealed: 'Sealed',
  downloaded: 'Downloaded',
  prepared_again: 'Prepared again',
  seal_failed: 'Sealing failed',
};

/** `fields_saved` details: what the owner did to a field. */
export const FIELD_CHANGE_LABELS: Record<string, MessageKey> = {
  created: 'Field added',
  changed: 'Field changed',
  removed: 'Field removed',
};

/** `downloaded` details: which file was taken. */
export const DOWNLOADED_FILE_LABELS: Record<string, MessageKey> = {
  sealed: 'Sealed copy',
  original: 'Original file',
};

/** `field_completed` details: a field's response, as the decision it stands for. */
export const FIELD_RESPONSE_DECISIONS: Record<string, SignerDecision> = {
  approve: 'approved',
  reject: 'rejected',
  revise: 'revision',
};
