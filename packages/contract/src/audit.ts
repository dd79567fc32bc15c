import type { Language } from './languages';

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
   * `submitted` {decision}; `sealed` {sha256}; `downloaded` {file: 'sealed'|'original'}; `seal_failed` {attempts}.
   */
  details: Record<string, string>;
}

export interface AuditTrailResponse {
  events: AuditEvent[];
}
