import type { Language } from '@signflow/contract/languages';
import { wordsOf } from '@signflow/contract/words';
import { mailBody } from '../../../platform/mail-layout';
import type { QueuedMail } from '../../../platform/mail-queue';

/**
 * To the owner, once, when their webhook endpoint was turned off because every delivery failed for `hours` hours; it
 * asks for an answer within `timeoutSeconds` (WEBHOOK_TIMEOUT_MS).
 */
export function webhookDisabledMail(options: {
  to: string;
  language: Language;
  url: string;
  hours: number;
  timeoutSeconds: number;
  link: string;
}): QueuedMail {
  const words = wordsOf(options.language).mail.webhookDisabled;
  return {
    to: options.to,
    subject: words.subject(options.url),
    ...mailBody({
      before: [words.body({ url: options.url, hours: options.hours }), words.whatToDo(options.timeoutSeconds)],
      link: { url: options.link, label: words.action },
    }),
  };
}
