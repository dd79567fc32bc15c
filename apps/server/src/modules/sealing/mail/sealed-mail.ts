import type { Language } from '@signflow/contract/languages';
import { mailBody } from '../../../platform/mail-layout';
import type { QueuedMail } from '../../../platform/mail-queue';

interface SealedWording {
  subject: (document: string) => string;
  attached: (document: string) => string;
  linked: (document: string) => string;
  action: string;
}

const WORDING: Record<Language, SealedWording> = {
  en: {
    subject: (document) => `“${document}” is signed: your copy`,
    attached: (document) =>
      `Everyone has signed “${document}”. The sealed PDF is attached; its last page certifies who signed, when and from where.`,
    linked: (document) =>
      `Everyone has signed “${document}”. The sealed PDF is too large to attach: download it here. Its last page certifies who signed, when and from where.`,
    action: 'Download the sealed PDF',
  },
  tr: {
    subject: (document) => `“${document}” imzalandı: kopyanız`,
    attached: (document) =>
      `Herkes “${document}” belgesini imzaladı. Mühürlü PDF ektedir; son sayfası kimin, ne zaman ve nereden imzaladığını belgeler.`,
    linked: (document) =>
      `Herkes “${document}” belgesini imzaladı. Mühürlü PDF eklenemeyecek kadar büyük: buradan indirin. Son sayfası kimin, ne zaman ve nereden imzaladığını belgeler.`,
    action: 'Mühürlü PDF’yi indir',
  },
  de: {
    subject: (document) => `„${document}“ ist unterschrieben: Ihre Kopie`,
    attached: (document) =>
      `Alle haben „${document}“ unterschrieben. Das versiegelte PDF ist angehängt; seine letzte Seite bescheinigt, wer wann und von wo unterschrieben hat.`,
    linked: (document) =>
      `Alle haben „${document}“ unterschrieben. Das versiegelte PDF ist zu groß für einen Anhang: Laden Sie es hier herunter. Seine letzte Seite bescheinigt, wer wann und von wo unterschrieben hat.`,
    action: 'Versiegeltes PDF herunterladen',
  },
  fr: {
    subject: (document) => `« ${document} » est signé : votre copie`,
    attached: (document) =>
      `Tout le monde a signé « ${document} ». Le PDF scellé est joint ; sa dernière page certifie qui a signé, quand et d’où.`,
    linked: (document) =>
      `Tout le monde a signé « ${document} ». Le PDF scellé est trop volumineux pour être joint : téléchargez-le ici. Sa dernière page certifie qui a signé, quand et d’où.`,
    action: 'Télécharger le PDF scellé',
  },
  es: {
    subject: (document) => `«${document}» está firmado: tu copia`,
    attached: (document) =>
      `Todos han firmado «${document}». El PDF sellado va adjunto; su última página certifica quién firmó, cuándo y desde dónde.`,
    linked: (document) =>
      `Todos han firmado «${document}». El PDF sellado es demasiado grande para adjuntarlo: descárgalo aquí. Su última página certifica quién firmó, cuándo y desde dónde.`,
    action: 'Descargar el PDF sellado',
  },
};

/** The sealed PDF to one party: attached when `attachment` is given, otherwise behind `link`. */
export function sealedDocumentMail(options: {
  to: string;
  documentId: string;
  document: string;
  language: Language;
  link: string;
  attachment: { key: string; name: string } | null;
}): QueuedMail {
  const wording = WORDING[options.language];
  const body = (options.attachment ? wording.attached : wording.linked)(options.document);
  return {
    to: options.to,
    subject: wording.subject(options.document),
    ...mailBody({ before: [body], link: { url: options.link, label: wording.action } }),
    documentId: options.documentId,
    ...(options.attachment ? { attachment: options.attachment } : {}),
  };
}
