import type { Language } from '@signflow/contract/languages';
import { wordsOf } from '@signflow/contract/words';
import type { QueuedMail } from '../../../platform/mail-queue';
import { EMAIL_VERIFICATION_LINK_HOURS } from '../link-lifetimes';
import { accountLinkMail } from './account-link-mail';

/** The mail with the link that proves the owner holds their address, in the account's language. */
export function emailVerificationMail(options: { to: string; link: string; language: Language }): QueuedMail {
  return accountLinkMail(wordsOf(options.language).mail.emailVerification, EMAIL_VERIFICATION_LINK_HOURS, options);
}
