import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_STREAMS_PER_ACCOUNT } from '../../../src/modules/live-updates/hub';
import { createDocumentsTestApp, type DocumentsTestApp, owner } from '../../support/documents';
import { listening, type OpenStream, openStream } from '../../support/live-updates';

/** When armed, the next token check waits until released: a browser may leave while its request is checked. */
const held = vi.hoisted(() => ({ next: null as null | { reached: () => void; release: Promise<void> } }));
vi.mock('../../../src/platform/access-tokens', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/platform/access-tokens')>();
  return {
    ...original,
    createAccessTokens(...args: Parameters<typeof original.createAccessTokens>) {
      const tokens = original.createAccessTokens(...args);
      return {
        ...tokens,
        async verify(token: string) {
          const holder = await tokens.verify(token);
          const hold = held.next;
          if (hold) {
            held.next = null;
            hold.reached();
            await hold.release;
          }
          return holder;
        },
      };
    },
  };
});

let t: DocumentsTestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createDocumentsTestApp({ LIVE_UPDATES_HEARTBEAT_MS: '200' });
  baseUrl = await listening(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('GET /v1/documents/events, left before it opened', () => {
  it('holds no place of the account once the browser left while its token was checked', async () => {
    const who = await owner(t);
    const port = Number(new URL(baseUrl).port);
    for (let left = 0; left < MAX_STREAMS_PER_ACCOUNT; left += 1) {
      let reached = () => {};
      let release = () => {};
      const atCheck = new Promise<void>((resolve) => {
        reached = resolve;
      });
      held.next = { reached, release: new Promise<void>((resolve) => (release = resolve)) };
      const socket = connect(port, '127.0.0.1');
      socket.write(`GET /v1/documents/events HTTP/1.1\r\nHost: test\r\nAuthorization: Bearer ${who.token}\r\n\r\n`);
      await atCheck;
      socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      release();
    }
    // A few heartbeats: any stream still held would have had its chance to notice.
    await new Promise((resolve) => setTimeout(resolve, 800));
    const streams: OpenStream[] = [];
    try {
      for (let opened = 0; opened < MAX_STREAMS_PER_ACCOUNT; opened += 1) {
        const stream = await openStream(baseUrl, who.token);
        streams.push(stream);
        expect(stream.status).toBe(200);
      }
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
