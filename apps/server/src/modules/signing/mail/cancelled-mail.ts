import type { Language } from '@signflow/contract/languages';
import { mailBody } from '../../../platform/mail-layout';
import type { MailMessage } from '../../../platform/mailer';

interface CancelledWording {
  subject: (document: string) => string;
  intro: (owner: string, document: string) => string;
  reason: (reason: string) => string;
  after: string;
}

const WORDING: Record<Language, CancelledWording> = {
  en: {
    subject: (document) => `Signing of “${document}” was cancelled`,
    intro: (owner, document) => `${owner} cancelled the signing of “${document}”.`,
    reason: (reason) => `Reason: ${reason}`,
    after: 'There is nothing more for you to do; your link no longer lets anyone sign.',
  },
  tr: {
    subject: (document) => `“${document}” belgesinin imza süreci iptal edildi`,
    intro: (owner, document) => `${owner}, “${document}” belgesinin imza sürecini iptal etti.`,
    reason: (reason) => `Neden: ${reason}`,
    after: 'Yapmanız gereken başka bir şey yok; bağlantınızla artık imza atılamaz.',
  },
  de: {
    subject: (document) => `Die Unterzeichnung von „${document}“ wurde abgebrochen`,
    intro: (owner, document) => `${owner} hat die Unterzeichnung von „${document}“ abgebrochen.`,
    reason: (reason) => `Grund: ${reason}`,
    after: 'Sie müssen nichts mehr tun; mit Ihrem Link kann niemand mehr unterschreiben.',
  },
  fr: {
    subject: (document) => `La signature de « ${document} » a été annulée`,
    intro: (owner, document) => `${owner} a annulé la signature de « ${document} ».`,
    reason: (reason) => `Motif : ${reason}`,
    after: 'Vous n’avez plus rien à faire ; votre lien ne permet plus de signer.',
  },
  es: {
    subject: (document) => `Se canceló la firma de «${document}»`,
    intro: (owner, document) => `${owner} canceló la firma de «${document}».`,
    reason: (reason) => `Motivo: ${reason}`,
    after: 'No tienes que hacer nada más; tu enlace ya no permite firmar.',
  },
};

/** Cancel: every invited signer is told that signing ended, and why. */
export function cancelledMail(options: {
  to: string;
  owner: string;
  document: string;
  reason: string;
  language: Language;
}): MailMessage {
  const wording = WORDING[options.language];
  return {
    to: options.to,
    subject: wording.subject(options.document),
    ...mailBody({
      before: [wording.intro(options.owner, options.document), wording.reason(options.reason)],
      after: [wording.after],
    }),
  };
}
