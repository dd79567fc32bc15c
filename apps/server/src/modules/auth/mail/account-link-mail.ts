import { escapeHtml } from '../../../platform/html';
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
  const link = escapeHtml(options.link);
  return {
    to: options.to,
    subject: wording.subject,
    text: [wording.intro, '', options.link, '', wording.expiry, wording.ignore].join('\n'),
    html: `<p>${escapeHtml(wording.intro)}</p><p><a href="${link}">${escapeHtml(wording.action)}</a></p><p>${escapeHtml(wording.expiry)}<br>${escapeHtml(wording.ignore)}</p>`,
  };
}
