import { API_MESSAGES } from '@signflow/contract/api-errors';
import { LIVE_UPDATES_PATH } from '@signflow/contract/live-updates';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { authenticate } from '../../http/authenticate';
import { ok, routeDocs } from '../../http/route-doc';
import type { LiveUpdate } from './hub';

const documentDoc = routeDocs('documents', 'owner');

function eventText(event: LiveUpdate): string {
  if (event.kind === 'changed') return `event: document\ndata: ${JSON.stringify({ documentId: event.documentId })}\n\n`;
  if (event.kind === 'bulkSend') {
    return `event: bulk-send\ndata: ${JSON.stringify({ bulkSendId: event.bulkSendId })}\n\n`;
  }
  return 'event: resync\ndata: {}\n\n';
}

/**
 * GET /v1/documents/events: the signed-in owner's live updates, as server-sent events (docs/api.md#live-updates).
 * The browser reads it with fetch and the bearer header, never with a token in the URL. Each event names one of
 * the account's documents that changed; the stream ends when the session does (at once, on whichever node it ended,
 * through the database's notification; a token past its time at the next heartbeat) or when the app closes.
 */
export async function liveUpdateRoutes(app: FastifyInstance, context: AppContext) {
  const hub = context.liveUpdates;
  // A comment line this often keeps proxies (nginx reads for 60 s by default) and the browser from closing.
  const heartbeatMs = context.config.liveUpdatesHeartbeatMs;
  app.addHook('onRequest', authenticate(context.tokens));

  app.get(
    LIVE_UPDATES_PATH,
    {
      config: {
        doc: documentDoc({
          summary:
            "The signed-in owner's live updates: server-sent events naming each of the account's documents that changed (docs/api.md#live-updates)",
          success: ok(
            'A `text/event-stream`: `ready`, then `document` events with `{ documentId }`, `bulk-send` events with `{ bulkSendId }` (a bulk send went on), and `resync`',
          ),
          errors: [429],
        }),
      },
    },
    async (request, reply) => {
      // HEAD (which runs this handler) learns the headers, and holds no stream open.
      if (request.method === 'HEAD') {
        reply.header('content-type', 'text/event-stream; charset=utf-8').header('cache-control', 'no-store');
        return reply.send();
      }
      const response = reply.raw;
      let ended = false;
      let heartbeat: NodeJS.Timeout | undefined;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe?.();
        response.end();
      };
      const write = (text: string) => {
        if (!ended && !response.destroyed) response.write(text);
      };
      const unsubscribe = hub.subscribe(
        { accountId: request.accountId, sessionId: request.sessionId, byApiKey: request.apiKey !== null },
        { send: (event) => write(eventText(event)), end },
      );
      if (!unsubscribe) throw new AppError(429, API_MESSAGES.tooManyLiveUpdates);
      const token = request.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
      heartbeat = setInterval(() => {
        // The browser is gone (its 'close' may have come before it was listened for): nothing is left to tell.
        if (response.destroyed) return end();
        // A session signed out, or a token past its time, ends the stream: the browser reconnects with a fresh one.
        context.tokens.verify(token).then(
          (holder) => (holder && holder.sessionId === request.sessionId ? write(': heartbeat\n\n') : end()),
          () => end(),
        );
      }, heartbeatMs);
      heartbeat.unref();
      response.on('close', end);
      reply.hijack();
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        'x-request-id': String(request.id),
      });
      // The browser waits this long before coming back after a lost stream; `ready` says the stream is open.
      write('retry: 5000\n\nevent: ready\ndata: {}\n\n');
      // Opened while the app closes: ended at once, and the browser comes back to a node that stays. Left while
      // its token was checked: the connection closed before 'close' was listened for, so it is ended here.
      if (hub.closing || response.destroyed) end();
    },
  );
}
