import type { Language } from '@signflow/contract/languages';
import { PUBLIC_LINK_CODE_MINUTES } from '@signflow/contract/public-links';
import { wordsOf } from '@signflow/contract/words';
import { mailBody } from '../../../platform/mail-layout';
import type { QueuedMail } from '../../../platform/mail-queue';

/** The code a public link's visitor types to prove the address is theirs, in the language of their page. */
export function visitCodeMail(options: {
  to: string;
  code: string;
  owner: string;
  document: string;
  language: Language;
}): QueuedMail {
  const words = wordsOf(options.language).mail.publicLinkCode;
  return {
    to: options.to,
    subject: words.subject(options.document),
    ...mailBody({
      before: [words.intro(options.owner, options.document), words.code(options.code)],
      after: [[words.expiry(PUBLIC_LINK_CODE_MINUTES), words.ignore]],
    }),
  };
}
