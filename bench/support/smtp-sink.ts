/**
 * An SMTP server that accepts every mail and keeps only a count: for the phases of a benchmark where the server
 * sends many mails (a sealed document's three), so that parsing them, as @signflow/test-mail's catcher does, does
 * not take the cores the server is measured on.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, to give the app as SMTP_URL. */
  url: string;
  /** Mails received so far. */
  received(): number;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        received += 1;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
