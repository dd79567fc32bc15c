import type { Language } from '@signflow/contract/languages';
import { wordsOf } from '@signflow/contract/words';
import { mailBody } from '../../../platform/mail-layout';
import type { MailMessage } from '../../../platform/mailer';
import { senderMessageParagraphs } from './invitation-mail';

/** A reminder to a signer who has not signed yet, by hand or automatic, in the signer's language, with the days left. */
export function reminderMail(options: {
  to: string;
  owner: string;
  document: string;
  link: string;
  daysLeft: number;
  language: Language;
  /** The sender's message of this round, as in the invitation; null or absent for none. */
  message?: string | null;
}): MailMessage {
  const { signerLink, reminder } = wordsOf(options.language).mail;
  return {
    to: options.to,
    subject: reminder.subject(options.document),
    ...mailBody({
      before: [
        reminder.intro(options.owner, options.document),
        ...senderMessageParagraphs(signerLink.messageFrom(options.owner), options.message),
      ],
      link: { url: options.link, label: signerLink.open },
      after: [reminder.daysLeft(options.daysLeft), signerLink.yoursAlone],
    }),
  };
}
