import type { Language } from '@signflow/contract/languages';
import { wordsOf } from '@signflow/contract/words';
import { mailBody } from '../../../platform/mail-layout';
import type { MailMessage } from '../../../platform/mailer';

/** Why signing stopped before completion: the owner cancelled it, or a signer rejected the document. */
export type SigningStop = 'cancelled' | 'rejected';

/**
 * To an invited signer whose signing stopped: who stopped it (the owner, or the signer who rejected), the reason
 * when one was given, and that nothing more is asked of them.
 */
export function signingStoppedMail(options: {
  to: string;
  stop: SigningStop;
  /** The owner who cancelled, or the signer who rejected. */
  by: string;
  document: string;
  reason: string | null;
  language: Language;
}): MailMessage {
  const words = wordsOf(options.language).mail[options.stop];
  const reason = options.reason ? [words.reason(options.reason)] : [];
  return {
    to: options.to,
    subject: words.subject(options.document),
    ...mailBody({ before: [words.intro(options.by, options.document), ...reason], after: [words.after] }),
  };
}
