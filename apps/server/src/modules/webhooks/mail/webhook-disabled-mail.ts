import type { Language } from '@signflow/contract/languages';
import { wordsOf } from '@signflow/contract/words';
import { mailBody } from '../../../platform/mail-layout';
import type { QueuedMail } from '../../../platform/mail-queue';

/** To the owner, once, when their webhook endpoint was turned off because every delivery failed for `days` days. */
export function webhookDisabledMail(options: {
  to: string;
  language: Language;
  url: string;
  days: number;
  link: string;
}): QueuedMail {
  const words = wordsOf(options.language).mail.webhookDisabled;
  return {
    to: options.to,
    subject: words.subject(options.url),
    ...mailBody({
      before: [words.body({ url: options.url, days: options.days }), words.whatToDo],
      link: { url: options.link, label: words.action },
    }),
  };
}
