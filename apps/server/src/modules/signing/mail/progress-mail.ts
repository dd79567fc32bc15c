import type { SigningOutcomeStatus } from '@signflow/contract/documents';
import type { Language } from '@signflow/contract/languages';
import { type MailWords, wordsOf } from '@signflow/contract/words';
import { mailBody } from '../../../platform/mail-layout';
import type { MailMessage } from '../../../platform/mailer';

/** Who gave which reason: the signer's name and their words, each on its own line. */
interface GivenReason {
  signer: string;
  reason: string | null;
}

function message(
  to: string,
  subject: string,
  body: string,
  link: string,
  words: MailWords['progress'],
  given?: GivenReason,
): MailMessage {
  const reason = given?.reason ? [[words.reason(given.signer), `“${given.reason}”`]] : [];
  return {
    to,
    subject,
    ...mailBody({ before: [body, ...reason], link: { url: link, label: words.open } }),
  };
}

/** To the owner, at a signature after which others still sign. */
export function signedMail(options: {
  to: string;
  signer: string;
  document: string;
  link: string;
  language: Language;
}): MailMessage {
  const words = wordsOf(options.language).mail.progress;
  const subject = words.signedSubject(options.signer, options.document);
  return message(options.to, subject, subject, options.link, words);
}

/**
 * To the owner, at the submission that ended signing: one mail saying who did what and how signing ended (the
 * last signature and the completion, a rejection, a revision request), with the signer's reason when they gave one.
 */
export function outcomeMail(options: {
  to: string;
  document: string;
  outcome: SigningOutcomeStatus;
  endedBy: GivenReason;
  link: string;
  language: Language;
}): MailMessage {
  const words = wordsOf(options.language).mail.progress;
  const { signer } = options.endedBy;
  return message(
    options.to,
    words.outcomeSubject[options.outcome](signer, options.document),
    words.outcomeBody[options.outcome](signer),
    options.link,
    words,
    options.endedBy,
  );
}
