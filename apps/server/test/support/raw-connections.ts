import { request } from 'node:http';
import { connect, type Socket } from 'node:net';

/**
 * Connections to a listening app driven byte by byte, as a slow or hostile client would: what the server
 * sends, and when it ends the connection, are observed rather than assumed.
 */
export interface RawConnection {
  socket: Socket;
  /** What the server has sent so far. */
  text(): string;
  /** Settles when the connection ends, whichever side ends it: ms after it opened, and all the server sent. */
  ended: Promise<{ afterMs: number; text: string }>;
}

/** Opens a TCP connection to 127.0.0.1:`port`; resolves once it is connected. */
export function openRawConnection(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const openedAt = performance.now();
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    const text = () => Buffer.concat(chunks).toString('latin1');
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise<{ afterMs: number; text: string }>((settle) => {
      // A reset is an ending too: the question is only when, and what had arrived.
      socket.on('error', () => {});
      socket.once('close', () => settle({ afterMs: performance.now() - openedAt, text: text() }));
    });
    socket.once('connect', () => resolve({ socket, text, ended }));
    socket.once('error', reject);
  });
}

/**
 * Sends a request's head, then its body one byte every `intervalMs` until the body is sent or the server
 * ends the connection.
 */
export function dripRequest(connection: RawConnection, head: string, body: Buffer, intervalMs: number): void {
  connection.socket.write(head);
  let sent = 0;
  const timer = setInterval(() => {
    if (connection.socket.destroyed || sent >= body.length) {
      clearInterval(timer);
      return;
    }
    connection.socket.write(body.subarray(sent, sent + 1));
    sent += 1;
  }, intervalMs);
  connection.ended.finally(() => clearInterval(timer));
}

/**
 * Sends a request's head, then its body in slices of `bytesPerTick` every `tickMs`: a slow but steady client.
 * Resolves once all of it is written.
 */
export async function streamRequest(
  connection: RawConnection,
  head: string,
  body: Buffer,
  pace: { bytesPerTick: number; tickMs: number },
): Promise<void> {
  connection.socket.write(head);
  for (let offset = 0; offset < body.length; offset += pace.bytesPerTick) {
    if (connection.socket.destroyed) return;
    connection.socket.write(body.subarray(offset, offset + pace.bytesPerTick));
    await new Promise((resolve) => setTimeout(resolve, pace.tickMs));
  }
}

/** The status of the first answer in what a server sent ('HTTP/1.1 408 …' → 408), or null before one. */
export function statusOf(text: string): number | null {
  const match = /^HTTP\/1\.1 (\d{3}) /.exec(text);
  return match ? Number(match[1]) : null;
}

/** The JSON body of the first answer in what a server sent. */
export function bodyOf(text: string): unknown {
  const start = text.indexOf('\r\n\r\n');
  return JSON.parse(text.slice(start + 4));
}

/** GET `path` on a connection of its own (no keep-alive pool): the status and the ms it took. */
export function timedGet(port: number, path: string): Promise<{ status: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    const outgoing = request({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - startedAt }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
