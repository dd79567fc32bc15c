import type { Language } from '@signflow/contract/languages';
import { SIGNER_LINK_TTL_DAYS } from '@signflow/contract/sender-controls';
import { wordsOf } from '@signflow/contract/words';
import { mailBody } from '../../../platform/mail-layout';
import type { MailMessage } from '../../../platform/mailer';

/** Renew links: the signer's own link, mailed again, now valid SIGNER_LINK_TTL_DAYS from now. */
export function renewedLinkMail(options: {
  to: string;
  owner: string;
  document: string;
  link: string;
  language: Language;
}): MailMessage {
  const { signerLink, renewedLink } = wordsOf(options.language).mail;
  return {
    to: options.to,
    subject: renewedLink.subject(options.document),
    ...mailBody({
      before: [renewedLink.intro(options.owner, options.document)],
      link: { url: options.link, label: signerLink.open },
      after: [`${signerLink.yoursAlone} ${renewedLink.worksFor(SIGNER_LINK_TTL_DAYS)}`],
    }),
  };
}
