import type { CaughtMail } from '@signflow/test-mail/smtp-catcher';
import { MAIL_HTTP_PORT } from './ports';

/** Every mail the mail server of the run has received for `address` so far, oldest first. */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/mails?to=${encodeURIComponent(address)}`);
  return (await response.json()) as CaughtMail[];
}

/** Waits for the mail server of the run to have received a mail to `address`. */
export async function waitForMail(address: string, timeoutMs = 15_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const latest = (await mailsTo(address)).at(-1);
    if (latest) return latest;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
}
