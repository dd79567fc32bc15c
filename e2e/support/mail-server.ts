import { createServer } from 'node:http';
import { startSmtpCatcher } from '@signflow/test-mail/smtp-catcher';
import { MAIL_HTTP_PORT, MAIL_SMTP_PORT } from './ports';

/**
 * The e2e run's mail server: the app sends real SMTP here, and tests (in other processes)
 * read what arrived over HTTP: GET /mails?to=<address>.
 */
const catcher = await startSmtpCatcher(MAIL_SMTP_PORT);

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') {
    response.end('ok');
    return;
  }
  if (url.pathname === '/mails') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const mails = to ? catcher.mails.filter((mail) => mail.to.includes(to)) : catcher.mails;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(mails));
    return;
  }
  response.statusCode = 404;
  response.end();
});
http.listen(MAIL_HTTP_PORT, '127.0.0.1');

const stop = async () => {
  http.close();
  await catcher.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
