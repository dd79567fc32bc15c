import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { devOutbox } from '../db/schema';

export interface MailMessage {
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

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}

/** DESIGN §4 dev outbox: kept in the database, printed to the log with its links, listed at /dev/mail. */
export function createOutboxMailer(db: Db, logger: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      const { to, subject, text, html } = message;
      await db.insert(devOutbox).values({ to, subject, text, html: html ?? null });
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info({ to: message.to, subject: message.subject, links }, 'mail kept in the dev outbox');
    },
    async close() {},
  };
}
