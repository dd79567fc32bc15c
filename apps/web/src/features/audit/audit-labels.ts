import type { MessageKey } from '../../i18n/en';

// What each event is called comes from the contract (AUDIT_EVENT_LABELS), shared with the sealing certificate.

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
