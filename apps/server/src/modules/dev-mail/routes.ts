import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { devOutbox } from '../../db/schema';
import { onlyFromThisMachine } from '../../http/dev-routes';
import { escapeHtml } from '../../platform/html';

const LINK = /(https?:\/\/[^\s<]+)/g;

/**
 * /dev/mail lists the dev outbox (README, "Mail without an SMTP server"), links and all: app.ts mounts it only outside
 * production without SMTP_URL, and it answers only on this machine (http/dev-routes.ts), as 'not found' to anybody
 * else.
 */
export async function devMailRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/dev/mail', { onRequest: onlyFromThisMachine }, async (_request, reply) => {
    const mails = await context.db.select().from(devOutbox).orderBy(desc(devOutbox.createdAt)).limit(100);
    const items = mails
      .map((mail) => {
        const body = escapeHtml(mail.text).replace(LINK, '<a href="$1">$1</a>');
        return `<article><h2>${escapeHtml(mail.subject)}</h2><p>To ${escapeHtml(mail.to)} · ${mail.createdAt.toISOString()}</p><pre>${body}</pre></article>`;
      })
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev outbox</title>
<style>body{font-family:system-ui;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd}pre{white-space:pre-wrap}</style>
</head><body><h1>Dev outbox</h1><p>Mail the app would have sent; set SMTP_URL to send it for real.</p>${items || '<p>No mail yet.</p>'}</body></html>`;
  });
}
