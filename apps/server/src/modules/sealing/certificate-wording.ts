import type { AuditEventType } from '@signflow/contract/audit';
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
  decisions: Record<SignerDecision, string>;
  eventTypes: Record<AuditEventType, string>;
}

/** The certificate page in the owner's language (DESIGN §5 Language). */
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
    decisions: { approved: 'Approved', rejected: 'Rejected', revision: 'Revision asked' },
    eventTypes: {
      uploaded: 'Uploaded',
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
    },
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
    notSubmitted: 'gönderilmedi',
    decisions: { approved: 'Onaylandı', rejected: 'Reddedildi', revision: 'Düzeltme istendi' },
    eventTypes: {
      uploaded: 'Yüklendi',
      fields_saved: 'Alanlar kaydedildi',
      sent: 'İmzaya gönderildi',
      email_sent: 'E-posta gönderildi',
      link_opened: 'Bağlantı açıldı',
      field_completed: 'Alan dolduruldu',
      submitted: 'Gönderildi',
      rejected: 'Reddedildi',
      revision_asked: 'Düzeltme istendi',
      completed: 'Tamamlandı',
      sealed: 'Mühürlendi',
      downloaded: 'İndirildi',
      prepared_again: 'Yeniden hazırlandı',
    },
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
    notSubmitted: 'nicht übermittelt',
    decisions: { approved: 'Genehmigt', rejected: 'Abgelehnt', revision: 'Überarbeitung erbeten' },
    eventTypes: {
      uploaded: 'Hochgeladen',
      fields_saved: 'Felder gespeichert',
      sent: 'Zur Unterschrift gesendet',
      email_sent: 'E-Mail gesendet',
      link_opened: 'Link geöffnet',
      field_completed: 'Feld ausgefüllt',
      submitted: 'Übermittelt',
      rejected: 'Abgelehnt',
      revision_asked: 'Überarbeitung erbeten',
      completed: 'Abgeschlossen',
      sealed: 'Versiegelt',
      downloaded: 'Heruntergeladen',
      prepared_again: 'Erneut vorbereitet',
    },
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
    notSubmitted: 'non envoyé',
    decisions: { approved: 'Approuvé', rejected: 'Refusé', revision: 'Révision demandée' },
    eventTypes: {
      uploaded: 'Téléversé',
      fields_saved: 'Champs enregistrés',
      sent: 'Envoyé pour signature',
      email_sent: 'E-mail envoyé',
      link_opened: 'Lien ouvert',
      field_completed: 'Champ rempli',
      submitted: 'Envoyé',
      rejected: 'Refusé',
      revision_asked: 'Révision demandée',
      completed: 'Terminé',
      sealed: 'Scellé',
      downloaded: 'Téléchargé',
      prepared_again: 'Préparé à nouveau',
    },
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
    notSubmitted: 'no enviado',
    decisions: { approved: 'Aprobado', rejected: 'Rechazado', revision: 'Revisión pedida' },
    eventTypes: {
      uploaded: 'Subido',
      fields_saved: 'Campos guardados',
      sent: 'Enviado para firmar',
      email_sent: 'Correo enviado',
      link_opened: 'Enlace abierto',
      field_completed: 'Campo completado',
      submitted: 'Enviado',
      rejected: 'Rechazado',
      revision_asked: 'Revisión pedida',
      completed: 'Completado',
      sealed: 'Sellado',
      downloaded: 'Descargado',
      prepared_again: 'Preparado de nuevo',
    },
  },
};
