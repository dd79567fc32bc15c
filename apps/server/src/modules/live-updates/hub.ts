import type { Database } from '../../db/client';
import { SESSION_ENDS_CHANNEL } from '../../platform/sessions';
import { BULK_SEND_CHANGES_CHANNEL, DOCUMENT_CHANGES_CHANNEL, parseDocumentChange } from './notify';

/**
 * What an owner's stream is told: one of their documents changed, one of their bulk sends went on, or anything may
 * have (after a lost LISTEN).
 */
export type LiveUpdate =
  | { kind: 'changed'; documentId: string }
  | { kind: 'bulkSend'; bulkSendId: string }
  | { kind: 'resync' };

export interface LiveUpdateStream {
  send(event: LiveUpdate): void;
  /** Ends the stream: its session ended (on any process), or the app is closing. */
  end(): void;
}

/** Whose stream it is: the account, and the sign-in (session) or API key it was opened with. */
export interface StreamOwner {
  accountId: string;
  sessionId: string;
  /** Opened with one of the account's API keys rather than by a signed-in person. */
  byApiKey?: boolean;
}

/** Open streams one account may hold on one app process: a few tabs and devices, not a flood. */
export const MAX_STREAMS_PER_ACCOUNT = 8;
/**
 * Of those, the most the account's API keys may hold together: a looping integration cannot take every place and
 * leave the person's own app without live updates.
 */
export const MAX_API_KEY_STREAMS_PER_ACCOUNT = MAX_STREAMS_PER_ACCOUNT / 2;

export interface LiveUpdateHub {
  /**
   * Adds an account's stream, ended as soon as its session (or API key) ends; null when the account already holds its
   * cap, or its keys theirs. The answer removes it.
   */
  subscribe(owner: StreamOwner, stream: LiveUpdateStream): (() => void) | null;
  /** Ends every open stream, so closing the app waits on none of them; from then on `closing` is true. */
  endAll(): void;
  readonly closing: boolean;
  /** Ends every stream and stops listening. */
  close(): Promise<void>;
}

/**
 * The owners' live updates of one app process: it listens on the database's channels of document changes and of
 * ended sessions (which every process sharing the database hears), passes each change to the streams of the
 * document's account, and ends the streams of each session that ended (a sign-out on any node).
 */
export async function startLiveUpdateHub(
  database: Pick<Database, 'listen'>,
  logger: { warn(details: object, message: string): void },
): Promise<LiveUpdateHub> {
  const streams = new Map<string, Set<LiveUpdateStream>>();
  const bySession = new Map<string, Set<LiveUpdateStream>>();
  const byApiKeys = new Map<string, Set<LiveUpdateStream>>();
  const each = (work: (stream: LiveUpdateStream) => void) => {
    for (const set of streams.values()) for (const stream of set) work(stream);
  };
  const listening = await database.listen({
    channels: {
      [DOCUMENT_CHANGES_CHANNEL](payload) {
        const change = parseDocumentChange(payload);
        if (!change) return;
        for (const stream of streams.get(change.accountId) ?? []) {
          stream.send({ kind: 'changed', documentId: change.documentId });
        }
      },
      [BULK_SEND_CHANGES_CHANNEL](payload) {
        const change = parseDocumentChange(payload);
        if (!change) return;
        for (const stream of streams.get(change.accountId) ?? []) {
          stream.send({ kind: 'bulkSend', bulkSendId: change.documentId });
        }
      },
      [SESSION_ENDS_CHANNEL](sessionId) {
        // Ending a stream removes it from the set: a copy is walked.
        for (const stream of [...(bySession.get(sessionId) ?? [])]) stream.end();
      },
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
    bySession.clear();
    byApiKeys.clear();
  };
  const add = (index: Map<string, Set<LiveUpdateStream>>, key: string, stream: LiveUpdateStream) => {
    const set = index.get(key) ?? new Set();
    set.add(stream);
    index.set(key, set);
    return () => {
      set.delete(stream);
      if (set.size === 0 && index.get(key) === set) index.delete(key);
    };
  };
  return {
    subscribe(owner, stream) {
      if ((streams.get(owner.accountId)?.size ?? 0) >= MAX_STREAMS_PER_ACCOUNT) return null;
      const keyStreams = byApiKeys.get(owner.accountId)?.size ?? 0;
      if (owner.byApiKey && keyStreams >= MAX_API_KEY_STREAMS_PER_ACCOUNT) return null;
      const removals = [add(streams, owner.accountId, stream), add(bySession, owner.sessionId, stream)];
      if (owner.byApiKey) removals.push(add(byApiKeys, owner.accountId, stream));
      return () => {
        for (const remove of removals) remove();
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
