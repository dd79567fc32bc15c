import { domainToASCII } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { devOutbox } from '../db/schema';
import { loadOnFirstUse } from './load-on-first-use';
import { linksIn, withoutLinks } from './mail-links';

export interface MailMessage {
  /**
   * The queued job's id: every sending of one job carries the same Message-ID, so a mail sent again (a node that
   * ended mid-send, its lease run out) is one message to the receiving mail programs, which drop the copy.
   */
  id?: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** Sends mail; throws when the message could not be handed over. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** `<job id@the sender's domain>`: unique to the job, the same on each of its sendings. */
export function messageIdOf(jobId: string, from: string): string {
  const domain = domainToASCII(/@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? '') || 'signflow.local';
  return `<${jobId}@${domain}>`;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // The mail worker sends a pass's mails one after another: they share pooled connections rather than each opening
  // (and greeting, and negotiating TLS on) one of its own. `?pool=false` in SMTP_URL turns the pool off.
  // A message whose connection drops is tried once more on another: the mail queue retries the rest, with its back-off.
  // Made at the first mail: a server with nothing to send holds neither nodemailer nor a connection.
  let closed = false;
  let opened: Transporter | undefined;
  const transport = loadOnFirstUse(async () => {
    const { default: nodemailer } = await import('nodemailer');
    // Closed while nodemailer loaded: no pool is opened that nothing would close.
    if (closed) throw new Error('the mailer is closed');
    opened = nodemailer.createTransport({ url: smtpUrl, pool: true, maxRequeues: 1 });
    return opened;
  });
  return {
    async send({ id, ...message }) {
      const open = await transport();
      await open.sendMail({ from, ...message, ...(id ? { messageId: messageIdOf(id, from) } : {}) });
    },
    async close() {
      closed = true;
      opened?.close();
    },
  };
}

/**
 * The dev outbox: mail kept in the database and listed at /dev/mail. While it is `enabled` (no SMTP_URL,
 * not production) it keeps each mail whole and prints its links to the log, so a developer can follow them;
 * otherwise it keeps and prints no link: production never writes a live link to its log.
 */
export function createOutboxMailer(db: Db, logger: FastifyBaseLogger, options: { enabled: boolean }): Mailer {
  return {
    async send(message) {
      const { to, subject } = message;
      const text = options.enabled ? message.text : withoutLinks(message.text);
      const html = message.html === undefined ? null : options.enabled ? message.html : withoutLinks(message.html);
      await db.insert(devOutbox).values({ to, subject, text, html });
      if (options.enabled) logger.info({ to, subject, links: linksIn(text) }, 'mail kept in the dev outbox');
      else logger.warn({ to, subject }, 'mail not sent: SMTP_URL is not set');
    },
    async close() {},
  };
}

/**
 * Empties the dev outbox: run at start when it is not enabled, so links kept while it was (in development,
 * before SMTP_URL was set) do not outlive it.
 */
export async function emptyDevOutbox(db: Db): Promise<void> {
  await db.delete(devOutbox);
}
