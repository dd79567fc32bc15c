import type { Language } from '@signflow/contract/languages';
import { wordsOf } from '@signflow/contract/words';
import { mailBody } from '../../../platform/mail-layout';
import type { QueuedMail } from '../../../platform/mail-queue';

/**
 * The code a person types to prove an address is theirs before they sign: a public link's visitor, in the language of
 * their page, or a signer who proves who they are with a mailed code (docs/domain.md#signer-verification). It works
 * for `minutes`: the caller's own constant (PUBLIC_LINK_CODE_MINUTES, SIGNER_CODE_MINUTES).
 */
export function signingCodeMail(options: {
  to: string;
  code: string;
  minutes: number;
  owner: string;
  document: string;
  language: Language;
}): QueuedMail {
  const words = wordsOf(options.language).mail.publicLinkCode;
  return {
    to: options.to,
    subject: words.subject(options.document),
    // The signer waits on the page to type it.
    urgent: true,
    ...mailBody({
      before: [words.intro(options.owner, options.document), words.code(options.code)],
      after: [[words.expiry(options.minutes), words.ignore]],
    }),
  };
}
