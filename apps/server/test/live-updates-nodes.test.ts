import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { owner } from './support/documents';
import { isDocumentEvent, listening, openStream } from './support/live-updates';
import { createSharedDatabase, type SharedDatabase } from './support/shared-database';
import { sentDocument, signAndSubmit } from './support/signing';
import { createTestApp, type TestApp } from './support/test-app';
import { TEST_DB_ENGINE } from './support/test-database';

/**
 * Two app servers on one database, as two nodes behind a load balancer: a signer's submission through node A
 * reaches the owner's stream held by node B. On PostgreSQL each node has its own pool and its own LISTEN
 * connection, so only the database's notification can carry it across.
 */
let shared: SharedDatabase;
let nodeA: TestApp;
let nodeB: TestApp;
let urlB: string;

beforeAll(async () => {
  shared = await createSharedDatabase();
  nodeA = await createTestApp({}, { database: shared.connect() });
  // Node B sends no mail (its mail worker waits an hour), so every mail reaches node A's SMTP catcher.
  nodeB = await createTestApp({ MAIL_POLL_MS: '3600000' }, { database: shared.connect() });
  urlB = await listening(nodeB.app);
}, 120_000);
afterAll(async () => {
  await nodeA?.close();
  await nodeB?.close();
  await shared?.dispose();
}, 60_000);

describe(`live updates across two app servers (${TEST_DB_ENGINE})`, () => {
  it("brings a submission made through one node to the owner's stream on the other", async () => {
    const who = await owner(nodeA);
    const sent = await sentDocument(nodeA, who, [
      { name: 'Amy', level: 1 },
      { name: 'Bob', level: 1 },
    ]);
    const stream = await openStream(urlB, who.token);
    try {
      expect(stream.status).toBe(200);
      await stream.waitFor((event) => event.event === 'ready');
      const submitted = await signAndSubmit(nodeA, sent, sent.users[0]?.id ?? '');
      expect(submitted.statusCode, submitted.body).toBe(200);
      await stream.waitFor(isDocumentEvent(sent.document.id));
    } finally {
      stream.close();
    }
  }, 120_000);
});
