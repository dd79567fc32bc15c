import type { Language } from '@signflow/contract/languages';
import { wordsOf } from '@signflow/contract/words';
import { mailBody } from '../../../platform/mail-layout';
import type { QueuedMail } from '../../../platform/mail-queue';

/** To the owner, once, when sealing a completed document gave up: what happened and what to do. */
export function sealFailedMail(options: {
  to: string;
  documentId: string;
  document: string;
  language: Language;
  link: string;
}): QueuedMail {
  const words = wordsOf(options.language).mail.sealFailed;
  const body = words.body(options.document);
  return {
    to: options.to,
    subject: words.subject(options.document),
    ...mailBody({ before: [body, words.whatToDo], link: { url: options.link, label: words.action } }),
    documentId: options.documentId,
  };
}
