import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body, as the receiver must sign-check it. */
  body: string;
}

/**
 * A real local HTTP server that webhooks are delivered to: it keeps each request and answers as `answer` says
 * (200 'ok' by default); a test changes `answer` between deliveries.
 */
export interface WebhookReceiver {
  url: string;
  port: number;
  received: ReceivedWebhook[];
  answer: (request: ReceivedWebhook, response: ServerResponse) => void;
  /** Resolves once `count` requests have arrived (or fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(host = '127.0.0.1'): Promise<WebhookReceiver> {
  const receiver = {
    received: [] as ReceivedWebhook[],
    answer: (_request: ReceivedWebhook, response: ServerResponse) => {
      response.end('ok');
    },
  } as unknown as WebhookReceiver;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received = {
        path: request.url ?? '/',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      receiver.received.push(received);
      receiver.answer(received, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  receiver.port = port;
  receiver.url = `http://${host}:${port}/hook`;
  receiver.waitFor = async (count, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    while (receiver.received.length < count) {
      if (Date.now() > deadline) {
        throw new Error(`webhook receiver: ${receiver.received.length} of ${count} requests after ${timeoutMs} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return receiver.received.slice(0, count);
  };
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}
