import type pg from 'pg';

/** What a LISTEN delivers: each notification's payload, by channel, and word that the connection came back after a loss. */
export interface ListenHandlers {
  /** The channels listened on, each with what to do with a notification's payload. */
  channels: Record<string, (payload: string) => void>;
  /** Called once a lost connection listens again: notifications sent in between were missed. */
  onReconnect(): void;
  /** Called as the connection is lost: until `onReconnect`, notifications go unheard. */
  onLost?(): void;
}

export interface Listening {
  close(): Promise<void>;
}

/** The longest wait between two attempts to listen again after the connection was lost. */
const MAX_RECONNECT_DELAY_MS = 10_000;

/**
 * LISTEN on PostgreSQL: one connection of its own for every channel (a pooled one would be handed to other
 * queries), opened again with a growing delay whenever the server or the network drops it.
 */
export async function listenOnPostgres(url: string, handlers: ListenHandlers): Promise<Listening> {
  // Loaded here, not at the top: a server on PGlite never loads PostgreSQL's driver (load-on-first-use.ts).
  const { default: pg } = await import('pg');
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delayMs = 500;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      const handle = Object.hasOwn(handlers.channels, message.channel) ? handlers.channels[message.channel] : undefined;
      if (handle && message.payload !== undefined) handle(message.payload);
    });
    const lost = () => {
      if (closed || client !== next) return;
      client = undefined;
      handlers.onLost?.();
      next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', lost);
    client = next;
    await next.connect();
    for (const channel of Object.keys(handlers.channels)) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
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

/** What listenOnPglite needs of PGlite, in this thread or in its own (pglite-thread-client.ts). */
export interface PgliteListener {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  readonly closed: boolean;
}

/** LISTEN on PGlite: one process holds the database, so its notifications are its own, delivered in-process. */
export async function listenOnPglite(client: PgliteListener, handlers: ListenHandlers): Promise<Listening> {
  const unlisten = await Promise.all(
    Object.entries(handlers.channels).map(([channel, handle]) => client.listen(channel, handle)),
  );
  return {
    async close() {
      if (!client.closed) await Promise.all(unlisten.map((each) => each()));
    },
  };
}
