import type { CaughtMail } from '@signflow/test-mail/smtp-catcher';
import { MAIL_HTTP_PORT } from './ports';

/** Waits for the mail server of the run to have received a mail to `address`. */
export async function waitForMail(address: string, timeoutMs = 15_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/mails?to=${encodeURIComponent(address)}`);
    const mails = (await response.json()) as CaughtMail[];
    const latest = mails.at(-1);
    if (latest) return latest;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
}
