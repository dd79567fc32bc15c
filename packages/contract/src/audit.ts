import type { Language } from './languages';
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
] as const;
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

/**
 * What each event is called, in English: the web app's history and the sealing certificate both show these
 * words, each translating them with the English text as the key.
 */
export const AUDIT_EVENT_LABELS = {
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
  reminded: 'Reminder sent',
  reminders_changed: 'Automatic reminders changed',
  signer_corrected: 'Signer corrected',
  links_renewed: 'Links renewed',
  cancelled: 'Signing cancelled',
} as const satisfies Record<AuditEventType, string>;
export type AuditEventLabel = (typeof AUDIT_EVENT_LABELS)[AuditEventType];

/**
 * The labels in the other languages, kept here once for both the web app (its translations of these keys)
 * and the sealing certificate.
 */
export const AUDIT_EVENT_LABEL_TRANSLATIONS: Record<Exclude<Language, 'en'>, Record<AuditEventLabel, string>> = {
  tr: {
    'Document uploaded': 'Belge yüklendi',
    'Fields saved': 'Alanlar kaydedildi',
    'Sent for signing': 'İmzaya gönderildi',
    'E-mail sent': 'E-posta gönderildi',
    'Link opened': 'Bağlantı açıldı',
    'Field completed': 'Alan dolduruldu',
    Submitted: 'Teslim edildi',
    Rejected: 'Reddedildi',
    'Revision asked': 'Revizyon istendi',
    Completed: 'Tamamlandı',
    Sealed: 'Mühürlendi',
    Downloaded: 'İndirildi',
    'Prepared again': 'Yeniden hazırlandı',
    'Sealing failed': 'Mühürleme başarısız oldu',
    'Reminder sent': 'Hatırlatma gönderildi',
    'Automatic reminders changed': 'Otomatik hatırlatmalar değiştirildi',
    'Signer corrected': 'İmzacı düzeltildi',
    'Links renewed': 'Bağlantılar yenilendi',
    'Signing cancelled': 'İmza süreci iptal edildi',
  },
  de: {
    'Document uploaded': 'Dokument hochgeladen',
    'Fields saved': 'Felder gespeichert',
    'Sent for signing': 'Zur Unterschrift gesendet',
    'E-mail sent': 'E-Mail gesendet',
    'Link opened': 'Link geöffnet',
    'Field completed': 'Feld ausgefüllt',
    Submitted: 'Abgeschickt',
    Rejected: 'Abgelehnt',
    'Revision asked': 'Überarbeitung angefordert',
    Completed: 'Abgeschlossen',
    Sealed: 'Versiegelt',
    Downloaded: 'Heruntergeladen',
    'Prepared again': 'Erneut vorbereitet',
    'Sealing failed': 'Versiegelung fehlgeschlagen',
    'Reminder sent': 'Erinnerung gesendet',
    'Automatic reminders changed': 'Automatische Erinnerungen geändert',
    'Signer corrected': 'Unterzeichner korrigiert',
    'Links renewed': 'Links erneuert',
    'Signing cancelled': 'Unterzeichnung abgebrochen',
  },
  fr: {
    'Document uploaded': 'Document téléversé',
    'Fields saved': 'Champs enregistrés',
    'Sent for signing': 'Envoyé pour signature',
    'E-mail sent': 'E-mail envoyé',
    'Link opened': 'Lien ouvert',
    'Field completed': 'Champ rempli',
    Submitted: 'Soumis',
    Rejected: 'Refusé',
    'Revision asked': 'Révision demandée',
    Completed: 'Terminé',
    Sealed: 'Scellé',
    Downloaded: 'Téléchargé',
    'Prepared again': 'Préparé à nouveau',
    'Sealing failed': 'Échec du scellement',
    'Reminder sent': 'Relance envoyée',
    'Automatic reminders changed': 'Relances automatiques modifiées',
    'Signer corrected': 'Signataire corrigé',
    'Links renewed': 'Liens renouvelés',
    'Signing cancelled': 'Signature annulée',
  },
  es: {
    'Document uploaded': 'Documento subido',
    'Fields saved': 'Campos guardados',
    'Sent for signing': 'Enviado para firmar',
    'E-mail sent': 'Correo enviado',
    'Link opened': 'Enlace abierto',
    'Field completed': 'Campo completado',
    Submitted: 'Presentado',
    Rejected: 'Rechazado',
    'Revision asked': 'Revisión solicitada',
    Completed: 'Completado',
    Sealed: 'Sellado',
    Downloaded: 'Descargado',
    'Prepared again': 'Preparado de nuevo',
    'Sealing failed': 'Error al sellar',
    'Reminder sent': 'Recordatorio enviado',
    'Automatic reminders changed': 'Recordatorios automáticos cambiados',
    'Signer corrected': 'Firmante corregido',
    'Links renewed': 'Enlaces renovados',
    'Signing cancelled': 'Firma cancelada',
  },
};

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
   * `submitted` {decision, reason?}; `rejected` and `revision_asked` {reason?}; `sealed` {sha256}; `downloaded` {file: 'sealed'|'original'}; `seal_failed` {attempts};
   * `reminded` {signerId, to, automatic: 'true'|'false', daysLeft}; `reminders_changed` {afterDays, everyDays, maxCount};
   * `signer_corrected` {signerId, oldName, newName, oldEmail, newEmail}; `links_renewed` {count, expiresAt};
   * `cancelled` {reason}.
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
