import { get, type IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** One server-sent event as the stream carried it. */
export interface StreamEvent {
  event: string;
  data: string;
}

export interface OpenStream {
  status: number;
  events: StreamEvent[];
  /** Resolves with the first event (already received or to come) that `matches`; rejects after `timeoutMs`. */
  waitFor(matches: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** The base URL of the app listening on a free port of the loopback. */
export async function listening(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/**
 * GET /v1/documents/events read as the browser reads it: with the bearer header, the body as a stream. On a
 * connection of its own (no keep-alive pool), so a closed stream leaves no idle connection behind that the app's
 * close would wait on.
 */
export async function openStream(baseUrl: string, token: string | null): Promise<OpenStream> {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = get(
      `${baseUrl}/v1/documents/events`,
      { agent: false, headers: token === null ? {} : { authorization: `Bearer ${token}` } },
      resolve,
    );
    request.on('error', reject);
  });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let ended: Promise<void> = Promise.resolve();
  const status = response.statusCode ?? 0;
  if (status === 200) {
    response.setEncoding('utf8');
    ended = (async () => {
      let buffered = '';
      try {
        for await (const value of response) {
          buffered += value;
          let boundary = buffered.indexOf('\n\n');
          while (boundary >= 0) {
            const block = buffered.slice(0, boundary);
            buffered = buffered.slice(boundary + 2);
            const lines = block.split('\n');
            const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
            const data = lines.find((line) => line.startsWith('data: '))?.slice(6) ?? '';
            if (event) events.push({ event, data });
            for (const wake of waiters) wake();
            boundary = buffered.indexOf('\n\n');
          }
        }
      } catch {
        // Closed by the test.
      }
    })();
  } else {
    response.resume();
  }
  return {
    status,
    events,
    ended,
    close: () => response.destroy(),
    waitFor(matches, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(matches);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}

export const isChangeOf = (documentId: string) => (event: StreamEvent) =>
  event.event === 'document' && JSON.parse(event.data).documentId === documentId;

/** 'About a second', with room for a loaded machine: how soon an ended session's stream must end on any node. */
export const ENDS_WITHIN_MS = 1_500;

/** Whether the server ends `stream` within `ms`. */
export async function endsWithin(stream: OpenStream, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const outcome = await Promise.race([stream.ended.then(() => true as const), late]);
  clearTimeout(timer);
  return outcome;
}
