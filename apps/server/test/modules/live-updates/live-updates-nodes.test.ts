import type { AuthResponse } from '@signflow/contract/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { owner } from '../../support/documents';
import { ENDS_WITHIN_MS, endsWithin, isChangeOf, listening, openStream } from '../../support/live-updates';
import { type AppNodes, SILENT_MAIL_POLL_MS, startAppNodes } from '../../support/shared-database';
import { sentDocument, signAndSubmit } from '../../support/signing';
import type { TestApp } from '../../support/test-app';
import { TEST_DB_ENGINE } from '../../support/test-database';

/**
 * Two app servers on one database, as two nodes behind a load balancer: a signer's submission through node A
 * reaches the owner's stream held by node B. On PostgreSQL each node has its own pool and its own LISTEN
 * connection, so only the database's notification can carry it across.
 */
let cluster: AppNodes | undefined;
let nodeA: TestApp;
let nodeB: TestApp;
let urlB: string;

beforeAll(async () => {
  // Node B sends no mail, so every mail reaches node A's SMTP catcher.
  cluster = await startAppNodes([{}, { MAIL_POLL_MS: SILENT_MAIL_POLL_MS }]);
  [nodeA, nodeB] = cluster.nodes as [TestApp, TestApp];
  urlB = await listening(nodeB.app);
}, 120_000);
afterAll(() => cluster?.close());

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
      await stream.waitFor(isChangeOf(sent.document.id));
    } finally {
      stream.close();
    }
  }, 120_000);

  // Heartbeats are 20 s apart here (the default): only the notification of the ended session can end the stream sooner.
  it('ends the stream one node holds within a second of its sign-out through the other', async () => {
    const who = await owner(nodeA);
    const stream = await openStream(urlB, who.token);
    try {
      await stream.waitFor((event) => event.event === 'ready');
      const out = await who.call('POST', '/v1/auth/logout', {});
      expect(out.statusCode, out.body).toBeLessThan(300);
      expect(await endsWithin(stream, ENDS_WITHIN_MS)).toBe(true);
    } finally {
      stream.close();
    }
  });

  it("a password change ends the other sign-ins' streams at once, and keeps the stream of the one that made it", async () => {
    const who = await owner(nodeA);
    const login = await nodeA.request({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: who.email, password: 'correct1horse' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const otherToken = login.json<AuthResponse>().tokens.access.token;
    const changers = await openStream(urlB, who.token);
    const others = await openStream(urlB, otherToken);
    try {
      await changers.waitFor((event) => event.event === 'ready');
      await others.waitFor((event) => event.event === 'ready');
      const changed = await who.call('PUT', '/v1/profile/password', {
        currentPassword: 'correct1horse',
        newPassword: 'battery2staple',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(await endsWithin(others, ENDS_WITHIN_MS)).toBe(true);
      expect(await endsWithin(changers, 500)).toBe(false);
    } finally {
      changers.close();
      others.close();
    }
  });
});
