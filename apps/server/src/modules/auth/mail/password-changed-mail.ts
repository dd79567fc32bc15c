import type { Language } from '@signflow/contract/languages';
import { wordsOf } from '@signflow/contract/words';
import { mailBody, utcMinute } from '../../../platform/mail-layout';
import type { MailMessage } from '../../../platform/mailer';

/**
 * Tells the owner their password was changed (or first set), when, that their other sign-ins ended, and
 * where to take the account back if it was not them: the forgot-password page, whose link reaches only
 * their inbox.
 */
export function passwordChangedMail(options: {
  to: string;
  language: Language;
  kind: 'changed' | 'set';
  at: Date;
  /** absoluteLink(APP_URL, WEB_ROUTES.forgotPassword) */
  forgotPasswordLink: string;
}): MailMessage {
  const words = wordsOf(options.language).mail.passwordChanged;
  return {
    to: options.to,
    subject: words.subject[options.kind],
    ...mailBody({
      before: [words.what[options.kind](options.to, utcMinute(options.at)), words.others, words.notYou],
      link: { url: options.forgotPasswordLink, label: words.action },
    }),
  };
}
