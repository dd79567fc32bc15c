import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogLine } from './support/app-node';
import { type BalancedClient, balancedClient } from './support/balanced-client';
import { type Cluster, startCluster } from './support/cluster';
import { clusterStorageFromEnvironment } from './support/cluster-storage';
import { waitUntil } from './support/ports';
import {
  isSealedMail,
  type Owner,
  registerVerifiedOwner,
  sendDocument,
  signAsInvited,
} from './support/signing-journey';

/**
 * Two app processes on one PostgreSQL database and one file store, behind nginx's round robin
 * (README, 'Running several nodes'): a whole signing journey with each request on the other node than the one
 * before, a node killed while it seals, and a rolling restart under load.
 */

/** Each sealing attempt first waits this long: the window in which the test kills the node sealing. */
const SEAL_DELAY_MS = 3_000;
/** Short, so the surviving node takes the document over within the test. */
const SEAL_LEASE_SECONDS = 10;

let cluster: Cluster;
let client: BalancedClient;
let owner: Owner;
let flowId: string;
const signerEmails = [`amy.${Date.now()}@example.com`, `bob.${Date.now()}@example.com`];
const signers = signerEmails.map((email, index) => ({ name: index === 0 ? 'Amy' : 'Bob', email }));

beforeAll(async () => {
  cluster = await startCluster({
    storage: await clusterStorageFromEnvironment(),
    environment: { SEAL_TEST_DELAY_MS: String(SEAL_DELAY_MS), SEAL_LEASE_SECONDS: String(SEAL_LEASE_SECONDS) },
  });
  client = balancedClient(cluster.url);
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
}, 60_000);

const isSealingStarted = (documentId: string) => (line: LogLine) =>
  line.msg === 'sealing started' && line.documentId === documentId;

async function documentRow(documentId: string) {
  const [row] = await cluster.sql<{
    sealed_at: Date | null;
    sealed_sha256: string | null;
    seal_attempts: number;
    seal_lease_until: Date | null;
  }>('select sealed_at, sealed_sha256, seal_attempts, seal_lease_until from documents where id = $1', [documentId]);
  if (!row) throw new Error(`no document ${documentId}`);
  return row;
}

async function waitForSeal(documentId: string, timeoutMs = 120_000) {
  await waitUntil(
    `document ${documentId} sealed`,
    timeoutMs,
    async () => (await documentRow(documentId)).sealed_at !== null,
  );
  return documentRow(documentId);
}

/**
 * Every sealed-copy mail each party received for the document, once its sealed copies have left the queue.
 * Only those: another mail may wait out the lease of a node killed while it was sending it.
 */
async function sealedMailsFor(documentId: string, documentName: string, addresses: string[]) {
  const pendingCopies = () =>
    cluster.sql<{ to: string; attempts: number; last_error: string | null }>(
      `select "to", attempts, last_error from mail_jobs
        where document_id = $1 and subject like '%is signed: your copy' and status = 'pending'`,
      [documentId],
    );
  try {
    await waitUntil('the sealed copies mailed', 60_000, async () => (await pendingCopies()).length === 0);
  } catch (error) {
    throw new Error(`${(error as Error).message}: ${JSON.stringify(await pendingCopies())}`);
  }
  return addresses.map(
    (address) =>
      cluster.smtp.mails.filter(
        (mail) => mail.to.includes(address.toLowerCase()) && isSealedMail(mail) && mail.subject.includes(documentName),
      ).length,
  );
}

/** What a sealed document leaves: its register entries, 'sealed' events and stored sealed files. */
async function sealOutcome(documentId: string) {
  const [register] = await cluster.sql<{ total: number }>(
    'select count(*)::int as total from seal_register where document_id = $1',
    [documentId],
  );
  const [events] = await cluster.sql<{ total: number }>(
    `select count(*)::int as total from document_events where document_id = $1 and type = 'sealed'`,
    [documentId],
  );
  const files = (await cluster.storage.sealedFiles()).filter((key) => key.includes(documentId));
  return { register: register?.total, sealedEvents: events?.total, files: files.length };
}

describe(`two app nodes behind nginx`, () => {
  it('carry a whole signing journey, each request on the other node than the one before', async () => {
    const { nodes } = cluster;
    const start = client.upstreams.length;
    owner = await registerVerifiedOwner(client, cluster.smtp, 'cluster-owner');
    const sent = await sendDocument(client, owner, { fileName: 'journey.pdf', flowId: null, signers });
    flowId = sent.flowId;
    // The owner's reading of the file: a ranged read, whichever node stored it.
    const asset = await client.call('GET', `/asset/${sent.document.id}`, {
      token: owner.token,
      headers: { range: 'bytes=0-1023' },
    });
    expect(asset.status).toBe(206);
    expect(asset.body.length).toBe(1024);
    for (const signer of sent.signers) await signAsInvited(client, cluster.smtp, sent, signer);

    const sealed = await waitForSeal(sent.document.id);
    const download = await client.call('GET', `/v1/documents/${sent.document.id}/download`, { token: owner.token });
    expect(download.status).toBe(200);
    expect(createHash('sha256').update(download.body).digest('hex')).toBe(sealed.sealed_sha256);

    const journey = client.upstreams.slice(start);
    const addresses = nodes.map((node) => node.address);
    expect(new Set(journey)).toEqual(new Set(addresses));
    const repeated = journey.filter((upstream, index) => index > 0 && upstream === journey[index - 1]);
    expect(repeated, `nodes in order: ${journey.join(' ')}`).toEqual([]);

    // Each mail went once, though both nodes poll the one queue.
    expect(
      cluster.smtp.mails.filter(
        (mail) => mail.to.includes(owner.email.toLowerCase()) && mail.text.includes('/verify-email?'),
      ),
    ).toHaveLength(1);
    for (const email of signerEmails) {
      const invitations = cluster.smtp.mails.filter(
        (mail) => mail.to.includes(email) && mail.text.includes(`templateId=${sent.document.id}`),
      );
      expect(invitations).toHaveLength(1);
    }
    expect(await sealedMailsFor(sent.document.id, sent.document.DocName, [owner.email, ...signerEmails])).toEqual([
      1, 1, 1,
    ]);
    expect(await sealOutcome(sent.document.id)).toEqual({ register: 1, sealedEvents: 1, files: 1 });
  }, 240_000);

  it('finish a seal on the other node, after its lease, when the node sealing is killed', async () => {
    const sent = await sendDocument(client, owner, { fileName: 'takeover.pdf', flowId, signers });
    for (const signer of sent.signers) await signAsInvited(client, cluster.smtp, sent, signer);
    const documentId = sent.document.id;

    // Whichever node claims it first is killed within its SEAL_TEST_DELAY_MS, before anything is built.
    const claimed = await Promise.any(
      cluster.nodes.map(async (node) => {
        await node.waitForLog('sealing started', isSealingStarted(documentId));
        return node;
      }),
    );
    await claimed.kill();
    const killedIndex = cluster.nodes.indexOf(claimed);
    try {
      const survivor = cluster.nodes[1 - killedIndex];
      if (!survivor) throw new Error('two nodes');
      const leased = await documentRow(documentId);
      expect(leased).toMatchObject({ sealed_at: null, seal_attempts: 1 });

      const sealed = await waitForSeal(documentId);
      expect(sealed.seal_attempts).toBe(2);
      const takeover = await survivor.waitForLog('the takeover', isSealingStarted(documentId));
      expect(takeover.attempt).toBe(2);
      // Taken over once the killed node's lease ran out, not before.
      expect(Number(takeover.time)).toBeGreaterThanOrEqual((leased.seal_lease_until as Date).getTime());

      expect(await sealOutcome(documentId)).toEqual({ register: 1, sealedEvents: 1, files: 1 });
      expect(await sealedMailsFor(sent.document.id, sent.document.DocName, [owner.email, ...signerEmails])).toEqual([
        1, 1, 1,
      ]);
      const download = await client.call('GET', `/v1/documents/${documentId}/download`, { token: owner.token });
      expect(createHash('sha256').update(download.body).digest('hex')).toBe(sealed.sealed_sha256);
    } finally {
      // The next test needs both nodes, whatever this one found.
      await cluster.restart(killedIndex);
    }
  }, 240_000);

  it('answer every request while one node is restarted with SIGTERM under steady load', async () => {
    const documents = (await client.call('GET', '/v1/documents', { token: owner.token })).json<{
      results?: { id: string }[];
    }>();
    const documentId = documents.results?.[0]?.id;
    const calls: { method: string; path: string; json?: unknown; headers?: Record<string, string> }[] = [
      { method: 'GET', path: '/v1/profile' },
      { method: 'GET', path: '/v1/documents' },
      { method: 'PATCH', path: '/v1/profile', json: { firstName: 'Olive', lastName: 'Steady' } },
      ...(documentId ? [{ method: 'GET', path: `/asset/${documentId}`, headers: { range: 'bytes=0-4095' } }] : []),
    ];
    const failures: string[] = [];
    const servedBy: string[] = [];
    let running = true;
    const worker = async (offset: number) => {
      for (let turn = offset; running; turn += 1) {
        const call = calls[turn % calls.length] as (typeof calls)[number];
        try {
          const answer = await client.call(call.method, call.path, {
            token: owner.token,
            json: call.json,
            headers: call.headers,
          });
          servedBy.push(answer.upstream);
          if (answer.status >= 300)
            failures.push(`${call.method} ${call.path}: ${answer.status} from ${answer.upstream}`);
        } catch (error) {
          failures.push(`${call.method} ${call.path}: ${(error as Error).message}`);
        }
      }
    };
    const load = [0, 1, 2, 3].map(worker);
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    try {
      await pause(1_500);
      const restarted = cluster.nodes[0];
      if (!restarted) throw new Error('two nodes');
      // As the README's upgrade says: out of the rotation first (nginx cannot tell a node is stopping, and a
      // listener that closes resets connections the kernel had accepted for it), then SIGTERM: the requests
      // already sent to it finish there.
      await cluster.loadBalancer.setDown(restarted.address, true);
      expect(await restarted.stop()).toBe(0);
      const whileDown = servedBy.length;
      await pause(1_000);
      const again = await cluster.restart(0);
      await cluster.loadBalancer.setDown(again.address, false);
      await waitUntil('requests on the restarted node', 20_000, () =>
        servedBy.slice(whileDown).some((upstream) => upstream === again.address),
      );
      await pause(1_000);
    } finally {
      running = false;
      await Promise.all(load);
    }
    expect(failures).toEqual([]);
    expect(servedBy.length).toBeGreaterThan(50);
  }, 240_000);
});
