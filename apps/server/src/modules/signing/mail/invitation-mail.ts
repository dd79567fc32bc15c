import type { Language } from '@signflow/contract/languages';
import { mailBody } from '../../../platform/mail-layout';
import type { MailMessage } from '../../../platform/mailer';

interface InvitationWording {
  subject: (document: string) => string;
  intro: (owner: string, document: string) => string;
  action: string;
  expiry: string;
}

const WORDING: Record<Language, InvitationWording> = {
  en: {
    subject: (document) => `Please sign “${document}”`,
    intro: (owner, document) => `${owner} asks you to sign “${document}”. Open your personal link to read and sign it:`,
    action: 'Open the document',
    expiry: 'The link is yours alone; do not forward it. It works for 30 days.',
  },
  tr: {
    subject: (document) => `Lütfen “${document}” belgesini imzalayın`,
    intro: (owner, document) =>
      `${owner}, “${document}” belgesini imzalamanızı istiyor. Okuyup imzalamak için size özel bağlantıyı açın:`,
    action: 'Belgeyi aç',
    expiry: 'Bağlantı yalnızca size aittir; başkasına iletmeyin. 30 gün geçerlidir.',
  },
  de: {
    subject: (document) => `Bitte unterschreiben Sie „${document}“`,
    intro: (owner, document) =>
      `${owner} bittet Sie, „${document}“ zu unterschreiben. Öffnen Sie Ihren persönlichen Link, um es zu lesen und zu unterschreiben:`,
    action: 'Dokument öffnen',
    expiry: 'Der Link gehört nur Ihnen; leiten Sie ihn nicht weiter. Er gilt 30 Tage.',
  },
  fr: {
    subject: (document) => `Merci de signer « ${document} »`,
    intro: (owner, document) =>
      `${owner} vous demande de signer « ${document} ». Ouvrez votre lien personnel pour le lire et le signer :`,
    action: 'Ouvrir le document',
    expiry: 'Ce lien est personnel : ne le transférez pas. Il est valable 30 jours.',
  },
  es: {
    subject: (document) => `Por favor, firma «${document}»`,
    intro: (owner, document) =>
      `${owner} te pide que firmes «${document}». Abre tu enlace personal para leerlo y firmarlo:`,
    action: 'Abrir el documento',
    expiry: 'El enlace es solo tuyo; no lo reenvíes. Es válido durante 30 días.',
  },
};

export function invitationMail(options: {
  to: string;
  owner: string;
  document: string;
  link: string;
  language: Language;
}): MailMessage {
  const wording = WORDING[options.language];
  const intro = wording.intro(options.owner, options.document);
  return {
    to: options.to,
    subject: wording.subject(options.document),
    ...mailBody({ before: [intro], link: { url: options.link, label: wording.action }, after: [wording.expiry] }),
  };
}
