import type { Language } from '@signflow/contract/languages';
import { wordsOf } from '@signflow/contract/words';
import { mailBody, utcMinute } from '../../../platform/mail-layout';
import type { MailMessage } from '../../../platform/mailer';

/**
 * Tells the owner another provider's account was linked to theirs (docs/domain.md#accounts-and-sessions): which
 * one and whose, when, from which address, and, if it was not them, to secure their mailbox and that account and
 * reset their password on the forgot-password page, whose link reaches only their inbox.
 */
export function identityLinkedMail(options: {
  to: string;
  language: Language;
  /** The provider as people know it: Google, Facebook. */
  provider: string;
  identity: { email: string; name: string | null };
  at: Date;
  ip: string;
  /** absoluteLink(APP_URL, WEB_ROUTES.forgotPassword) */
  forgotPasswordLink: string;
}): MailMessage {
  const wording = wordsOf(options.language).mail.identityLinked;
  const { provider, identity } = options;
  const who = identity.name ? `${identity.name} (${identity.email})` : identity.email;
  return {
    to: options.to,
    subject: wording.subject(provider),
    ...mailBody({
      before: [
        wording.what({ provider, who, email: options.to, at: utcMinute(options.at), ip: options.ip }),
        wording.notYou(provider),
      ],
      link: { url: options.forgotPasswordLink, label: wording.action },
    }),
  };
}
