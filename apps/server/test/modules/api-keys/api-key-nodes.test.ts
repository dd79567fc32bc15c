import type { ApiKeyCreated } from '@signflow/contract/api-keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { owner } from '../../support/documents';
import { ENDS_WITHIN_MS, endsWithin, listening, openStream } from '../../support/live-updates';
import { type AppNodes, SILENT_MAIL_POLL_MS, startAppNodes } from '../../support/shared-database';
import { bearer, type TestApp } from '../../support/test-app';
import { TEST_DB_ENGINE } from '../../support/test-database';

/**
 * Two app servers on one database: a key node B has checked (and so remembers as live) is revoked through node A;
 * only the database's notification can tell B.
 */
let cluster: AppNodes | undefined;
let nodeA: TestApp;
let nodeB: TestApp;
let urlB: string;

beforeAll(async () => {
  cluster = await startAppNodes([{}, { MAIL_POLL_MS: SILENT_MAIL_POLL_MS }]);
  [nodeA, nodeB] = cluster.nodes as [TestApp, TestApp];
  urlB = await listening(nodeB.app);
}, 120_000);
afterAll(() => cluster?.close());

const flowsThrough = (node: TestApp, key: string) =>
  node.request({ method: 'GET', url: '/v1/flow', headers: bearer(key) });

describe(`revoking an API key on two app servers (${TEST_DB_ENGINE})`, () => {
  it('is refused by the other node within a second, and the live-updates stream it opened there ends', async () => {
    const who = await owner(nodeA);
    const made = (await who.call('POST', '/v1/api-keys', { name: 'Sync' })).json<ApiKeyCreated>();
    expect((await flowsThrough(nodeB, made.key)).statusCode).toBe(200);
    const stream = await openStream(urlB, made.key);
    try {
      await stream.waitFor((event) => event.event === 'ready');
      const revoked = await who.call('DELETE', `/v1/api-keys/${made.id}`);
      expect(revoked.statusCode, revoked.body).toBe(200);
      expect(await endsWithin(stream, ENDS_WITHIN_MS)).toBe(true);
      expect((await flowsThrough(nodeB, made.key)).statusCode).toBe(401);
    } finally {
      stream.close();
    }
  });

  it('keeps the rest of the account working: its other key and its person', async () => {
    const who = await owner(nodeA);
    const gone = (await who.call('POST', '/v1/api-keys', { name: 'Old' })).json<ApiKeyCreated>();
    const kept = (await who.call('POST', '/v1/api-keys', { name: 'New' })).json<ApiKeyCreated>();
    expect((await flowsThrough(nodeB, kept.key)).statusCode).toBe(200);
    await who.call('DELETE', `/v1/api-keys/${gone.id}`);
    expect((await flowsThrough(nodeB, gone.key)).statusCode).toBe(401);
    expect((await flowsThrough(nodeB, kept.key)).statusCode).toBe(200);
    expect((await nodeB.request({ method: 'GET', url: '/v1/flow', headers: bearer(who.token) })).statusCode).toBe(200);
  });
});
