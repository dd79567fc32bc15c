import { AUDIT_EVENT_LABELS, type AuditEventType } from '@signflow/contract/audit';
import type { Language } from '@signflow/contract/languages';
import { wordsOf } from '@signflow/contract/words';

/** What the certificate calls an event of the trail, in `language`: what the document's history calls it. */
export function certificateEventLabel(language: Language, type: AuditEventType): string {
  return wordsOf(language).auditEvents[AUDIT_EVENT_LABELS[type]];
}
