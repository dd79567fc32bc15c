import type { Language } from '@signflow/contract/languages';
import { mailBody } from '../../../platform/mail-layout';
import type { QueuedMail } from '../../../platform/mail-queue';

interface SealFailedWording {
  subject: (document: string) => string;
  body: (document: string) => string;
  whatToDo: string;
  action: string;
}

const WORDING: Record<Language, SealFailedWording> = {
  en: {
    subject: (document) => `“${document}” could not be sealed`,
    body: (document) =>
      `Everyone has signed “${document}”, but its sealed PDF could not be made after several attempts, so nobody has received a copy yet. The signatures are kept.`,
    whatToDo:
      'Open Archives and press Retry sealing on the document. If it fails again, ask the administrator of SignFlow to look at the server log.',
    action: 'Open Archives',
  },
  tr: {
    subject: (document) => `“${document}” mühürlenemedi`,
    body: (document) =>
      `Herkes “${document}” belgesini imzaladı, ancak birkaç denemeye rağmen mühürlü PDF oluşturulamadı; bu yüzden henüz kimseye kopya gönderilmedi. İmzalar saklanıyor.`,
    whatToDo:
      'Arşiv’i açın ve belgede Mühürlemeyi yeniden dene düğmesine basın. Yine başarısız olursa SignFlow yöneticisinden sunucu günlüğüne bakmasını isteyin.',
    action: 'Arşiv’i aç',
  },
  de: {
    subject: (document) => `„${document}“ konnte nicht versiegelt werden`,
    body: (document) =>
      `Alle haben „${document}“ unterschrieben, aber das versiegelte PDF konnte nach mehreren Versuchen nicht erstellt werden, daher hat noch niemand eine Kopie erhalten. Die Unterschriften bleiben erhalten.`,
    whatToDo:
      'Öffnen Sie das Archiv und klicken Sie beim Dokument auf „Versiegelung wiederholen“. Schlägt es erneut fehl, bitten Sie die Administration von SignFlow, das Serverprotokoll zu prüfen.',
    action: 'Archiv öffnen',
  },
  fr: {
    subject: (document) => `« ${document} » n’a pas pu être scellé`,
    body: (document) =>
      `Tout le monde a signé « ${document} », mais son PDF scellé n’a pas pu être créé après plusieurs tentatives : personne n’en a encore reçu de copie. Les signatures sont conservées.`,
    whatToDo:
      'Ouvrez les Archives et cliquez sur « Relancer le scellement » pour ce document. En cas de nouvel échec, demandez à l’administrateur de SignFlow de consulter le journal du serveur.',
    action: 'Ouvrir les Archives',
  },
  es: {
    subject: (document) => `No se pudo sellar «${document}»`,
    body: (document) =>
      `Todos han firmado «${document}», pero su PDF sellado no se pudo crear tras varios intentos, así que nadie ha recibido aún una copia. Las firmas se conservan.`,
    whatToDo:
      'Abre el Archivo y pulsa «Reintentar el sellado» en el documento. Si vuelve a fallar, pide al administrador de SignFlow que revise el registro del servidor.',
    action: 'Abrir el Archivo',
  },
};

/** To the owner, once, when sealing a completed document gave up: what happened and what to do. */
export function sealFailedMail(options: {
  to: string;
  documentId: string;
  document: string;
  language: Language;
  link: string;
}): QueuedMail {
  const wording = WORDING[options.language];
  const body = wording.body(options.document);
  return {
    to: options.to,
    subject: wording.subject(options.document),
    ...mailBody({ before: [body, wording.whatToDo], link: { url: options.link, label: wording.action } }),
    documentId: options.documentId,
  };
}
