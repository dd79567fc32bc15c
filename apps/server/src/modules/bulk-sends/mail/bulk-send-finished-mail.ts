import type { Language } from '@signflow/contract/languages';
import { wordsOf } from '@signflow/contract/words';
import { mailBody } from '../../../platform/mail-layout';
import type { QueuedMail } from '../../../platform/mail-queue';

/** To the owner, once, when a bulk send's job has done every row: how many documents were made, how many rows failed. */
export function bulkSendFinishedMail(options: {
  to: string;
  language: Language;
  template: string;
  created: number;
  failed: number;
  total: number;
  sent: boolean;
  link: string;
}): QueuedMail {
  const words = wordsOf(options.language).mail.bulkSendFinished;
  const { template, created, total, sent, failed } = options;
  const before = [words.made({ template, created, total, sent }), ...(failed > 0 ? [words.failed(failed)] : [])];
  return {
    to: options.to,
    subject: words.subject(template),
    ...mailBody({ before, link: { url: options.link, label: words.action } }),
  };
}
