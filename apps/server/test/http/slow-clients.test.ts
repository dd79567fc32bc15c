import { API_MESSAGES } from '@signflow/contract/api-errors';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createDocumentsTestApp,
  type DocumentsTestApp,
  flowWithApprovers,
  multipartBody,
  owner,
  uploadRequest,
} from '../support/documents';
import { percentile } from '../support/latency-probe';
import { pdfOfSize } from '../support/pdf-files';
import {
  bodyOf,
  dripRequest,
  openRawConnection,
  type RawConnection,
  statusOf,
  streamRequest,
  timedGet,
} from '../support/raw-connections';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Slow and hostile clients over real sockets (README, Security, "Connections"): a body that does not arrive in time is
 * answered 408 and its connection closed, idle connections end, and one address holds a bounded number of
 * connections. Timed, so this file runs alone ('api-isolated', vitest.config.ts).
 */

const BODY_TIMEOUT_MS = 1500;
const MIN_BYTES_PER_SECOND = 5000;
const KEEP_ALIVE_MS = 1000;
/**
 * How late past its time a connection may end: the body's timer, or the server's check of request heads (once a
 * second), fires late on a loaded 2-core machine.
 */
const SLACK_MS = 2500;
const SLOW_CLIENTS = 200;

const portOf = (baseUrl: string) => Number(new URL(baseUrl).port);

/** Every connection a test opens: closed after it, so a server that never ends them cannot hold the next test. */
const opened: RawConnection[] = [];
async function connectTo(port: number): Promise<RawConnection> {
  const connection = await openRawConnection(port);
  opened.push(connection);
  return connection;
}
afterEach(() => {
  for (const connection of opened.splice(0)) connection.socket.destroy();
});

/** What `promise` settled to within `ms`, or 'still waiting'. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | 'still waiting'> {
  return Promise.race([promise, new Promise<'still waiting'>((resolve) => setTimeout(resolve, ms, 'still waiting'))]);
}

function head(method: string, path: string, headers: Record<string, string | number>): string {
  const lines = Object.entries({ host: '127.0.0.1', ...headers }).map(([name, value]) => `${name}: ${value}`);
  return `${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

/** An upload's request: its head with the form up to the file's first byte, then the file and the form's end. */
function uploadRequestParts(token: string, flowId: string, pdf: Buffer) {
  const { payload, contentType } = multipartBody([
    { name: 'flowHeaderId', value: flowId },
    { name: 'file', filename: 'slow.pdf', content: pdf },
  ]);
  const fileStart = payload.indexOf(pdf.subarray(0, 16));
  return {
    head:
      head('POST', '/v1/fileupload/fileupload', {
        authorization: `Bearer ${token}`,
        'content-type': contentType,
        'content-length': payload.length,
      }) + payload.subarray(0, fileStart).toString('latin1'),
    rest: payload.subarray(fileStart),
  };
}

describe('slow bodies, idle connections', () => {
  let t: DocumentsTestApp;
  let port: number;
  let token: string;
  let flowId: string;

  beforeAll(async () => {
    t = await createDocumentsTestApp({
      REQUEST_BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS),
      REQUEST_BODY_MIN_BYTES_PER_SECOND: String(MIN_BYTES_PER_SECOND),
      KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS),
      MAX_CONNECTIONS_PER_ADDRESS: '1000',
      // Half the slow bodies are one account's uploads: what is tested is the body's time, not the account's cap on
      // uploads at once (upload-bounds.test.ts covers that).
      UPLOADS_IN_FLIGHT_PER_ACCOUNT: String(SLOW_CLIENTS),
    });
    port = portOf(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const who = await owner(t);
    token = who.token;
    flowId = (await flowWithApprovers(who)).flowId;
    // The first upload starts the inspection's thread, which loads pdf.js: a one-time cost, not what is tested.
    const first = await uploadRequest(t, token, [
      { name: 'flowHeaderId', value: flowId },
      { name: 'file', filename: 'first.pdf', content: await pdfOfSize(4096) },
    ]);
    expect(first.statusCode, first.body).toBe(201);
  });
  afterAll(async () => {
    await t.close();
  });

  it(`${SLOW_CLIENTS} bodies sent a byte at a time: /healthz answers under 100 ms, and each is answered 408 and closed once its time is up`, async () => {
    // The routes warmed up, and what /healthz takes here with nothing else going on.
    const quiet: number[] = [];
    for (let call = 0; call < 10; call += 1) quiet.push((await timedGet(port, '/healthz')).ms);

    const pdf = await pdfOfSize(4096);
    const slow: RawConnection[] = [];
    for (let index = 0; index < SLOW_CLIENTS; index += 1) {
      const connection = await connectTo(port);
      if (index % 2 === 0) {
        // A sign-in whose JSON body comes a byte at a time.
        const body = Buffer.from(JSON.stringify({ email: `slow${index}@example.com`, password: 'x'.repeat(200) }));
        const loginHead = head('POST', '/v1/auth/login', {
          'content-type': 'application/json',
          'content-length': body.length,
        });
        dripRequest(connection, loginHead, body, 100);
      } else {
        // An upload whose form arrives at once up to the file, then the file a byte at a time: the server has
        // started keeping it.
        const upload = uploadRequestParts(token, flowId, pdf);
        dripRequest(connection, upload.head, upload.rest, 100);
      }
      slow.push(connection);
    }

    await new Promise((resolve) => setTimeout(resolve, 300));
    const busy: { status: number; ms: number }[] = [];
    for (let call = 0; call < 20; call += 1) busy.push(await timedGet(port, '/healthz'));
    const busyMs = busy.map((call) => call.ms);
    const figures =
      `/healthz with ${SLOW_CLIENTS} slow bodies open: median ${percentile(busyMs, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(busyMs, 99).toFixed(1)} ms; with nothing open: median ${percentile(quiet, 50).toFixed(1)} ms`;
    console.log(figures);
    expect(busy.map((call) => call.status)).toEqual(busy.map(() => 200));
    expect(percentile(busyMs, 50), figures).toBeLessThan(100);

    const endings = await Promise.all(
      slow.map((connection) => within(connection.ended, BODY_TIMEOUT_MS + SLACK_MS + 2000)),
    );
    const stillOpen = endings.filter((ending) => ending === 'still waiting').length;
    expect(stillOpen, 'slow bodies still open long past their time').toBe(0);
    const ended = endings.filter((ending) => ending !== 'still waiting');
    const longest = Math.max(...ended.map((ending) => ending.afterMs));
    console.log(
      `slow bodies ended after ${Math.min(...ended.map((ending) => ending.afterMs)).toFixed(0)}–${longest.toFixed(0)} ms`,
    );
    expect(longest).toBeLessThan(BODY_TIMEOUT_MS + SLACK_MS);
    for (const ending of ended) {
      expect(ending.afterMs).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 100);
      expect(statusOf(ending.text), ending.text).toBe(408);
      expect(ending.text.toLowerCase()).toContain('connection: close');
      expect(bodyOf(ending.text)).toEqual({
        code: 408,
        message: API_MESSAGES.requestTimedOut,
        error: 'request_timed_out',
      });
    }
    // The uploads cut short left no temporary file behind.
    await expect.poll(() => t.storedFiles().filter((file) => file.startsWith('tmp')), { timeout: 5000 }).toEqual([]);
  });

  it('an upload slower than the timeout but above the minimum rate is kept; one below it is answered 408', async () => {
    const pdf = await pdfOfSize(60_000);
    // 30 KB/s: about two seconds, longer than the timeout, six times the 5 KB/s minimum (a loaded machine sends slower).
    const steady = await connectTo(port);
    const steadyUpload = uploadRequestParts(token, flowId, pdf);
    await streamRequest(steady, steadyUpload.head, steadyUpload.rest, { bytesPerTick: 6000, tickMs: 200 });
    // The answer comes once the PDF is inspected, which a loaded machine takes its time over: not what is timed.
    await expect.poll(() => statusOf(steady.text()), { timeout: 30_000 }).toBe(201);

    // 2 KB/s: thirty seconds to send, refused once it falls behind the minimum (about two and a half seconds in).
    const trickle = await connectTo(port);
    const trickleUpload = uploadRequestParts(token, flowId, pdf);
    void streamRequest(trickle, trickleUpload.head, trickleUpload.rest, { bytesPerTick: 1000, tickMs: 500 });
    const refused = await within(trickle.ended, 8000);
    expect(refused).not.toBe('still waiting');
    if (refused === 'still waiting') return;
    expect(statusOf(refused.text), refused.text).toBe(408);
    expect(refused.afterMs).toBeLessThan(6000);
  });

  it('an idle keep-alive connection is closed after KEEP_ALIVE_TIMEOUT_MS', async () => {
    const connection = await connectTo(port);
    connection.socket.write(head('GET', '/healthz', {}));
    const ending = await within(connection.ended, KEEP_ALIVE_MS + SLACK_MS + 2000);
    expect(ending).not.toBe('still waiting');
    if (ending === 'still waiting') return;
    expect(statusOf(ending.text)).toBe(200);
    expect(ending.afterMs).toBeGreaterThanOrEqual(KEEP_ALIVE_MS - 100);
    expect(ending.afterMs).toBeLessThan(KEEP_ALIVE_MS + SLACK_MS);
  });

  it('a connection that sends nothing, or its head a byte at a time, is closed once REQUEST_BODY_TIMEOUT_MS has passed', async () => {
    const silent = await connectTo(port);
    const dripping = await connectTo(port);
    dripRequest(dripping, '', Buffer.from(head('GET', '/healthz', { 'x-padding': 'x'.repeat(100) })), 100);
    for (const connection of [silent, dripping]) {
      const ending = await within(connection.ended, BODY_TIMEOUT_MS + SLACK_MS + 2000);
      expect(ending).not.toBe('still waiting');
      if (ending === 'still waiting') return;
      expect(ending.afterMs).toBeLessThan(BODY_TIMEOUT_MS + SLACK_MS);
    }
  });
});

describe('connections per client address', () => {
  const LIMIT = 20;
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ MAX_CONNECTIONS_PER_ADDRESS: String(LIMIT) });
    port = portOf(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    await t.close();
  });

  /** A connection that asked for /healthz, had its answer and stays open (keep-alive). */
  async function answeredConnection(): Promise<RawConnection> {
    const connection = await connectTo(port);
    connection.socket.write(head('GET', '/healthz', {}));
    await expect.poll(() => statusOf(connection.text()), { timeout: 5000 }).toBe(200);
    return connection;
  }

  it('past the bound a new connection from the same address is refused at once, and accepted again once one closes', async () => {
    const open: RawConnection[] = [];
    for (let index = 0; index < LIMIT; index += 1) open.push(await answeredConnection());

    const refused = await connectTo(port);
    const ending = await within(refused.ended, 1000);
    expect(ending, 'a connection past the bound should be closed at once').not.toBe('still waiting');
    if (ending === 'still waiting') return;
    expect(ending.afterMs).toBeLessThan(500);
    expect(ending.text).toBe('');
    // /healthz too: the bound is on the address, whatever it asks.
    await expect(timedGet(port, '/healthz')).rejects.toThrow();

    const first = open.shift();
    first?.socket.destroy();
    await first?.ended;
    // The server counts the closed one as gone as soon as it sees it close.
    await expect
      .poll(async () => (await timedGet(port, '/healthz').catch(() => ({ status: 0 }))).status, { timeout: 2000 })
      .toBe(200);
    for (const connection of open) connection.socket.destroy();
  });

  it('connections from a trusted proxy (TRUST_PROXY) are not bounded', async () => {
    const proxied = await createTestApp({ MAX_CONNECTIONS_PER_ADDRESS: '5', TRUST_PROXY: '127.0.0.1' });
    try {
      const proxiedPort = portOf(await proxied.app.listen({ port: 0, host: '127.0.0.1' }));
      const open: RawConnection[] = [];
      for (let index = 0; index < 8; index += 1) {
        const connection = await connectTo(proxiedPort);
        connection.socket.write(head('GET', '/healthz', {}));
        open.push(connection);
      }
      for (const connection of open) {
        await expect.poll(() => statusOf(connection.text()), { timeout: 5000 }).toBe(200);
        connection.socket.destroy();
      }
    } finally {
      await proxied.close();
    }
  });
});
