import type { SigningOutcomeStatus } from '@signflow/contract/documents';
import type { Language } from '@signflow/contract/languages';
import type { SignerDecision } from '@signflow/contract/signing';
import { mailBody } from '../../../platform/mail-layout';
import type { MailMessage } from '../../../platform/mailer';

interface ProgressWording {
  submittedSubject: Record<SignerDecision, (signer: string, document: string) => string>;
  outcomeSubject: Record<SigningOutcomeStatus, (document: string) => string>;
  outcomeBody: Record<SigningOutcomeStatus, string>;
  /** The reason a signer gave for rejecting or asking for a revision, quoted. */
  reason: (signer: string) => string;
  open: string;
}

const WORDING: Record<Language, ProgressWording> = {
  en: {
    submittedSubject: {
      approved: (signer, document) => `${signer} signed “${document}”`,
      rejected: (signer, document) => `${signer} rejected “${document}”`,
      revision: (signer, document) => `${signer} asked for a revision of “${document}”`,
    },
    outcomeSubject: {
      Completed: (document) => `“${document}” is signed by everyone`,
      Rejected: (document) => `“${document}” was rejected`,
      Revision: (document) => `“${document}” needs a revision`,
    },
    outcomeBody: {
      Completed: 'Every signer has signed. The document is in your Archives.',
      Rejected: 'Signing has stopped. The document is in your Archives.',
      Revision: 'Signing has stopped. In Archives, choose Prepare again to change the document and send it again.',
    },
    reason: (signer) => `${signer} gave this reason:`,
    open: 'Open SignFlow',
  },
  tr: {
    submittedSubject: {
      approved: (signer, document) => `${signer}, “${document}” belgesini imzaladı`,
      rejected: (signer, document) => `${signer}, “${document}” belgesini reddetti`,
      revision: (signer, document) => `${signer}, “${document}” belgesi için düzeltme istedi`,
    },
    outcomeSubject: {
      Completed: (document) => `“${document}” herkes tarafından imzalandı`,
      Rejected: (document) => `“${document}” reddedildi`,
      Revision: (document) => `“${document}” düzeltme gerektiriyor`,
    },
    outcomeBody: {
      Completed: 'Tüm imzacılar imzaladı. Belge Arşivinizde.',
      Rejected: 'İmza süreci durdu. Belge Arşivinizde.',
      Revision:
        'İmza süreci durdu. Belgeyi değiştirip yeniden göndermek için Arşivde Yeniden hazırla seçeneğini kullanın.',
    },
    reason: (signer) => `${signer} şu gerekçeyi belirtti:`,
    open: 'SignFlow’u aç',
  },
  de: {
    submittedSubject: {
      approved: (signer, document) => `${signer} hat „${document}“ unterschrieben`,
      rejected: (signer, document) => `${signer} hat „${document}“ abgelehnt`,
      revision: (signer, document) => `${signer} bittet um Überarbeitung von „${document}“`,
    },
    outcomeSubject: {
      Completed: (document) => `„${document}“ ist von allen unterschrieben`,
      Rejected: (document) => `„${document}“ wurde abgelehnt`,
      Revision: (document) => `„${document}“ muss überarbeitet werden`,
    },
    outcomeBody: {
      Completed: 'Alle haben unterschrieben. Das Dokument liegt in Ihrem Archiv.',
      Rejected: 'Die Unterzeichnung wurde beendet. Das Dokument liegt in Ihrem Archiv.',
      Revision:
        'Die Unterzeichnung wurde beendet. Wählen Sie im Archiv „Erneut vorbereiten“, um das Dokument zu ändern und erneut zu senden.',
    },
    reason: (signer) => `${signer} hat diese Begründung angegeben:`,
    open: 'SignFlow öffnen',
  },
  fr: {
    submittedSubject: {
      approved: (signer, document) => `${signer} a signé « ${document} »`,
      rejected: (signer, document) => `${signer} a refusé « ${document} »`,
      revision: (signer, document) => `${signer} demande une révision de « ${document} »`,
    },
    outcomeSubject: {
      Completed: (document) => `« ${document} » est signé par tous`,
      Rejected: (document) => `« ${document} » a été refusé`,
      Revision: (document) => `« ${document} » doit être révisé`,
    },
    outcomeBody: {
      Completed: 'Tous les signataires ont signé. Le document est dans vos Archives.',
      Rejected: 'La signature est arrêtée. Le document est dans vos Archives.',
      Revision:
        'La signature est arrêtée. Dans les Archives, choisissez Préparer à nouveau pour modifier le document et le renvoyer.',
    },
    reason: (signer) => `${signer} a donné cette raison :`,
    open: 'Ouvrir SignFlow',
  },
  es: {
    submittedSubject: {
      approved: (signer, document) => `${signer} firmó «${document}»`,
      rejected: (signer, document) => `${signer} rechazó «${document}»`,
      revision: (signer, document) => `${signer} pidió una revisión de «${document}»`,
    },
    outcomeSubject: {
      Completed: (document) => `«${document}» está firmado por todos`,
      Rejected: (document) => `«${document}» fue rechazado`,
      Revision: (document) => `«${document}» necesita una revisión`,
    },
    outcomeBody: {
      Completed: 'Todos han firmado. El documento está en tu Archivo.',
      Rejected: 'La firma se ha detenido. El documento está en tu Archivo.',
      Revision:
        'La firma se ha detenido. En el Archivo, elige Preparar de nuevo para cambiar el documento y reenviarlo.',
    },
    reason: (signer) => `${signer} dio este motivo:`,
    open: 'Abrir SignFlow',
  },
};

/** Who gave which reason: the signer's name and their words, each on its own line. */
interface GivenReason {
  signer: string;
  reason: string | null;
}

function message(
  to: string,
  subject: string,
  body: string,
  link: string,
  wording: ProgressWording,
  given?: GivenReason,
): MailMessage {
  const reason = given?.reason ? [[wording.reason(given.signer), `“${given.reason}”`]] : [];
  return {
    to,
    subject,
    ...mailBody({ before: [body, ...reason], link: { url: link, label: wording.open } }),
  };
}

/** To the owner, at each signer's submission. */
export function signerSubmittedMail(options: {
  to: string;
  signer: string;
  document: string;
  decision: SignerDecision;
  /** Why they rejected or asked for a revision, when they said. */
  reason: string | null;
  link: string;
  language: Language;
}): MailMessage {
  const wording = WORDING[options.language];
  const subject = wording.submittedSubject[options.decision](options.signer, options.document);
  return message(options.to, subject, subject, options.link, wording, {
    signer: options.signer,
    reason: options.reason,
  });
}

/** To the owner, when the document reaches its outcome. */
export function outcomeMail(options: {
  to: string;
  document: string;
  outcome: SigningOutcomeStatus;
  /** The signer whose rejection or revision request ended signing, and their reason. */
  endedBy?: GivenReason;
  link: string;
  language: Language;
}): MailMessage {
  const wording = WORDING[options.language];
  return message(
    options.to,
    wording.outcomeSubject[options.outcome](options.document),
    wording.outcomeBody[options.outcome],
    options.link,
    wording,
    options.endedBy,
  );
}
