import type { Language } from '@signflow/contract/languages';
import { mailBody } from '../../../platform/mail-layout';
import type { MailMessage } from '../../../platform/mailer';
import { senderMessageParagraphs } from './invitation-mail';

interface ReminderWording {
  /** Introduces the sender's own message. */
  messageFrom: (owner: string) => string;
  subject: (document: string) => string;
  intro: (owner: string, document: string) => string;
  daysLeft: (days: number) => string;
  action: string;
  privacy: string;
}

const WORDING: Record<Language, ReminderWording> = {
  en: {
    messageFrom: (owner) => `${owner} wrote:`,
    subject: (document) => `Reminder: please sign “${document}”`,
    intro: (owner, document) => `${owner} is still waiting for your signature on “${document}”.`,
    daysLeft: (days) => (days <= 1 ? 'Your link works for one more day.' : `Your link works for ${days} more days.`),
    action: 'Open the document',
    privacy: 'The link is yours alone; do not forward it.',
  },
  tr: {
    messageFrom: (owner) => `${owner} şunu yazdı:`,
    subject: (document) => `Hatırlatma: lütfen “${document}” belgesini imzalayın`,
    intro: (owner, document) => `${owner}, “${document}” belgesi için hâlâ imzanızı bekliyor.`,
    daysLeft: (days) => (days <= 1 ? 'Bağlantınız bir gün daha geçerli.' : `Bağlantınız ${days} gün daha geçerli.`),
    action: 'Belgeyi aç',
    privacy: 'Bağlantı yalnızca size aittir; başkasına iletmeyin.',
  },
  de: {
    messageFrom: (owner) => `${owner} schreibt:`,
    subject: (document) => `Erinnerung: Bitte unterschreiben Sie „${document}“`,
    intro: (owner, document) => `${owner} wartet noch auf Ihre Unterschrift unter „${document}“.`,
    daysLeft: (days) => (days <= 1 ? 'Ihr Link gilt noch einen Tag.' : `Ihr Link gilt noch ${days} Tage.`),
    action: 'Dokument öffnen',
    privacy: 'Der Link gehört nur Ihnen; leiten Sie ihn nicht weiter.',
  },
  fr: {
    messageFrom: (owner) => `${owner} a écrit :`,
    subject: (document) => `Rappel : merci de signer « ${document} »`,
    intro: (owner, document) => `${owner} attend toujours votre signature sur « ${document} ».`,
    daysLeft: (days) =>
      days <= 1 ? 'Votre lien est encore valable un jour.' : `Votre lien est encore valable ${days} jours.`,
    action: 'Ouvrir le document',
    privacy: 'Ce lien est personnel : ne le transférez pas.',
  },
  es: {
    messageFrom: (owner) => `${owner} escribió:`,
    subject: (document) => `Recordatorio: por favor, firma «${document}»`,
    intro: (owner, document) => `${owner} sigue esperando tu firma en «${document}».`,
    daysLeft: (days) => (days <= 1 ? 'Tu enlace es válido un día más.' : `Tu enlace es válido ${days} días más.`),
    action: 'Abrir el documento',
    privacy: 'El enlace es solo tuyo; no lo reenvíes.',
  },
};

/** A reminder to a signer who has not signed yet, by hand or automatic, in the signer's language, with the days left. */
export function reminderMail(options: {
  to: string;
  owner: string;
  document: string;
  link: string;
  daysLeft: number;
  language: Language;
  /** The sender's message of this round, as in the invitation; null or absent for none. */
  message?: string | null;
}): MailMessage {
  const wording = WORDING[options.language];
  return {
    to: options.to,
    subject: wording.subject(options.document),
    ...mailBody({
      before: [
        wording.intro(options.owner, options.document),
        ...senderMessageParagraphs(wording.messageFrom(options.owner), options.message),
      ],
      link: { url: options.link, label: wording.action },
      after: [wording.daysLeft(options.daysLeft), wording.privacy],
    }),
  };
}
