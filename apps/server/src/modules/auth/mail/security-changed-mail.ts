import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@signflow/contract/languages';
import { absoluteLink, WEB_ROUTES } from '@signflow/contract/web-paths';
import { type SecurityChange, wordsOf } from '@signflow/contract/words';
import type { DbOrTx } from '../../../db/client';
import { mailBody, utcMinute } from '../../../platform/mail-layout';
import { enqueueMail } from '../../../platform/mail-queue';
import type { MailMessage } from '../../../platform/mailer';

/**
 * Tells the owner how the account signs in changed (two-step sign-in on or off, a recovery code used, with how many are
 * left, a passkey added), when, and where to take the account back if it was not them.
 */
export function securityChangedMail(options: {
  to: string;
  language: Language;
  change: SecurityChange;
  at: Date;
  codesLeft?: number;
  /** absoluteLink(APP_URL, WEB_ROUTES.forgotPassword) */
  forgotPasswordLink: string;
}): MailMessage {
  const words = wordsOf(options.language).mail.securityChanged;
  const what = words.what[options.change](options.to, utcMinute(options.at));
  return {
    to: options.to,
    subject: words.subject[options.change],
    ...mailBody({
      before: [what, ...(options.codesLeft === undefined ? [] : [words.codesLeft(options.codesLeft)]), words.notYou],
      link: { url: options.forgotPasswordLink, label: words.action },
    }),
  };
}

/** Queues the mail of `change` to the account's owner, in their language, in the caller's transaction. */
export async function queueSecurityChangedMail(
  tx: DbOrTx,
  appUrl: string,
  account: { email: string; language: string },
  change: SecurityChange,
  codesLeft?: number,
): Promise<void> {
  await enqueueMail(
    tx,
    securityChangedMail({
      to: account.email,
      language: isLanguage(account.language) ? account.language : DEFAULT_LANGUAGE,
      change,
      at: new Date(),
      codesLeft,
      forgotPasswordLink: absoluteLink(appUrl, WEB_ROUTES.forgotPassword),
    }),
  );
}
