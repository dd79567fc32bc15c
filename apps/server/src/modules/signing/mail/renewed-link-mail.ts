import type { Language } from '@signflow/contract/languages';
import { mailBody } from '../../../platform/mail-layout';
import type { MailMessage } from '../../../platform/mailer';

interface RenewedWording {
  subject: (document: string) => string;
  intro: (owner: string, document: string) => string;
  action: string;
  expiry: string;
}

const WORDING: Record<Language, RenewedWording> = {
  en: {
    subject: (document) => `A new link to sign “${document}”`,
    intro: (owner, document) => `${owner} gave you more time to sign “${document}”. Here is your new personal link:`,
    action: 'Open the document',
    expiry: 'The link is yours alone; do not forward it. It works for 30 days.',
  },
  tr: {
    subject: (document) => `“${document}” belgesini imzalamak için yeni bir bağlantı`,
    intro: (owner, document) =>
      `${owner}, “${document}” belgesini imzalamanız için size daha fazla süre verdi. Size özel yeni bağlantınız:`,
    action: 'Belgeyi aç',
    expiry: 'Bağlantı yalnızca size aittir; başkasına iletmeyin. 30 gün geçerlidir.',
  },
  de: {
    subject: (document) => `Ein neuer Link zum Unterschreiben von „${document}“`,
    intro: (owner, document) =>
      `${owner} hat Ihnen mehr Zeit gegeben, „${document}“ zu unterschreiben. Hier ist Ihr neuer persönlicher Link:`,
    action: 'Dokument öffnen',
    expiry: 'Der Link gehört nur Ihnen; leiten Sie ihn nicht weiter. Er gilt 30 Tage.',
  },
  fr: {
    subject: (document) => `Un nouveau lien pour signer « ${document} »`,
    intro: (owner, document) =>
      `${owner} vous accorde plus de temps pour signer « ${document} ». Voici votre nouveau lien personnel :`,
    action: 'Ouvrir le document',
    expiry: 'Ce lien est personnel : ne le transférez pas. Il est valable 30 jours.',
  },
  es: {
    subject: (document) => `Un nuevo enlace para firmar «${document}»`,
    intro: (owner, document) =>
      `${owner} te ha dado más tiempo para firmar «${document}». Este es tu nuevo enlace personal:`,
    action: 'Abrir el documento',
    expiry: 'El enlace es solo tuyo; no lo reenvíes. Es válido durante 30 días.',
  },
};

/** Renew links: the signer's new link, valid 30 days from now. */
export function renewedLinkMail(options: {
  to: string;
  owner: string;
  document: string;
  link: string;
  language: Language;
}): MailMessage {
  const wording = WORDING[options.language];
  return {
    to: options.to,
    subject: wording.subject(options.document),
    ...mailBody({
      before: [wording.intro(options.owner, options.document)],
      link: { url: options.link, label: wording.action },
      after: [wording.expiry],
    }),
  };
}
