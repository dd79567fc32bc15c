/**
 * An SMTP server for benchmarks that both read mails back (signing links, signer codes) and check that none is sent
 * twice: every mail is parsed (mailparser), counted by recipient and content (subject and text), and indexed by the
 * signing link it carries and by its recipient. A mail job sent twice arrives with the same recipient, subject and
 * text, so a repeated key is a mail sent twice.
 */
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface LedgerMail {
  to: string;
  subject: string;
  text: string;
  receivedAt: number;
}

export interface MailLedger {
  url: string;
  received(): number;
  /** Keys (recipient and content) received more than once, with their counts. */
  duplicates(): { to: string; subject: string; count: number }[];
  /** Mails received between `from` and `to` (performance.now() times). */
  receivedBetween(from: number, to: number): number;
  /** The signing link's token for this document's signer, waiting for the invitation if need be. */
  signingToken(documentId: string, signerId: string, timeoutMs?: number): Promise<string>;
  /** The first mail to `address` whose subject starts with `subjectStart` not taken before, waiting for it. */
  take(address: string, subjectStart: string, timeoutMs?: number): Promise<LedgerMail>;
  close(): Promise<void>;
}

export async function startMailLedger(): Promise<MailLedger> {
  const counts = new Map<string, { to: string; subject: string; count: number }>();
  const byRecipient = new Map<string, LedgerMail[]>();
  const tokens = new Map<string, string>();
  const times: number[] = [];
  const waiters = new Map<string, Set<() => void>>();
  const wake = (key: string) => {
    for (const waiter of waiters.get(key) ?? []) waiter();
  };
  const waitFor = async <T>(key: string, timeoutMs: number, look: () => T | undefined, what: string): Promise<T> => {
    const found = look();
    if (found !== undefined) return found;
    return new Promise<T>((resolve, reject) => {
      const set = waiters.get(key) ?? new Set();
      waiters.set(key, set);
      const done = () => {
        clearTimeout(timer);
        set.delete(check);
        if (set.size === 0) waiters.delete(key);
      };
      const check = () => {
        const value = look();
        if (value === undefined) return;
        done();
        resolve(value);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`no ${what} within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      set.add(check);
    });
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const subject = parsed.subject ?? '';
          const text = parsed.text ?? '';
          const receivedAt = performance.now();
          times.push(receivedAt);
          for (const recipient of session.envelope.rcptTo) {
            const to = recipient.address.toLowerCase();
            const key = createHash('sha256').update(`${to}\n${subject}\n${text}`).digest('hex');
            const entry = counts.get(key) ?? { to, subject, count: 0 };
            entry.count += 1;
            counts.set(key, entry);
            const list = byRecipient.get(to) ?? [];
            list.push({ to, subject, text, receivedAt });
            byRecipient.set(to, list);
            wake(`to:${to}`);
          }
          for (const link of text.match(/https?:\/\/\S+/g) ?? []) {
            const url = new URL(link);
            const documentId = url.searchParams.get('templateId');
            const signerId = url.searchParams.get('userId');
            const token = url.searchParams.get('token');
            if (documentId && signerId && token) {
              tokens.set(`${documentId}/${signerId}`, token);
              wake(`link:${documentId}/${signerId}`);
            }
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const taken = new Set<LedgerMail>();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => times.length,
    duplicates: () => [...counts.values()].filter((entry) => entry.count > 1),
    receivedBetween: (from, to) => times.filter((time) => time >= from && time <= to).length,
    signingToken: (documentId, signerId, timeoutMs = 120_000) =>
      waitFor(
        `link:${documentId}/${signerId}`,
        timeoutMs,
        () => tokens.get(`${documentId}/${signerId}`),
        `invitation for signer ${signerId} of ${documentId}`,
      ),
    take: (address, subjectStart, timeoutMs = 120_000) => {
      const to = address.toLowerCase();
      return waitFor(
        `to:${to}`,
        timeoutMs,
        () => {
          const mail = byRecipient.get(to)?.find((each) => !taken.has(each) && each.subject.startsWith(subjectStart));
          if (mail) taken.add(mail);
          return mail;
        },
        `mail '${subjectStart}…' to ${to}`,
      );
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
