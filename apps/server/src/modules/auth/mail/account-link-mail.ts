import { mailBody } from '../../../platform/mail-layout';
import type { MailMessage } from '../../../platform/mailer';

/** The words of a mail whose point is one link for the account holder (reset a password, verify an address). */
export interface AccountLinkWording {
  subject: string;
  intro: string;
  action: string;
  expiry: string;
  ignore: string;
}

/** The mail in text and HTML: the introduction, the link, how long it works, and what to do if unexpected. */
export function accountLinkMail(wording: AccountLinkWording, options: { to: string; link: string }): MailMessage {
  return {
    to: options.to,
    subject: wording.subject,
    ...mailBody({
      before: [wording.intro],
      link: { url: options.link, label: wording.action },
      after: [[wording.expiry, wording.ignore]],
    }),
  };
}
