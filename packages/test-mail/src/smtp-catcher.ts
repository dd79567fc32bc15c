import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  /** The Message-ID header, as sent. */
  messageId: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface SmtpCatcher {
  /** smtp://127.0.0.1:<port>, to give the app as SMTP_URL. */
  url: string;
  port: number;
  mails: CaughtMail[];
  /** Resolves with the first mail to `address` (and `matching`, if given), waiting for it if need be. */
  waitFor(
    address: string,
    options?: { timeoutMs?: number; matching?: (mail: CaughtMail) => boolean },
  ): Promise<CaughtMail>;
  close(): Promise<void>;
}

/** Starts an SMTP server on 127.0.0.1 that accepts everything and keeps the parsed messages. */
export async function startSmtpCatcher(port = 0): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // Every client is this machine: no name to look up.
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const recipients = [parsed.to ?? []]
            .flat()
            .flatMap((group) => group.value.map((entry) => entry.address ?? ''));
          mails.push({
            to: recipients.map((recipient) => recipient.toLowerCase()),
            subject: parsed.subject ?? '',
            messageId: parsed.messageId ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            attachments: parsed.attachments.map((attachment) => ({
              filename: attachment.filename ?? '',
              contentType: attachment.contentType,
              content: attachment.content,
            })),
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actualPort = (server.server.address() as AddressInfo).port;

  function find(address: string, matching?: (mail: CaughtMail) => boolean) {
    return mails.find((mail) => mail.to.includes(address.toLowerCase()) && (!matching || matching(mail)));
  }

  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    mails,
    waitFor(address, options = {}) {
      const timeoutMs = options.timeoutMs ?? 10_000;
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = find(address, options.matching);
          if (!mail) return;
          cleanup();
          resolve(mail);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no mail to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first http(s) link in a mail's text. */
export function firstLink(mail: CaughtMail): string {
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`mail "${mail.subject}" has no link`);
  return link;
}
