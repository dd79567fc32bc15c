import { connect, type Socket } from 'node:net';

/** An HTTP answer as it came over the socket. */
export interface RawAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

/**
 * A request written over a socket of its own, a piece at a time, so a test can stop sending part-way and see
 * what the server answers meanwhile (fetch and node:http send a body whole or not at all).
 */
export interface RawRequest {
  /** Writes more of the request (resolves once the socket has taken it). */
  send(bytes: Buffer | string): Promise<void>;
  /** The next answer on the connection (the first, then the one after it on a kept-alive connection). */
  answer(timeoutMs?: number): Promise<RawAnswer>;
  /** Resolves once the server has closed the connection. */
  closed: Promise<void>;
  /** Whether the server has closed the connection. */
  isClosed(): boolean;
  end(): void;
}

export async function openRaw(baseUrl: string): Promise<RawRequest> {
  const { hostname, port } = new URL(baseUrl);
  const socket: Socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = Buffer.alloc(0);
  let wake: (() => void) | null = null;
  let closedFlag = false;
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    wake?.();
  });
  // A connection reset while the test still writes is the server closing it: seen through `closed`.
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      closedFlag = true;
      wake?.();
      resolve();
    }),
  );

  /** One whole answer at the start of what was received, or null while it is incomplete. */
  function takeAnswer(): RawAnswer | null {
    const headEnd = received.indexOf('\r\n\r\n');
    if (headEnd === -1) return null;
    const [statusLine = '', ...lines] = received.subarray(0, headEnd).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    if (received.length < headEnd + 4 + length) return null;
    const body = received.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8');
    received = received.subarray(headEnd + 4 + length);
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }

  return {
    send: (bytes) =>
      new Promise((resolve, reject) => socket.write(bytes, (error) => (error ? reject(error) : resolve()))),
    async answer(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const answer = takeAnswer();
        if (answer) return answer;
        if (closedFlag) throw new Error('the connection closed without a whole answer');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no answer within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
    },
    closed,
    isClosed: () => closedFlag,
    end: () => socket.destroy(),
  };
}

/** A request's head: the request line and headers, ending with the blank line. */
export function requestHead(method: string, path: string, headers: Record<string, string | number>): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}
