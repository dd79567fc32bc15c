import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a LISTEN delivers: each notification's payload, and word that the connection came back after a loss. */
export interface ListenHandlers {
  onPayload(payload: string): void;
  /** Called once a lost connection listens again: notifications sent in between were missed. */
  onReconnect(): void;
}

export interface Listening {
  close(): Promise<void>;
}

/** The longest wait between two attempts to listen again after the connection was lost. */
const MAX_RECONNECT_DELAY_MS = 10_000;

/**
 * LISTEN on PostgreSQL: one connection of its own (a pooled one would be handed to other queries), opened
 * again with a growing delay whenever the server or the network drops it.
 */
export async function listenOnPostgres(url: string, channel: string, handlers: ListenHandlers): Promise<Listening> {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delayMs = 500;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onPayload(message.payload);
    });
    const lost = () => {
      if (closed || client !== next) return;
      client = undefined;
      next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', lost);
    client = next;
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  };

  const scheduleReconnect = () => {
    if (closed) return;
    retry = setTimeout(() => {
      connect().then(
        () => {
          delayMs = 500;
          handlers.onReconnect();
        },
        () => {
          client = undefined;
          delayMs = Math.min(delayMs * 2, MAX_RECONNECT_DELAY_MS);
          scheduleReconnect();
        },
      );
    }, delayMs);
    retry.unref();
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}

/** LISTEN on PGlite: one process holds the database, so its notifications are its own, delivered in-process. */
export async function listenOnPglite(client: PGlite, channel: string, handlers: ListenHandlers): Promise<Listening> {
  const unlisten = await client.listen(channel, (payload) => handlers.onPayload(payload));
  return {
    async close() {
      if (!client.closed) await unlisten();
    },
  };
}
