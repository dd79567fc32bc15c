import type { AccountLinkWords } from '@signflow/contract/words';
import { mailBody } from '../../../platform/mail-layout';
import type { QueuedMail } from '../../../platform/mail-queue';

/**
 * The mail in text and HTML: the introduction, the link, how long it works (`hours`), and what to do if it was
 * not expected.
 */
export function accountLinkMail(
  words: AccountLinkWords,
  hours: number,
  options: { to: string; link: string },
): QueuedMail {
  return {
    to: options.to,
    subject: words.subject,
    // The person asked for it a moment ago and waits for it.
    urgent: true,
    ...mailBody({
      before: [words.intro],
      link: { url: options.link, label: words.action },
      after: [[words.expiry(hours), words.ignore]],
    }),
  };
}
