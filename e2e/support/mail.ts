import type { CaughtMail } from '@signflow/test-mail/smtp-catcher';
import { MAIL_HTTP_PORT } from './ports';

/** Every mail the mail server of the run has received for `address` so far, oldest first. */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/mails?to=${encodeURIComponent(address)}`);
  return (await response.json()) as CaughtMail[];
}

/**
 * Waits for the mail server of the run to have received a mail to `address` (one `matching`, if given: an
 * owner's mailbox also holds the verification mail of their registration) and answers the latest.
 */
export async function waitForMail(
  address: string,
  { timeoutMs = 15_000, matching }: { timeoutMs?: number; matching?: (mail: CaughtMail) => boolean } = {},
): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const latest = (await mailsTo(address)).filter((mail) => !matching || matching(mail)).at(-1);
    if (latest) return latest;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
}

/** The e-mail verification link a mail carries, or null. */
export function verificationLinkOf(mail: CaughtMail): string | null {
  return mail.text.match(/https?:\/\/\S+\/verify-email\?token=[\w-]+/)?.[0] ?? null;
}

/** Waits for the verification mail of `address`'s registration and answers its link. */
export async function waitForVerificationLink(address: string): Promise<string> {
  const mail = await waitForMail(address, { matching: (each) => verificationLinkOf(each) !== null });
  return verificationLinkOf(mail) ?? '';
}
