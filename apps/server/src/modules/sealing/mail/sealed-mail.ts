import type { Language } from '@signflow/contract/languages';
import { wordsOf } from '@signflow/contract/words';
import { mailBody } from '../../../platform/mail-layout';
import type { QueuedMail } from '../../../platform/mail-queue';

/** The sealed PDF to one party: attached when `attachment` is given, otherwise behind `link`. */
export function sealedDocumentMail(options: {
  to: string;
  documentId: string;
  document: string;
  language: Language;
  link: string;
  attachment: { key: string; name: string } | null;
}): QueuedMail {
  const words = wordsOf(options.language).mail.sealed;
  const body = (options.attachment ? words.attached : words.linked)(options.document);
  return {
    to: options.to,
    subject: words.subject(options.document),
    ...mailBody({ before: [body], link: { url: options.link, label: words.action } }),
    documentId: options.documentId,
    ...(options.attachment ? { attachment: options.attachment } : {}),
  };
}
