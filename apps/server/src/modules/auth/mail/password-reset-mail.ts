import type { Language } from '@signflow/contract/languages';
import { wordsOf } from '@signflow/contract/words';
import type { QueuedMail } from '../../../platform/mail-queue';
import { PASSWORD_RESET_LINK_HOURS } from '../link-lifetimes';
import { accountLinkMail } from './account-link-mail';

export function passwordResetMail(options: { to: string; link: string; language: Language }): QueuedMail {
  return accountLinkMail(wordsOf(options.language).mail.passwordReset, PASSWORD_RESET_LINK_HOURS, options);
}
