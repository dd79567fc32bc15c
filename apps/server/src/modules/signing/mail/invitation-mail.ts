import type { Language } from '@signflow/contract/languages';
import { type MailParagraph, mailBody } from '../../../platform/mail-layout';
import type { MailMessage } from '../../../platform/mailer';

interface InvitationWording {
  /** Introduces the sender's own message. */
  messageFrom: (owner: string) => string;
  subject: (document: string) => string;
  intro: (owner: string, document: string) => string;
  action: string;
  expiry: string;
}

const WORDING: Record<Language, InvitationWording> = {
  en: {
    messageFrom: (owner) => `${owner} wrote:`,
    subject: (document) => `Please sign “${document}”`,
    intro: (owner, document) => `${owner} asks you to sign “${document}”. Open your personal link to read and sign it:`,
    action: 'Open the document',
    expiry: 'The link is yours alone; do not forward it. It works for 30 days.',
  },
  tr: {
    messageFrom: (owner) => `${owner} şunu yazdı:`,
    subject: (document) => `Lütfen “${document}” belgesini imzalayın`,
    intro: (owner, document) =>
      `${owner}, “${document}” belgesini imzalamanızı istiyor. Okuyup imzalamak için size özel bağlantıyı açın:`,
    action: 'Belgeyi aç',
    expiry: 'Bağlantı yalnızca size aittir; başkasına iletmeyin. 30 gün geçerlidir.',
  },
  de: {
    messageFrom: (owner) => `${owner} schreibt:`,
    subject: (document) => `Bitte unterschreiben Sie „${document}“`,
    intro: (owner, document) =>
      `${owner} bittet Sie, „${document}“ zu unterschreiben. Öffnen Sie Ihren persönlichen Link, um es zu lesen und zu unterschreiben:`,
    action: 'Dokument öffnen',
    expiry: 'Der Link gehört nur Ihnen; leiten Sie ihn nicht weiter. Er gilt 30 Tage.',
  },
  fr: {
    messageFrom: (owner) => `${owner} a écrit :`,
    subject: (document) => `Merci de signer « ${document} »`,
    intro: (owner, document) =>
      `${owner} vous demande de signer « ${document} ». Ouvrez votre lien personnel pour le lire et le signer :`,
    action: 'Ouvrir le document',
    expiry: 'Ce lien est personnel : ne le transférez pas. Il est valable 30 jours.',
  },
  es: {
    messageFrom: (owner) => `${owner} escribió:`,
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
  /** The sender's message typed at Invite Sign, quoted under the introduction; null or absent for none. */
  message?: string | null;
}): MailMessage {
  const wording = WORDING[options.language];
  const intro = wording.intro(options.owner, options.document);
  return {
    to: options.to,
    subject: wording.subject(options.document),
    ...mailBody({
      before: [intro, ...senderMessageParagraphs(wording.messageFrom(options.owner), options.message)],
      link: { url: options.link, label: wording.action },
      after: [wording.expiry],
    }),
  };
}

/** The sender's message as paragraphs of the mail (escaped in its HTML like every paragraph), its lines kept. */
export function senderMessageParagraphs(heading: string, message: string | null | undefined): MailParagraph[] {
  if (!message) return [];
  return [heading, ...message.split(/\n{2,}/).map((paragraph) => paragraph.split('\n'))];
}
