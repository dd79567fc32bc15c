/**
 * A backlog of webhook events delivered to a local receiver (bench/README.md#webhook-backlogts): 10,000 events for
 * one quick endpoint and a few for one that answers slowly fall due at once; how many are delivered per second, that
 * each arrives exactly once, that the slow endpoint holds up nobody, and the owner's documents list's p99 meanwhile
 * against idle.
 */

import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { percentile } from '../apps/server/test/support/latency-probe';
import { call, verifiedOwner } from './support/api-fixture';
import { type Engine, enginesToRun } from './support/database';
import { floorLine, floorProbe, pause, probe, stopAll, within } from './support/latency-probe';
import { cpuProfileOptions, mailingStand } from './support/mailing-stand';
import { startCompiledServer, stopServer, waitForHealth } from './support/server';

const QUICK_EVENTS = Number(process.env.WEBHOOK_BACKLOG_EVENTS ?? 10_000);
const SLOW_EVENTS = 30;
const SLOW_MS = 1000;
/** The events fall due this long after they are written, time enough for the server to start and idle. */
const DUE_AFTER_MS = 40_000;
const WARM_UP_MS = 3000;
const MAX_P99_RATIO = 1.5;
const PROBED_PATH = '/v1/documents?page=1&limit=10';
const START_TIMEOUT_MS = 120_000;
const DELIVERY_TIMEOUT_MS = Number(process.env.WEBHOOK_BACKLOG_TIMEOUT_MS ?? 20 * 60_000);

/** A receiver at /quick (204 at once) and /slow (200 after SLOW_MS), counting the 2xx given to each event id. */
async function startReceiver() {
  const received = { quick: new Map<string, number>(), slow: new Map<string, number>() };
  const answeredAt = { quick: [] as number[], slow: [] as number[] };
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const name = request.url === '/slow' ? 'slow' : 'quick';
      const eventId = String(request.headers['signflow-event-id'] ?? '');
      const answer = () => {
        received[name].set(eventId, (received[name].get(eventId) ?? 0) + 1);
        answeredAt[name].push(performance.now());
        response.writeHead(name === 'slow' ? 200 : 204).end();
      };
      if (name === 'slow') setTimeout(answer, SLOW_MS);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (name: 'quick' | 'slow') => `http://127.0.0.1:${port}/${name}`,
    received,
    answeredAt,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function benchEngine(engine: Engine): Promise<boolean> {
  const stand = await mailingStand(engine, 'webhook_backlog');
  const { dataDir, database, port, baseUrl, smtp } = stand;
  const receiver = await startReceiver();
  const environment = {
    SMTP_URL: smtp.url,
    APP_URL: baseUrl,
    MAIL_POLL_MS: '200',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  };
  let server = startCompiledServer(port, dataDir, environment);
  try {
    await waitForHealth(baseUrl, START_TIMEOUT_MS);
    const owner = await verifiedOwner(baseUrl, smtp);
    const endpoints: Record<'quick' | 'slow', string> = { quick: '', slow: '' };
    for (const name of ['quick', 'slow'] as const) {
      const created = await call(baseUrl, 'POST', '/v1/webhooks', owner.token, {
        url: receiver.url(name),
        events: ['document.sent'],
      });
      endpoints[name] = created.id;
    }

    // The backlog written with the server stopped (PGlite has one user), as the product writes an event: its row and
    // one delivery per endpoint, due in DUE_AFTER_MS.
    await stopServer(server);
    const opened = await openDatabase({ databaseUrl: database.url, dataDir });
    const writtenAt = performance.now();
    await opened.db.execute(sql`
      with made as (
        insert into webhook_events (account_id, type, data)
        select ${owner.accountId}, 'webhook.test',
          jsonb_build_object('n', n, 'endpoint', case when n <= ${SLOW_EVENTS} then 'slow' else 'quick' end)
        from generate_series(1, ${QUICK_EVENTS + SLOW_EVENTS}) as n
        returning id, data
      )
      insert into webhook_deliveries (event_id, endpoint_id, next_attempt_at)
      select id, case when data->>'endpoint' = 'slow' then ${endpoints.slow}::uuid else ${endpoints.quick}::uuid end,
        now() + make_interval(secs => ${DUE_AFTER_MS / 1000})
      from made`);
    await opened.close();
    const dueAt = writtenAt + DUE_AFTER_MS;
    // The measured server: CPU profiles of its threads when BENCH_PROFILE_DIR names a directory.
    server = startCompiledServer(port, dataDir, environment, cpuProfileOptions('BENCH_PROFILE_DIR'));
    await waitForHealth(baseUrl, START_TIMEOUT_MS);

    const probes = probe(`${baseUrl}${PROBED_PATH}`, { authorization: `Bearer ${owner.token}` });
    const floor = floorProbe(baseUrl);
    try {
      await pause(WARM_UP_MS);
      const idleFrom = performance.now();
      if (dueAt - idleFrom < 5000) throw new Error('the server took too long to start: no idle window left');
      await pause(dueAt - idleFrom);
      const deadline = performance.now() + DELIVERY_TIMEOUT_MS;
      while (receiver.received.quick.size < QUICK_EVENTS || receiver.received.slow.size < SLOW_EVENTS) {
        if (performance.now() > deadline) throw new Error('timed out waiting for every event');
        await pause(250);
      }
      const drainedAt = performance.now();
      // A delivery sent twice would arrive within a few seconds more.
      await pause(3000);
      await stopAll(probes, floor);

      const idle = within(probes.samples, idleFrom, dueAt);
      const during = within(probes.samples, dueAt, drainedAt);
      const twice = [...receiver.received.quick.values(), ...receiver.received.slow.values()].filter(
        (count) => count > 1,
      ).length;
      const quickFirst = Math.min(...receiver.answeredAt.quick);
      const quickLast = Math.max(...receiver.answeredAt.quick);
      const slowFirst = Math.min(...receiver.answeredAt.slow);
      const slowLast = Math.max(...receiver.answeredAt.slow);
      const loadAverage = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
      const ratio = percentile(during, 99) / percentile(idle, 99);
      console.log(
        `\n## ${engine}: ${QUICK_EVENTS} events to a quick endpoint, ${SLOW_EVENTS} to one answering after ${SLOW_MS} ms (load average ${loadAverage})`,
      );
      console.log(
        `  quick: ${receiver.received.quick.size} events in ${((quickLast - quickFirst) / 1000).toFixed(1)} s from the first to the last, ${((receiver.received.quick.size / (quickLast - quickFirst)) * 1000).toFixed(0)} per second; first ${((quickFirst - dueAt) / 1000).toFixed(1)} s after falling due`,
      );
      console.log(
        `  slow: ${receiver.received.slow.size} events from ${((slowFirst - dueAt) / 1000).toFixed(1)} s to ${((slowLast - dueAt) / 1000).toFixed(1)} s after falling due; ${twice} events delivered twice`,
      );
      const line = (name: string, values: number[]) =>
        console.log(
          `  documents list ${name.padEnd(8)} p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms (${values.length} calls)`,
        );
      line('idle', idle);
      line('during', during);
      console.log(`  p99 during / idle ${ratio.toFixed(2)} (goal ≤ ${MAX_P99_RATIO})`);
      console.log('  floor: GET /healthz (select 1), 1 loop, in the same windows');
      const idleP99 = percentile(idle, 99);
      console.log(floorLine('idle', within(floor.samples, idleFrom, dueAt), idleP99));
      console.log(floorLine('during', within(floor.samples, dueAt, drainedAt), idleP99));
      const failures = [...probes.failures, ...floor.failures];
      if (failures.length) console.log(`  probe failures: ${failures.slice(0, 3).join('; ')}`);
      return ratio <= MAX_P99_RATIO && twice === 0 && failures.length === 0;
    } finally {
      await stopAll(probes, floor);
    }
  } finally {
    await stand.close(server);
    await receiver.close();
  }
}

let pass = true;
for (const engine of enginesToRun(['pglite', 'postgres'])) {
  if (!(await benchEngine(engine))) pass = false;
}
console.log(pass ? '\nPASS' : '\nFAIL');
process.exitCode = pass ? 0 : 1;
