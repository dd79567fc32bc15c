import type { BulkSendProgress } from '@signflow/contract/bulk-sends';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { percentile } from '../apps/server/test/support/latency-probe';
import { call, verifiedOwner } from './support/api-fixture';
import { type Engine, enginesToRun } from './support/database';
import { floorLine, floorProbe, PROBE_CONCURRENCY, pause, probe, stopAll, within } from './support/latency-probe';
import { cpuProfileOptions, mailingStand } from './support/mailing-stand';
import { startCompiledServer, stopServer, waitForHealth } from './support/server';
import { contractPdf } from './support/text-pdf';

const ROWS = Number(process.env.BULK_SEND_ROWS ?? 1000);
const MAX_P99_RATIO = 1.5;
const PROBED_PATH = '/v1/documents?page=1&limit=10';
const WARM_UP_MS = 3000;
const IDLE_MS = 10_000;
/** How often the bulk send's progress is read, as the web app's progress screen would (its own load counts). */
const PROGRESS_POLL_MS = 1000;
const JOB_TIMEOUT_MS = 20 * 60_000;
const MAIL_TIMEOUT_MS = 10 * 60_000;
const PAGES = 3;
/** A first start on PGlite creates its database: slow on a machine shared with other work. */
const START_TIMEOUT_MS = 120_000;
const HEADER = 'Client name,Client email,Witness name,Witness email,Company';

// ---- the owner and the template ------------------------------------------------------------------------------

/** The owner's plan raised by SQL (a trial holds three documents), with the server stopped: PGlite has one user. */
async function raisePlan(dataDir: string, databaseUrl: string | undefined, accountId: string) {
  const database = await openDatabase({ databaseUrl, dataDir });
  await database.db.execute(
    sql`update subscriptions set plan = 'ENTERPRISE', end_date = now() + interval '1 year' where account_id = ${accountId}`,
  );
  await database.close();
}

/** A template of two roles (Client signs first, then Witness), each with a signature, and a Company the sender fills. */
async function templateOfTwoRoles(baseUrl: string, token: string): Promise<string> {
  const form = new FormData();
  form.append('name', 'Lease');
  form.append(
    'roles',
    JSON.stringify([
      { name: 'Client', level: 1 },
      { name: 'Witness', level: 2 },
    ]),
  );
  form.append('file', new Blob([new Uint8Array(await contractPdf(PAGES))], { type: 'application/pdf' }), 'lease.pdf');
  const response = await fetch(`${baseUrl}/v1/templates`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`template answered ${response.status}: ${await response.text()}`);
  const template = await response.json();
  const [client, witness] = template.roles as { id: string }[];
  const field = (roleId: string | undefined, left: number, extra: object = {}) => {
    const rect = { x1: left, y1: 100, x2: left + 200, y2: 150, width: 1000, height: 1000, pageNumber: 1 };
    return { roleId, type: 'draw', position: { pageNumber: 1, boundingRect: rect, rects: [rect] }, ...extra };
  };
  await call(baseUrl, 'PUT', `/v1/templates/${template.id}/fields`, token, {
    create: [
      field(client?.id, 100),
      field(witness?.id, 400),
      field(client?.id, 700, { type: 'text', label: 'Company', senderFilled: true, required: true }),
    ],
  });
  const sample = await fetch(`${baseUrl}/v1/templates/${template.id}/bulk-sends/sample.csv`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const header = (await sample.text()).replace(/^\uFEFF/, '').split('\r\n')[0];
  if (header !== HEADER) throw new Error(`the sample's header is ${header}, not ${HEADER}`);
  return template.id;
}

/** The file: ROWS rows, each its own two recipients. */
function csvFile(): string {
  const tag = Date.now().toString(36);
  const rows = Array.from(
    { length: ROWS },
    (_, index) =>
      `Client ${index + 1},client${index + 1}.${tag}@example.com,Witness ${index + 1},witness${index + 1}.${tag}@example.com,Company ${index + 1}`,
  );
  return `${[HEADER, ...rows].join('\r\n')}\r\n`;
}

async function postBulkSend(baseUrl: string, token: string, templateId: string): Promise<string> {
  const form = new FormData();
  form.append('send', 'true');
  form.append('file', new Blob([csvFile()], { type: 'text/csv' }), 'people.csv');
  const response = await fetch(`${baseUrl}/v1/templates/${templateId}/bulk-sends`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 202) throw new Error(`bulk send answered ${response.status}: ${await response.text()}`);
  return (await response.json()).id;
}

// ---- measuring -----------------------------------------------------------------------------------------------

/** Reads the bulk send's progress until it is Finished. */
async function waitForFinished(baseUrl: string, token: string, id: string): Promise<BulkSendProgress> {
  const deadline = performance.now() + JOB_TIMEOUT_MS;
  for (;;) {
    const progress: BulkSendProgress = await call(baseUrl, 'GET', `/v1/bulk-sends/${id}`, token);
    if (progress.status === 'Finished') return progress;
    if (performance.now() > deadline) throw new Error(`gave up waiting: ${JSON.stringify(progress)}`);
    await pause(PROGRESS_POLL_MS);
  }
}

/** Waits until the sink has received `count` mails; answers when (performance.now()). */
async function waitForMails(received: () => number, count: number): Promise<number> {
  const deadline = performance.now() + MAIL_TIMEOUT_MS;
  while (received() < count) {
    if (performance.now() > deadline) throw new Error(`${received()} of ${count} mails after ${MAIL_TIMEOUT_MS} ms`);
    await pause(100);
  }
  return performance.now();
}

// ---- one engine ----------------------------------------------------------------------------------------------

interface EngineFigures {
  engine: Engine;
  progress: BulkSendProgress;
  jobMs: number;
  mailMs: number;
  mails: number;
  idle: number[];
  during: number[];
  after: number[];
  /** GET /healthz in the same windows: the floor (bench/support/latency-probe.ts). */
  floor: { idle: number[]; during: number[] };
  failures: string[];
}

/** CPU profiles of the server that runs the job when BULK_SEND_CPU_PROF names a directory. */
const profilingOptions = () => cpuProfileOptions('BULK_SEND_CPU_PROF');

async function benchEngine(engine: Engine): Promise<EngineFigures> {
  const stand = await mailingStand(engine, 'bulk');
  const { dataDir, database, smtp, sink, port, baseUrl } = stand;
  const environment = (smtpUrl: string, mailPollMs: string) => ({
    SMTP_URL: smtpUrl,
    APP_URL: baseUrl,
    MAIL_POLL_MS: mailPollMs,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  });
  // First the owner, verified through the catcher; then the measured server, its mail to the sink (parsing a
  // thousand mails here would take the cores the server runs on) at the default pace.
  let server = startCompiledServer(port, dataDir, environment(smtp.url, '200'));
  try {
    await waitForHealth(baseUrl, START_TIMEOUT_MS);
    const owner = await verifiedOwner(baseUrl, smtp);
    await stopServer(server);
    await raisePlan(dataDir, database.url, owner.accountId);
    server = startCompiledServer(port, dataDir, environment(sink.url, '2000'), profilingOptions());
    await waitForHealth(baseUrl, START_TIMEOUT_MS);
    const templateId = await templateOfTwoRoles(baseUrl, owner.token);

    const probes = probe(`${baseUrl}${PROBED_PATH}`, { authorization: `Bearer ${owner.token}` });
    const floor = floorProbe(baseUrl);
    try {
      await pause(WARM_UP_MS);
      const idleFrom = performance.now();
      await pause(IDLE_MS);
      const jobFrom = performance.now();
      const id = await postBulkSend(baseUrl, owner.token, templateId);
      const progress = await waitForFinished(baseUrl, owner.token, id);
      // The server's clock is this machine's: its finish on performance.now()'s scale.
      const jobTo = new Date(progress.finishedAt ?? Date.now()).getTime() - performance.timeOrigin;
      const mailsTo = await waitForMails(() => sink.received(), ROWS + 1);
      // The same list, idle again, now 1,000 documents long: what the list's own growth costs, apart from the job.
      const afterFrom = performance.now();
      await pause(IDLE_MS);
      const afterTo = performance.now();
      await stopAll(probes, floor);
      return {
        engine,
        progress,
        jobMs: jobTo - jobFrom,
        mailMs: mailsTo - jobFrom,
        mails: sink.received(),
        idle: within(probes.samples, idleFrom, jobFrom),
        during: within(probes.samples, jobFrom, jobTo),
        after: within(probes.samples, afterFrom, afterTo),
        floor: { idle: within(floor.samples, idleFrom, jobFrom), during: within(floor.samples, jobFrom, jobTo) },
        failures: [...probes.failures, ...floor.failures],
      };
    } finally {
      await stopAll(probes, floor);
    }
  } finally {
    await stand.close(server);
  }
}

// ---- report --------------------------------------------------------------------------------------------------

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Prints one engine's figures; answers whether it met the goal. */
function report(figures: EngineFigures): boolean {
  const { progress, jobMs, mailMs } = figures;
  console.log(`\n## ${figures.engine}: a bulk send of ${ROWS} rows (two roles, one sender-filled field, sent)`);
  console.log(`created ${progress.created} of ${progress.total}, failed ${progress.failed}`);
  console.log(
    `job ${(jobMs / 1000).toFixed(1)} s from the POST to Finished: ${((progress.created / jobMs) * 60_000).toFixed(0)} documents per minute`,
  );
  console.log(
    `mails at the sink: ${figures.mails} (of ${ROWS + 1}), the last ${(mailMs / 1000).toFixed(1)} s after the POST`,
  );
  const idleP99 = percentile(figures.idle, 99);
  const duringP99 = percentile(figures.during, 99);
  const ratio = duringP99 / idleP99;
  const line = (name: string, values: number[]) =>
    console.log(
      `  ${name.padEnd(12)} p50 ${ms(percentile(values, 50))}, p99 ${ms(percentile(values, 99))} (${values.length} calls)`,
    );
  console.log(`GET ${PROBED_PATH}, ${PROBE_CONCURRENCY} loops`);
  line('idle', figures.idle);
  line('during job', figures.during);
  line('idle after', figures.after);
  console.log(`  p99 during / idle ${ratio.toFixed(2)} (goal ≤ ${MAX_P99_RATIO}), ${ms(duringP99 - idleP99)} added`);
  console.log(`  p99 during / idle after (same list length) ${(duringP99 / percentile(figures.after, 99)).toFixed(2)}`);
  console.log('floor: GET /healthz (select 1), 1 loop, in the same windows');
  console.log(floorLine('idle', figures.floor.idle, idleP99));
  console.log(floorLine('during job', figures.floor.during, idleP99));
  if (figures.failures.length > 0) console.log(`  failures: ${figures.failures.slice(0, 3).join('; ')}`);
  return (
    progress.created === ROWS &&
    progress.failed === 0 &&
    figures.mails >= ROWS + 1 &&
    ratio <= MAX_P99_RATIO &&
    figures.failures.length === 0
  );
}

async function main() {
  let pass = true;
  for (const engine of enginesToRun(['pglite', 'postgres'])) {
    if (!report(await benchEngine(engine))) pass = false;
  }
  console.log(pass ? '\nPASS' : '\nFAIL');
  process.exitCode = pass ? 0 : 1;
}

await main();
