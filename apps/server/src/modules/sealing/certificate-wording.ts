import { AUDIT_EVENT_LABEL_TRANSLATIONS, AUDIT_EVENT_LABELS, type AuditEventType } from '@signflow/contract/audit';
import type { Language } from '@signflow/contract/languages';
import type { SignerDecision } from '@signflow/contract/signing';

interface CertificateWording {
  title: string;
  intro: string;
  document: string;
  documentId: string;
  originalSha256: string;
  pages: string;
  sender: string;
  completed: string;
  parties: string;
  level: string;
  decision: string;
  signedAt: string;
  ipAddress: string;
  events: string;
  notSubmitted: string;
  /** Before the words a signer (or the owner, cancelling) gave for their decision. */
  reason: string;
  decisions: Record<SignerDecision, string>;
}

/** The certificate page in the owner's language, the language of their account. */
export const CERTIFICATE_WORDING: Record<Language, CertificateWording> = {
  en: {
    title: 'Certificate of completion',
    intro: 'This page records who signed this document, when and from where. It is sealed with the document.',
    document: 'Document',
    documentId: 'Document ID',
    originalSha256: 'SHA-256 of the original',
    pages: 'Pages',
    sender: 'Sent by',
    completed: 'Completed',
    parties: 'Signers',
    level: 'Level',
    decision: 'Decision',
    signedAt: 'Signed at',
    ipAddress: 'IP address',
    events: 'Audit trail',
    notSubmitted: 'not submitted',
    reason: 'Reason',
    decisions: { approved: 'Approved', rejected: 'Rejected', revision: 'Revision asked' },
  },
  tr: {
    title: 'Tamamlanma sertifikası',
    intro: 'Bu sayfa, bu belgeyi kimin, ne zaman ve nereden imzaladığını kaydeder. Belgeyle birlikte mühürlenmiştir.',
    document: 'Belge',
    documentId: 'Belge kimliği',
    originalSha256: 'Orijinalin SHA-256 değeri',
    pages: 'Sayfa',
    sender: 'Gönderen',
    completed: 'Tamamlandı',
    parties: 'İmzacılar',
    level: 'Seviye',
    decision: 'Karar',
    signedAt: 'İmza zamanı',
    ipAddress: 'IP adresi',
    events: 'Denetim kaydı',
    notSubmitted: 'teslim edilmedi',
    reason: 'Gerekçe',
    decisions: { approved: 'Onaylandı', rejected: 'Reddedildi', revision: 'Revizyon istendi' },
  },
  de: {
    title: 'Abschlusszertifikat',
    intro:
      'Diese Seite hält fest, wer dieses Dokument wann und von wo unterschrieben hat. Sie ist mit dem Dokument versiegelt.',
    document: 'Dokument',
    documentId: 'Dokument-ID',
    originalSha256: 'SHA-256 des Originals',
    pages: 'Seiten',
    sender: 'Gesendet von',
    completed: 'Abgeschlossen',
    parties: 'Unterzeichner',
    level: 'Stufe',
    decision: 'Entscheidung',
    signedAt: 'Unterschrieben am',
    ipAddress: 'IP-Adresse',
    events: 'Prüfprotokoll',
    notSubmitted: 'nicht abgeschickt',
    reason: 'Begründung',
    decisions: { approved: 'Genehmigt', rejected: 'Abgelehnt', revision: 'Überarbeitung angefordert' },
  },
  fr: {
    title: 'Certificat d’achèvement',
    intro: 'Cette page indique qui a signé ce document, quand et d’où. Elle est scellée avec le document.',
    document: 'Document',
    documentId: 'Identifiant du document',
    originalSha256: 'SHA-256 de l’original',
    pages: 'Pages',
    sender: 'Envoyé par',
    completed: 'Terminé',
    parties: 'Signataires',
    level: 'Niveau',
    decision: 'Décision',
    signedAt: 'Signé le',
    ipAddress: 'Adresse IP',
    events: 'Journal d’audit',
    notSubmitted: 'non soumis',
    reason: 'Raison',
    decisions: { approved: 'Approuvé', rejected: 'Refusé', revision: 'Révision demandée' },
  },
  es: {
    title: 'Certificado de finalización',
    intro: 'Esta página registra quién firmó este documento, cuándo y desde dónde. Está sellada con el documento.',
    document: 'Documento',
    documentId: 'ID del documento',
    originalSha256: 'SHA-256 del original',
    pages: 'Páginas',
    sender: 'Enviado por',
    completed: 'Completado',
    parties: 'Firmantes',
    level: 'Nivel',
    decision: 'Decisión',
    signedAt: 'Firmado el',
    ipAddress: 'Dirección IP',
    events: 'Registro de auditoría',
    notSubmitted: 'no presentado',
    reason: 'Motivo',
    decisions: { approved: 'Aprobado', rejected: 'Rechazado', revision: 'Revisión solicitada' },
  },
};

/** What the certificate calls an event of the trail, in `language`: what the document's history calls it. */
export function certificateEventLabel(language: Language, type: AuditEventType): string {
  const label = AUDIT_EVENT_LABELS[type];
  return language === 'en' ? label : AUDIT_EVENT_LABEL_TRANSLATIONS[language][label];
}
