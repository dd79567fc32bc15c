/**
 * What webhook deliveries cost the owner's other requests (bench/README.md#webhooksts): an owner with five endpoints
 * on a local receiver (two quick, two slow, one that fails each event's first attempt) while documents are sent,
 * opened, signed and sealed; the owner's documents list timed idle, while the same work runs with the endpoints
 * turned off (the events' own cost), and while it runs with them on (the deliveries' cost added).
 */

import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { solidColourPng } from '@signflow/pdf-stamp/test-png';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { percentile } from '../apps/server/test/support/latency-probe';
import { BENCH_PASSWORD, call, uploadPdf } from './support/api-fixture';
import { type Engine, enginesToRun } from './support/database';
import { floorLine, floorProbe, pause, probe, stopAll, within } from './support/latency-probe';
import { startMailLedger } from './support/mail-ledger';
import { cpuProfileOptions, mailingStand } from './support/mailing-stand';
import { startCompiledServer, stopServer, waitForHealth } from './support/server';
import { contractPdf } from './support/text-pdf';

/** Documents made in each of the two working windows; each tells five events. */
const DOCUMENTS = Number(process.env.WEBHOOKS_DOCUMENTS ?? 30);
const EVENTS_PER_DOCUMENT = [
  'document.sent',
  'document.viewed',
  'signer.signed',
  'document.completed',
  'document.sealed',
];
const MAX_P99_RATIO = 1.5;
const PROBED_PATH = '/v1/documents?page=1&limit=10';
/** Documents made side by side in a working window. */
const PRODUCERS = 2;
const WARM_UP_MS = 3000;
const IDLE_MS = 10_000;
const SLOW_MS = 2000;
const START_TIMEOUT_MS = 120_000;
const DELIVERY_TIMEOUT_MS = Number(process.env.WEBHOOKS_TIMEOUT_MS ?? 15 * 60_000);
const ENDPOINTS = ['quick-1', 'quick-2', 'slow-1', 'slow-2', 'flaky'] as const;
const RECT = { x1: 10, y1: 10, x2: 110, y2: 60, width: 600, height: 800, pageNumber: 1 };
const SIGNATURE = `data:image/png;base64,${solidColourPng(4, 2, [32, 32, 32]).toString('base64')}`;

// ---- the receiver ----------------------------------------------------------------------------------------------

/** Counts, per endpoint, the attempts and the 2xx answers given for each event id. */
async function startReceiver() {
  const delivered = new Map<string, Map<string, number>>(ENDPOINTS.map((name) => [name, new Map()]));
  const failedOnce = new Set<string>();
  const deliveredAt: number[] = [];
  let attempts = 0;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume();
    request.on('end', () => {
      attempts += 1;
      const name = (request.url ?? '').slice(1) as (typeof ENDPOINTS)[number];
      const eventId = String(request.headers['signflow-event-id'] ?? '');
      const answer = (status: number) => {
        if (status < 300) {
          const counts = delivered.get(name);
          if (process.env.WEBHOOKS_VERBOSE)
            console.log(`  ${name} ${request.headers['signflow-event-type']} ${status}`);
          counts?.set(eventId, (counts.get(eventId) ?? 0) + 1);
          deliveredAt.push(performance.now());
        }
        response.writeHead(status).end();
      };
      if (name === 'flaky' && !failedOnce.has(eventId)) {
        failedOnce.add(eventId);
        answer(500);
      } else if (name.startsWith('slow')) setTimeout(() => answer(200), SLOW_MS);
      else answer(204);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (name: string) => `http://127.0.0.1:${port}/${name}`,
    delivered,
    deliveredAt,
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---- measuring -------------------------------------------------------------------------------------------------

async function waitUntil(what: string, timeoutMs: number, check: () => Promise<boolean> | boolean) {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    if (process.env.WEBHOOKS_VERBOSE) console.log(`  waiting for ${what}`);
    await pause(1000);
  }
}

// ---- one engine ------------------------------------------------------------------------------------------------

async function benchEngine(engine: Engine) {
  const stand = await mailingStand(engine, 'webhooks');
  const { dataDir, database, port, baseUrl } = stand;
  const mail = await startMailLedger();
  const receiver = await startReceiver();
  const environment = {
    SMTP_URL: mail.url,
    APP_URL: baseUrl,
    MAIL_POLL_MS: '200',
    SEAL_POLL_MS: '500',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    // A machine shared with other work: a 3-page PDF's inspection must not run out of time (as the cluster tests).
    PDF_INSPECTION_TIMEOUT_MS: '90000',
    // The flaky endpoint's second attempt 2 s after its first, not the default minute.
    WEBHOOK_RETRY_SCHEDULE_SECONDS: '2,5,10',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  };
  let server = startCompiledServer(port, dataDir, environment);
  try {
    await waitForHealth(baseUrl, START_TIMEOUT_MS);
    const email = `owner.${Date.now()}@example.com`;
    const registered = await call(baseUrl, 'POST', '/v1/auth/register', '', {
      firstName: 'Bench',
      email,
      password: BENCH_PASSWORD,
    });
    const verification = await mail.take(email, '');
    const link = new URL(verification.text.match(/https?:\/\/\S+\/verify-email\?\S+/)?.[0] ?? '');
    await call(baseUrl, 'POST', '/v1/auth/verify-email', '', { token: link.searchParams.get('token') });
    // The plan raised by SQL with the server stopped (PGlite has one user): a trial holds three documents.
    await stopServer(server);
    const opened = await openDatabase({ databaseUrl: database.url, dataDir });
    await opened.db.execute(
      sql`update subscriptions set plan = 'ENTERPRISE', end_date = now() + interval '1 year' where account_id = ${registered.user.id}`,
    );
    await opened.close();
    // The measured server: CPU profiles of its threads when BENCH_PROFILE_DIR names a directory.
    server = startCompiledServer(port, dataDir, environment, cpuProfileOptions('BENCH_PROFILE_DIR'));
    await waitForHealth(baseUrl, START_TIMEOUT_MS);
    const token: string = (await call(baseUrl, 'POST', '/v1/auth/login', '', { email, password: BENCH_PASSWORD }))
      .tokens.access.token;

    const endpointIds: string[] = [];
    for (const name of ENDPOINTS) {
      const created = await call(baseUrl, 'POST', '/v1/webhooks', token, {
        url: receiver.url(name),
        events: EVENTS_PER_DOCUMENT,
      });
      endpointIds.push(created.id ?? created.endpoint?.id);
    }
    const setEnabled = (enabled: boolean) =>
      Promise.all(endpointIds.map((id) => call(baseUrl, 'PATCH', `/v1/webhooks/${id}`, token, { enabled })));

    const signerEmail = `signer.${Date.now()}@example.com`;
    const flow = await call(baseUrl, 'POST', '/v1/flow', token, { flowName: 'Bench', approverCount: 1 });
    const flowId: string = flow.flow.flowId;
    const [detail] = (await call(baseUrl, 'GET', `/v1/flow/${flowId}/detail`, token)).details;
    await call(baseUrl, 'PUT', `/v1/flow/${flowId}/detail/${detail.flowDetailId}`, token, {
      approverName: 'Sam Signer',
      approverMail: signerEmail,
      approvalLevel: 1,
    });
    const pdf = new Uint8Array(await contractPdf(3));

    /** DOCUMENTS documents sent and signed, PRODUCERS at a time; answers their ids. */
    const produce = async () => {
      const ids: string[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: PRODUCERS }, async () => {
          while (next < DOCUMENTS) {
            next += 1;
            const documentId = await uploadPdf(baseUrl, token, flowId, pdf);
            const [user] = (await call(baseUrl, 'GET', `/v1/documents/signing/${documentId}`, token)).users;
            const field = await call(baseUrl, 'POST', `/v1/documents/signing/${documentId}/coordinate`, token, {
              userId: user.id,
              type: 'draw',
              position: { pageNumber: 1, boundingRect: RECT, rects: [RECT] },
            });
            await call(baseUrl, 'POST', `/v1/documents/signing/${documentId}/invite`, token);
            const signerToken = encodeURIComponent(await mail.signingToken(documentId, user.id));
            const base = `/v1/documents/user-sign/${documentId}`;
            // As the signing page opens: the link checked (the 'viewed' event), then the document read.
            await call(baseUrl, 'GET', `/v1/documents/user-sign/validate?token=${signerToken}`, '');
            await call(baseUrl, 'GET', `${base}?token=${signerToken}`, '');
            await call(baseUrl, 'PUT', `${base}/coordinate/${field.id}?token=${signerToken}`, '', {
              response: { image: SIGNATURE, approve: true, reject: false, revise: false },
            });
            await call(baseUrl, 'POST', `${base}/submit?token=${signerToken}`, '', { consent: true });
            ids.push(documentId);
          }
        }),
      );
      return ids;
    };
    /** Whether every one of `ids` is sealed, by its audit trail (asking again only about those not sealed yet). */
    const sealed = new Set<string>();
    const allSealed = async (ids: string[]) => {
      for (const id of ids.filter((each) => !sealed.has(each))) {
        const trail = await call(baseUrl, 'GET', `/v1/documents/${id}/audit`, token);
        if ((trail.events as { type: string }[]).some((event) => event.type === 'sealed')) sealed.add(id);
        else return false;
      }
      return true;
    };

    const probes = probe(`${baseUrl}${PROBED_PATH}`, { authorization: `Bearer ${token}` });
    const floor = floorProbe(baseUrl);
    try {
      await pause(WARM_UP_MS);
      const idleFrom = performance.now();
      await pause(IDLE_MS);

      // The same work with every endpoint turned off: no event is kept, nothing delivered.
      await setEnabled(false);
      const quietFrom = performance.now();
      const quietIds = await produce();
      console.log(`  ${quietIds.length} documents made with the endpoints off, waiting for their seals`);
      await waitUntil('the first documents sealed', DELIVERY_TIMEOUT_MS, () => allSealed(quietIds));
      const quietTo = performance.now();

      console.log('  sealed; the endpoints turned on');
      await setEnabled(true);
      const duringFrom = performance.now();
      const ids = await produce();
      const expected = ids.length * EVENTS_PER_DOCUMENT.length;
      console.log(
        `  ${ids.length} documents made with the endpoints on, waiting for ${expected} events at each endpoint`,
      );
      await waitUntil('every event delivered to every endpoint', DELIVERY_TIMEOUT_MS, () =>
        [...receiver.delivered.values()].every((counts) => counts.size >= expected),
      );
      const duringTo = performance.now();
      // Anything delivered twice would arrive within a few seconds more.
      await pause(3000);
      await stopAll(probes, floor);

      const idle = within(probes.samples, idleFrom, quietFrom);
      const quiet = within(probes.samples, quietFrom, quietTo);
      const during = within(probes.samples, duringFrom, duringTo);
      const twice = [...receiver.delivered.values()].reduce(
        (sum, counts) => sum + [...counts.values()].filter((count) => count > 1).length,
        0,
      );
      const delivered = receiver.deliveredAt.length;
      const first = Math.min(...receiver.deliveredAt);
      const last = Math.max(...receiver.deliveredAt);
      const loadAverage = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
      console.log(
        `\n## ${engine}: ${DOCUMENTS} documents per window, ${ENDPOINTS.length} endpoints (load average ${loadAverage})`,
      );
      const line = (name: string, values: number[], span: number) =>
        console.log(
          `  ${name.padEnd(34)} p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms (${values.length} calls, ${(span / 1000).toFixed(1)} s)`,
        );
      line('idle', idle, quietFrom - idleFrom);
      line('documents made, endpoints off', quiet, quietTo - quietFrom);
      line('documents made and delivered', during, duringTo - duringFrom);
      console.log('  floor: GET /healthz (select 1), 1 loop, in the same windows');
      const idleP99 = percentile(idle, 99);
      console.log(floorLine('idle', within(floor.samples, idleFrom, quietFrom), idleP99, 34));
      console.log(floorLine('documents made, endpoints off', within(floor.samples, quietFrom, quietTo), idleP99, 34));
      console.log(floorLine('documents made and delivered', within(floor.samples, duringFrom, duringTo), idleP99, 34));
      const ratio = percentile(during, 99) / idleP99;
      console.log(
        `  p99 during deliveries / idle ${ratio.toFixed(2)} (goal ≤ ${MAX_P99_RATIO}); / endpoints off ${(percentile(during, 99) / percentile(quiet, 99)).toFixed(2)}`,
      );
      console.log(
        `  deliveries: ${delivered} answered 2xx of ${expected * ENDPOINTS.length} expected (${receiver.attempts()} attempts), ${((delivered / (last - first)) * 60_000).toFixed(0)} per minute from the first to the last; ${twice} delivered twice`,
      );
      const missing = [...receiver.delivered.entries()]
        .filter(([, counts]) => counts.size !== expected)
        .map(([name, counts]) => `${name} ${counts.size}`);
      if (missing.length) console.log(`  endpoints without exactly ${expected} events: ${missing.join(', ')}`);
      const failures = [...probes.failures, ...floor.failures];
      if (failures.length) console.log(`  probe failures: ${failures.slice(0, 3).join('; ')}`);
      return ratio <= MAX_P99_RATIO && twice === 0 && missing.length === 0 && failures.length === 0;
    } finally {
      await stopAll(probes, floor);
    }
  } finally {
    // The server first: its pooled SMTP connections would hold the mail server's close open.
    await stand.close(server);
    await receiver.close();
    await mail.close();
  }
}

let pass = true;
for (const engine of enginesToRun(['pglite', 'postgres'])) {
  if (!(await benchEngine(engine))) pass = false;
}
console.log(pass ? '\nPASS' : '\nFAIL');
process.exitCode = pass ? 0 : 1;
