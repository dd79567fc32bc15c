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
    subject: (document) => `More time to sign “${document}”`,
    intro: (owner, document) => `${owner} gave you more time to sign “${document}”. Your personal link works again:`,
    action: 'Open the document',
    expiry: 'The link is yours alone; do not forward it. It now works for 30 days.',
  },
  tr: {
    subject: (document) => `“${document}” belgesini imzalamak için ek süre`,
    intro: (owner, document) =>
      `${owner}, “${document}” belgesini imzalamanız için size daha fazla süre verdi. Size özel bağlantınız yeniden çalışıyor:`,
    action: 'Belgeyi aç',
    expiry: 'Bağlantı yalnızca size aittir; başkasına iletmeyin. Artık 30 gün geçerlidir.',
  },
  de: {
    subject: (document) => `Mehr Zeit zum Unterschreiben von „${document}“`,
    intro: (owner, document) =>
      `${owner} hat Ihnen mehr Zeit gegeben, „${document}“ zu unterschreiben. Ihr persönlicher Link gilt wieder:`,
    action: 'Dokument öffnen',
    expiry: 'Der Link gehört nur Ihnen; leiten Sie ihn nicht weiter. Er gilt jetzt 30 Tage.',
  },
  fr: {
    subject: (document) => `Plus de temps pour signer « ${document} »`,
    intro: (owner, document) =>
      `${owner} vous accorde plus de temps pour signer « ${document} ». Votre lien personnel fonctionne de nouveau :`,
    action: 'Ouvrir le document',
    expiry: 'Ce lien est personnel : ne le transférez pas. Il est désormais valable 30 jours.',
  },
  es: {
    subject: (document) => `Más tiempo para firmar «${document}»`,
    intro: (owner, document) =>
      `${owner} te ha dado más tiempo para firmar «${document}». Tu enlace personal vuelve a funcionar:`,
    action: 'Abrir el documento',
    expiry: 'El enlace es solo tuyo; no lo reenvíes. Ahora es válido durante 30 días.',
  },
};

/** Renew links: the signer's own link, mailed again, now valid 30 days from now. */
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
