import type { Language } from '@signflow/contract/languages';
import { SIGNER_LINK_TTL_DAYS } from '@signflow/contract/sender-controls';
import { wordsOf } from '@signflow/contract/words';
import { type MailParagraph, mailBody } from '../../../platform/mail-layout';
import type { MailMessage } from '../../../platform/mailer';

export function invitationMail(options: {
  to: string;
  owner: string;
  document: string;
  link: string;
  language: Language;
  /** The sender's message typed at Invite Sign, quoted under the introduction; null or absent for none. */
  message?: string | null;
}): MailMessage {
  const { signerLink, invitation } = wordsOf(options.language).mail;
  return {
    to: options.to,
    subject: invitation.subject(options.document),
    ...mailBody({
      before: [
        invitation.intro(options.owner, options.document),
        ...senderMessageParagraphs(signerLink.messageFrom(options.owner), options.message),
      ],
      link: { url: options.link, label: signerLink.open },
      after: [`${signerLink.yoursAlone} ${invitation.worksFor(SIGNER_LINK_TTL_DAYS)}`],
    }),
  };
}

/** The sender's message as paragraphs of the mail (escaped in its HTML like every paragraph), its lines kept. */
export function senderMessageParagraphs(heading: string, message: string | null | undefined): MailParagraph[] {
  if (!message) return [];
  return [heading, ...message.split(/\n{2,}/).map((paragraph) => paragraph.split('\n'))];
}
