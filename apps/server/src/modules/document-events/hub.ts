import type { Database } from '../../db/client';
import { DOCUMENT_CHANGES_CHANNEL, parseDocumentChange } from './notify';

/** What an owner's stream is told: one of their documents changed, or anything may have (after a lost LISTEN). */
export type DocumentEvent = { kind: 'changed'; documentId: string } | { kind: 'resync' };

export interface DocumentEventStream {
  send(event: DocumentEvent): void;
  /** Ends the stream: the app is closing. */
  end(): void;
}

/** Open streams one account may hold on one app process: a few tabs and devices, not a flood. */
export const MAX_STREAMS_PER_ACCOUNT = 8;

export interface DocumentEventHub {
  /** Adds an account's stream; null when the account already holds its cap. The answer removes it. */
  subscribe(accountId: string, stream: DocumentEventStream): (() => void) | null;
  /** Ends every open stream, so closing the app waits on none of them; from then on `closing` is true. */
  endAll(): void;
  readonly closing: boolean;
  /** Ends every stream and stops listening. */
  close(): Promise<void>;
}

/**
 * The owners' live updates of one app process: it listens on the database's channel of document changes (which
 * every process sharing the database hears) and passes each to the streams of the document's account.
 */
export async function startDocumentEventHub(
  database: Pick<Database, 'listen'>,
  logger: { warn(details: object, message: string): void },
): Promise<DocumentEventHub> {
  const streams = new Map<string, Set<DocumentEventStream>>();
  const each = (work: (stream: DocumentEventStream) => void) => {
    for (const set of streams.values()) for (const stream of set) work(stream);
  };
  const listening = await database.listen(DOCUMENT_CHANGES_CHANNEL, {
    onPayload(payload) {
      const change = parseDocumentChange(payload);
      if (!change) return;
      for (const stream of streams.get(change.accountId) ?? []) {
        stream.send({ kind: 'changed', documentId: change.documentId });
      }
    },
    onReconnect() {
      logger.warn({ channel: DOCUMENT_CHANGES_CHANNEL }, 'live updates: listening again after a lost connection');
      each((stream) => stream.send({ kind: 'resync' }));
    },
  });
  let closing = false;
  const endAll = () => {
    closing = true;
    each((stream) => stream.end());
    streams.clear();
  };
  return {
    subscribe(accountId, stream) {
      const set = streams.get(accountId) ?? new Set();
      if (set.size >= MAX_STREAMS_PER_ACCOUNT) return null;
      set.add(stream);
      streams.set(accountId, set);
      return () => {
        set.delete(stream);
        if (set.size === 0 && streams.get(accountId) === set) streams.delete(accountId);
      };
    },
    endAll,
    get closing() {
      return closing;
    },
    async close() {
      endAll();
      await listening.close();
    },
  };
}
