import { pngDataUrl, rgbaPngOf } from '@signflow/pdf-stamp/test-png';
import type { SmtpCatcher } from '@signflow/test-mail/smtp-catcher';
import { sql } from 'drizzle-orm';
import { type DbOrTx, openDatabase } from '../apps/server/src/db/client';
import { percentile } from '../apps/server/test/support/latency-probe';
import { type BenchOwner, call, uploadPdf, verifiedOwner } from './support/api-fixture';
import { type Engine, enginesToRun } from './support/database';
import { cpuProfileOptions, mailingStand } from './support/mailing-stand';
import { startCompiledServer, stopServer, waitForHealth } from './support/server';
import { contractPdf } from './support/text-pdf';

const BACKLOG = Number(process.env.SEALING_BACKLOG ?? 200);
const MAX_P99_RATIO = 2;
const WARM_UP_MS = 3000;
const IDLE_MS = 10_000;
/**
 * The draining server's first sealing pass comes this long after it starts (SEAL_POLL_MS; nothing else wakes the
 * sealing worker but an owner's reseal): time enough to be healthy, warm up and measure the idle window first.
 */
const FIRST_PASS_AFTER_MS = 40_000;
/** Each probe loop waits this long after an answer before its next request: a steady load, not a saturating one. */
const PROBE_PAUSE_MS = 25;
/** How often GET /metrics is read for the first pass's start, which comes between the two windows. */
const START_POLL_MS = 250;
/**
 * How often it is read while the backlog drains: each read is work for the server (counts in the database), so
 * seldom; the window's end is taken from the database afterwards (the last `sealed_at`), not from this poll.
 */
const DRAIN_POLL_MS = 2000;
const DRAIN_TIMEOUT_MS = 30 * 60_000;
const METRICS_TOKEN = 'bench-sealing-backlog-metrics-token';
const PAGES = 4;

// ---- one completed document, through the API ----------------------------------------------------------------

/** A signature as the signing canvas makes it: 600 × 200 RGBA, a stroke on transparency. */
function signatureImage(phase: number): string {
  return pngDataUrl(
    rgbaPngOf(600, 200, (x, y) =>
      Math.abs(y - 100 - 60 * Math.sin((x + phase) / 60)) < 4 ? [20, 20, 90, 255] : [0, 0, 0, 0],
    ),
  );
}

/** A flow of two signers at the same level: both are invited at once. */
async function flowOfTwoSigners(baseUrl: string, token: string, emails: string[]): Promise<string> {
  const created = await call(baseUrl, 'POST', '/v1/flow', token, { flowName: 'Bench', approverCount: emails.length });
  const flowId: string = created.flow.flowId;
  const { details } = await call(baseUrl, 'GET', `/v1/flow/${flowId}/detail`, token);
  for (const [index, email] of emails.entries()) {
    await call(baseUrl, 'PUT', `/v1/flow/${flowId}/detail/${details[index].flowDetailId}`, token, {
      approverName: `Signer ${index + 1}`,
      approverMail: email,
      approvalLevel: 1,
    });
  }
  return flowId;
}

/** The signing link's token from the invitation `email` received for the document. */
async function invitationToken(smtp: SmtpCatcher, email: string, documentId: string): Promise<string> {
  const invitation = await smtp.waitFor(email, {
    timeoutMs: 60_000,
    matching: (mail) => mail.text.includes(documentId),
  });
  const token = new URL(invitation.text.match(/https?:\/\/\S+token=\S+/)?.[0] ?? '').searchParams.get('token');
  if (!token) throw new Error(`no signing link in the invitation to ${email}`);
  return token;
}

/**
 * Uploads the contract, places one signature field for each of two signers on its last page, invites them, and
 * each signs and submits: the document is Completed, waiting for the sealing pass.
 */
async function completedDocument(baseUrl: string, smtp: SmtpCatcher, owner: BenchOwner): Promise<string> {
  const emails = [`signer.a.${Date.now()}@example.com`, `signer.b.${Date.now()}@example.com`];
  const flowId = await flowOfTwoSigners(baseUrl, owner.token, emails);
  const documentId = await uploadPdf(baseUrl, owner.token, flowId, await contractPdf(PAGES, 55));
  const { users } = await call(baseUrl, 'GET', `/v1/documents/signing/${documentId}`, owner.token);
  const fieldIds: string[] = [];
  for (const [index, user] of (users as { id: string }[]).entries()) {
    const x1 = 60 + index * 270;
    const rect = { x1, y1: 720, x2: x1 + 200, y2: 787, width: 595, height: 842, pageNumber: PAGES };
    const field = await call(baseUrl, 'POST', `/v1/documents/signing/${documentId}/coordinate`, owner.token, {
      userId: user.id,
      type: 'draw',
      position: { pageNumber: PAGES, boundingRect: rect, rects: [rect] },
    });
    fieldIds.push(field.id);
  }
  await call(baseUrl, 'POST', `/v1/documents/signing/${documentId}/invite`, owner.token);
  for (const [index, email] of emails.entries()) {
    const query = `token=${encodeURIComponent(await invitationToken(smtp, email, documentId))}`;
    const path = `/v1/documents/user-sign/${documentId}`;
    await call(baseUrl, 'PUT', `${path}/coordinate/${fieldIds[index]}?${query}`, '', {
      response: { image: signatureImage(index * 40), approve: true, reject: false, revise: false },
    });
    await call(baseUrl, 'POST', `${path}/submit?${query}`, '', { consent: true });
  }
  const { document } = await call(baseUrl, 'GET', `/v1/documents/signing/${documentId}`, owner.token);
  if (document.status !== 'Completed') throw new Error(`the document is ${document.status}, not Completed`);
  return documentId;
}

// ---- the backlog, by SQL -------------------------------------------------------------------------------------

/** The columns a copy writes: all but the generated ones (`seq` is an identity). */
async function copiedColumns(db: DbOrTx, table: string): Promise<string[]> {
  const { rows } = (await db.execute(sql`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and is_identity = 'NO' and is_generated = 'NEVER'
    order by ordinal_position`)) as unknown as { rows: { column_name: string }[] };
  return rows.map((row) => row.column_name);
}

/**
 * Copies the rows of `table` that `where` picks, `copies` times: copy n takes each column as it is, or as
 * `changed[column]` computes it (an SQL expression over the row and `n`).
 */
async function copyRows(db: DbOrTx, table: string, where: string, copies: number, changed: Record<string, string>) {
  const columns = await copiedColumns(db, table);
  const quoted = columns.map((column) => `"${column}"`).join(', ');
  const values = columns.map((column) => changed[column] ?? `"${column}"`).join(', ');
  await db.execute(
    sql.raw(`insert into ${table} (${quoted}) select ${values} from ${table}, generate_series(1, ${copies}) as n
      where ${where}`),
  );
}

/** Copy n's id for an id of the template: the same on every table, so references between copies line up. */
const copyOf = (column: string) => `md5(${column}::text || ':' || n)::uuid`;

/**
 * Makes `copies` more Completed, unsealed documents from the template: its row, its signers, fields and audit
 * trail, with new ids. They share the template's stored original (sealing only reads it) and complete a
 * millisecond apart after it, so the sealing pass takes them in order. Signers get no link of their own (their
 * token hashes are unique), which sealing does not need.
 */
async function cloneDocument(db: DbOrTx, documentId: string, copies: number): Promise<void> {
  const template = `'${documentId}'::uuid`;
  await db.transaction(async (tx) => {
    await copyRows(tx, 'documents', `id = ${template}`, copies, {
      id: copyOf('id'),
      name: `'Contract ' || n || '.pdf'`,
      completed_at: `completed_at + n * interval '1 millisecond'`,
    });
    await copyRows(tx, 'document_signers', `document_id = ${template}`, copies, {
      id: copyOf('id'),
      document_id: copyOf('document_id'),
      token_hash: 'null',
      token_encrypted: 'null',
    });
    await copyRows(tx, 'document_fields', `document_id = ${template}`, copies, {
      id: copyOf('id'),
      document_id: copyOf('document_id'),
      signer_id: copyOf('signer_id'),
    });
    await copyRows(tx, 'document_events', `document_id = ${template}`, copies, {
      id: copyOf('id'),
      document_id: copyOf('document_id'),
    });
  });
}

interface BacklogOutcome {
  sealed: number;
  failed: number;
  registered: number;
  firstSealedAt: Date | null;
  lastSealedAt: Date | null;
  attempts: number;
}

/** What became of the owner's Completed documents, read with the server stopped (PGlite has one user). */
async function backlogOutcome(db: DbOrTx, accountId: string): Promise<BacklogOutcome> {
  const { rows } = (await db.execute(sql`
    select count(*) filter (where sealed_at is not null)::int as sealed,
           count(*) filter (where seal_failed_at is not null)::int as failed,
           (select count(*)::int from seal_register where account_id = ${accountId}) as registered,
           min(sealed_at) as first_sealed_at, max(sealed_at) as last_sealed_at,
           coalesce(sum(seal_attempts), 0)::int as attempts
    from documents where account_id = ${accountId} and status = 'Completed'`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const row = rows[0] ?? {};
  const date = (value: unknown) => (value ? new Date(value as string) : null);
  return {
    sealed: Number(row.sealed),
    failed: Number(row.failed),
    registered: Number(row.registered),
    firstSealedAt: date(row.first_sealed_at),
    lastSealedAt: date(row.last_sealed_at),
    attempts: Number(row.attempts),
  };
}

// ---- measuring -----------------------------------------------------------------------------------------------

interface Sample {
  /** performance.now() at the request's start. */
  at: number;
  ms: number;
}

interface ProbedRoute {
  name: string;
  path: string;
  headers: Record<string, string>;
}

/** One request at a time to `route`, a short pause after each answer, until stopped; every answer timed. */
function probe(baseUrl: string, route: ProbedRoute) {
  const samples: Sample[] = [];
  const failures: string[] = [];
  let stopped = false;
  const running = (async () => {
    while (!stopped) {
      const at = performance.now();
      const response = await fetch(`${baseUrl}${route.path}`, { headers: route.headers });
      await response.arrayBuffer();
      samples.push({ at, ms: performance.now() - at });
      if (response.status !== 200) failures.push(`${route.name}: ${response.status}`);
      await new Promise((resolve) => setTimeout(resolve, PROBE_PAUSE_MS));
    }
  })();
  return {
    route,
    samples,
    failures,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

type Probe = ReturnType<typeof probe>;

const within = (samples: Sample[], from: number, to: number) =>
  samples.filter((sample) => sample.at >= from && sample.at < to).map((sample) => sample.ms);

interface SealingState {
  waiting: number;
  failed: number;
  /** The sealing lane's live worker threads: one from the first document on. */
  threads: number;
}

/** The backlog and the sealing lane, from GET /metrics. */
async function sealingState(baseUrl: string): Promise<SealingState> {
  const response = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await response.text();
  if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
  const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? Number.NaN);
  return {
    waiting: value(/^signflow_sealing_backlog_documents\{state="waiting"\} (\d+)/m),
    failed: value(/^signflow_sealing_backlog_documents\{state="failed"\} (\d+)/m),
    threads: value(/^signflow_pdf_worker_threads\{lane="sealing"\} (\d+)/m),
  };
}

/** Reads the sealing state until `done` says so; answers when it did and the state it saw then. */
async function pollUntil(
  baseUrl: string,
  done: (state: SealingState) => boolean,
  options: { everyMs: number; timeoutMs: number },
): Promise<{ at: number; state: SealingState }> {
  const { everyMs, timeoutMs } = options;
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const at = performance.now();
    const state = await sealingState(baseUrl);
    if (done(state)) return { at, state };
    if (at > deadline) throw new Error(`gave up waiting after ${timeoutMs} ms: ${JSON.stringify(state)}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

// ---- one engine ----------------------------------------------------------------------------------------------

interface RouteFigures {
  name: string;
  idle: number[];
  draining: number[];
  failures: string[];
}

interface EngineFigures {
  engine: Engine;
  backlog: number;
  drainMs: number;
  /** Mails the server had sent when the backlog was seen empty (three are queued for each document). */
  mailsSent: number;
  outcome: BacklogOutcome;
  routes: RouteFigures[];
}

/** The server's environment; `polls` are SEAL_POLL_MS and MAIL_POLL_MS. */
function serverEnvironment(
  smtpUrl: string,
  baseUrl: string,
  databaseUrl: string | undefined,
  polls: { sealMs: number; mailMs: number },
) {
  return {
    SMTP_URL: smtpUrl,
    APP_URL: baseUrl,
    MAIL_POLL_MS: String(polls.mailMs),
    SEAL_POLL_MS: String(polls.sealMs),
    METRICS_TOKEN,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

/**
 * The server's node options: CPU profiles of the draining server when SEALING_CPU_PROF names a directory, one file
 * per thread (the main thread's, and the PDF worker threads').
 */
const profilingOptions = () => cpuProfileOptions('SEALING_CPU_PROF');

interface Measured {
  idleFrom: number;
  idleTo: number;
  /** When the first document's sealing was seen (its PDF thread started, or the backlog shorter). */
  drainFrom: number;
  probes: Probe[];
}

/**
 * Probes the API on a server whose first sealing pass is still to come: a warm-up, the idle window, then on until
 * the backlog is empty.
 */
async function measureDrain(baseUrl: string, ownerToken: string): Promise<Measured> {
  const auth = { authorization: `Bearer ${ownerToken}` };
  const probes: Probe[] = [
    probe(baseUrl, { name: 'GET /healthz', path: '/healthz', headers: {} }),
    probe(baseUrl, { name: 'GET /v1/documents', path: '/v1/documents?page=1&limit=10', headers: auth }),
  ];
  try {
    await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
    const idleFrom = performance.now();
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const idleTo = performance.now();
    const before = await sealingState(baseUrl);
    if (before.waiting !== BACKLOG || before.threads !== 0) {
      throw new Error(
        `sealing began before the idle window ended (${JSON.stringify(before)}): raise FIRST_PASS_AFTER_MS`,
      );
    }
    const started = await pollUntil(baseUrl, (state) => state.threads > 0 || state.waiting < BACKLOG, {
      everyMs: START_POLL_MS,
      timeoutMs: FIRST_PASS_AFTER_MS,
    });
    await pollUntil(baseUrl, (state) => state.waiting === 0, { everyMs: DRAIN_POLL_MS, timeoutMs: DRAIN_TIMEOUT_MS });
    return { idleFrom, idleTo, drainFrom: started.at, probes };
  } finally {
    await Promise.all(probes.map((running) => running.stop()));
  }
}

/** The windows' figures, the drain ending when the last document was sealed (`performance.now()`'s time). */
function windowsOf(measured: Measured, drainTo: number): { drainMs: number; routes: RouteFigures[] } {
  return {
    drainMs: drainTo - measured.drainFrom,
    routes: measured.probes.map((running) => ({
      name: running.route.name,
      idle: within(running.samples, measured.idleFrom, measured.idleTo),
      draining: within(running.samples, measured.drainFrom, drainTo),
      failures: running.failures,
    })),
  };
}

async function benchEngine(engine: Engine): Promise<EngineFigures> {
  const stand = await mailingStand(engine, 'sealing');
  const { dataDir, database, smtp, sink, port, baseUrl } = stand;
  // Sealing held off: its first pass would come in an hour, and only an owner's reseal wakes it sooner. Mail
  // quickly: the invitations are waited for.
  const holdingOff = { sealMs: 3_600_000, mailMs: 200 };
  let server = startCompiledServer(port, dataDir, serverEnvironment(smtp.url, baseUrl, database.url, holdingOff));
  try {
    await waitForHealth(baseUrl);
    const owner = await verifiedOwner(baseUrl, smtp);
    const documentId = await completedDocument(baseUrl, smtp, owner);
    await stopServer(server);

    const opened = await openDatabase({ databaseUrl: database.url, dataDir });
    await cloneDocument(opened.db, documentId, BACKLOG - 1);
    await opened.close();

    // The sealed documents' mails go to the sink: parsing them here would take the cores the server runs on. Mail
    // is polled at its default pace.
    const draining = { sealMs: FIRST_PASS_AFTER_MS, mailMs: 2000 };
    server = startCompiledServer(
      port,
      dataDir,
      serverEnvironment(sink.url, baseUrl, database.url, draining),
      profilingOptions(),
    );
    await waitForHealth(baseUrl);
    const measured = await measureDrain(baseUrl, owner.token);
    const mailsSent = sink.received();
    await stopServer(server);

    const reopened = await openDatabase({ databaseUrl: database.url, dataDir });
    const outcome = await backlogOutcome(reopened.db, owner.accountId);
    await reopened.close();
    if (!outcome.lastSealedAt) throw new Error('no document was sealed');
    // The database's clock is this machine's: its time on performance.now()'s scale.
    const drainTo = outcome.lastSealedAt.getTime() - performance.timeOrigin;
    return { engine, backlog: BACKLOG, ...windowsOf(measured, drainTo), mailsSent, outcome };
  } finally {
    await stand.close(server);
  }
}

// ---- report --------------------------------------------------------------------------------------------------

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Prints one engine's figures; answers whether it met the goal. */
function report(figures: EngineFigures): boolean {
  const { outcome, drainMs, backlog } = figures;
  const perMinute = (backlog / drainMs) * 60_000;
  console.log(`\n## ${figures.engine}: ${backlog} completed documents (${PAGES} pages, 2 signatures each)`);
  console.log(
    `sealed ${outcome.sealed}, failed ${outcome.failed}, in the seal register ${outcome.registered}, attempts ${outcome.attempts}`,
  );
  console.log(`drain time ${(drainMs / 1000).toFixed(1)} s: ${perMinute.toFixed(1)} documents sealed per minute`);
  console.log(`mails sent when the backlog was seen empty: ${figures.mailsSent} of the ${backlog * 3} sealing queued`);
  if (outcome.firstSealedAt && outcome.lastSealedAt && outcome.sealed > 1) {
    const span = outcome.lastSealedAt.getTime() - outcome.firstSealedAt.getTime();
    const steady = ((outcome.sealed - 1) / span) * 60_000;
    console.log(
      `first to last sealed ${(span / 1000).toFixed(1)} s: ${steady.toFixed(1)} per minute once the thread was up`,
    );
  }
  let pass = outcome.sealed === backlog && outcome.failed === 0 && outcome.registered === backlog;
  for (const route of figures.routes) {
    const idleP99 = percentile(route.idle, 99);
    const drainingP99 = percentile(route.draining, 99);
    const ratio = drainingP99 / idleP99;
    console.log(`${route.name}`);
    console.log(`  idle      p50 ${ms(percentile(route.idle, 50))}, p99 ${ms(idleP99)} (${route.idle.length} calls)`);
    console.log(
      `  draining  p50 ${ms(percentile(route.draining, 50))}, p99 ${ms(drainingP99)} (${route.draining.length} calls)`,
    );
    console.log(
      `  p99 draining / idle ${ratio.toFixed(2)} (goal ≤ ${MAX_P99_RATIO}), ${ms(drainingP99 - idleP99)} added`,
    );
    if (route.failures.length > 0) console.log(`  failures: ${route.failures.slice(0, 3).join('; ')}`);
    if (!(ratio <= MAX_P99_RATIO) || route.failures.length > 0) pass = false;
  }
  return pass;
}

async function main() {
  let pass = true;
  for (const engine of enginesToRun(['pglite'])) {
    if (!report(await benchEngine(engine))) pass = false;
  }
  console.log(pass ? '\nPASS' : '\nFAIL');
  process.exitCode = pass ? 0 : 1;
}

await main();
