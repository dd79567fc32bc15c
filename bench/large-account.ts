/**
 * One large account: 100,000 documents (each with 1–3 signers and a field or two) and 1,000 flows with approvers,
 * seeded by SQL, then the owner's lists read over HTTP as the web app reads them (page size 5): the first page and
 * the 2,000th of Documents, Archives, Trash and Flows (the last page where a list has fewer pages), a search in
 * Documents and the overview's counts. Each figure is 50 sequential calls after 5 warm-up calls, timed by the client.
 * **PASS when every list page answers with a p99 under 50 ms whatever the page number, and every total is exact** (it
 * is worked out here from the seed's own rules, not read from the database). The search and the overview are
 * reported, not held to the goal: bench/README.md says why.
 *
 * `npm run bench -- large-account` runs PGlite, then PostgreSQL; BENCH_ENGINES=pglite or =postgres runs one.
 * LARGE_DOCUMENTS, LARGE_FLOWS and LARGE_CALLS change the sizes, for a quick run while developing. PostgreSQL: a
 * database of its own, created on BENCH_POSTGRES_URL's server (postgres://postgres@127.0.0.1:5432/postgres by
 * default) and dropped. bench/README.md says what was measured and what the query plans showed.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_PAGE_SIZE } from '@signflow/contract/paging';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { percentile } from '../apps/server/test/support/latency-probe';
import { BENCH_PASSWORD, call } from './support/api-fixture';
import { benchDatabase, type Engine, enginesToRun } from './support/database';
import { freePort, postJson, startServer, stopServer, waitForHealth } from './support/server';

const DOCUMENTS = Number(process.env.LARGE_DOCUMENTS ?? 100_000);
const FLOWS = Number(process.env.LARGE_FLOWS ?? 1_000);
const CALLS = Number(process.env.LARGE_CALLS ?? 50);
const WARM_UP_CALLS = 5;
const FAR_PAGE = 2_000;
/** The goal for every list page (bench/README.md, large-account). */
const LIST_P99_LIMIT_MS = 50;
/** Found in the names of one document in 173: a few hundred in Documents. */
const SEARCH_WORD = 'quarterly';

type Status = 'Draft' | 'Sent' | 'Revision' | 'Completed' | 'Rejected' | 'Cancelled';

// The seed's rules, written once in TypeScript (for the expected totals) and once in SQL (statusSql and the
// conditions in seedDocuments), so a total the server answers is checked against arithmetic, not a count of its own.
function statusOf(i: number): Status {
  const slot = i % 20;
  if (slot < 8) return 'Draft';
  if (slot < 10) return 'Sent';
  if (slot === 10) return 'Revision';
  if (slot < 18) return 'Completed';
  return slot === 18 ? 'Rejected' : 'Cancelled';
}
const statusSql = `case when i % 20 < 8 then 'Draft' when i % 20 < 10 then 'Sent' when i % 20 = 10 then 'Revision'
  when i % 20 < 18 then 'Completed' when i % 20 = 18 then 'Rejected' else 'Cancelled' end`;
/** Completed, but sealing gave up: it cannot go to the Trash. */
const sealFailed = (i: number) => i % 1_000 === 11;
/** One document in 19 is in the Trash, except those the app keeps out of it (Sent, or Completed without a seal). */
const trashed = (i: number) => i % 19 === 0 && statusOf(i) !== 'Sent' && !sealFailed(i);
const named = (i: number) => i % 173 === 0;

interface ExpectedTotals {
  documents: number;
  archives: number;
  trash: number;
  search: number;
}

function expectedTotals(): ExpectedTotals {
  const totals = { documents: 0, archives: 0, trash: 0, search: 0 };
  for (let i = 1; i <= DOCUMENTS; i += 1) {
    const status = statusOf(i);
    if (trashed(i)) {
      totals.trash += 1;
      continue;
    }
    const inDocuments = status === 'Draft' || status === 'Sent' || status === 'Revision';
    if (inDocuments) totals.documents += 1;
    if (status !== 'Draft' && status !== 'Sent') totals.archives += 1;
    if (inDocuments && named(i)) totals.search += 1;
  }
  return totals;
}

const FIRST_NAMES = `'Ayu','Budi','Citra','Dewi','Eko','Fajar','Gita','Hadi','Indah','Joko','Kartika','Lukas','Maya','Nina',
  'Omar','Putri','Rina','Sari','Tono','Wulan'`;
const LAST_NAMES = `'Santoso','Wijaya','Halim','Gunawan','Kusuma','Pratama','Lestari','Hidayat','Saputra','Nugroho',
  'Rahman','Setiawan','Susanto','Tan','Lim','Hartono','Siregar','Nasution','Sitompul','Daulay'`;

async function seedFlows(execute: (text: string) => Promise<unknown>, accountId: string): Promise<void> {
  await execute(`insert into flows (account_id, name, description, created_at)
    select '${accountId}', 'Flow ' || f || ' ' || (array['Sales','Legal','HR','Finance','Procurement'])[1 + f % 5], null,
      now() - (${FLOWS} - f) * interval '6 hours'
    from generate_series(1, ${FLOWS}) f`);
  await execute(`insert into flow_approvers (flow_id, name, email, level)
    select f.id, 'Approver ' || k, 'approver' || k || '.' || f.seq || '@example.com', k
    from flows f cross join lateral generate_series(1, 1 + f.seq % 3) k
    where f.account_id = '${accountId}'`);
}

/** Documents, one statement: i = 1 is the oldest (10 minutes apart), each on one of the account's flows. */
async function seedDocuments(execute: (text: string) => Promise<unknown>, accountId: string): Promise<void> {
  await execute(`with numbered_flows as (
      select id, row_number() over (order by seq) - 1 as n from flows where account_id = '${accountId}'
    ), seed as (
      select i, ${statusSql} as status, now() - (${DOCUMENTS} - i) * interval '10 minutes' as at
      from generate_series(1, ${DOCUMENTS}) i
    )
    insert into documents (account_id, name, status, flow_id, storage_key, size_bytes, page_count, sha256,
      trashed_at, completed_at, cancelled_at, sealed_storage_key, sealed_sha256, sealed_at, seal_attempts,
      seal_failed_at, seal_error, created_at, updated_at)
    select '${accountId}',
      (array['Contract','Invoice','NDA','Offer letter','Lease','Purchase order','Statement of work','Addendum'])[1 + i % 8]
        || ' ' || (array['Nusantara','Garuda','Merapi','Borneo','Sumatra','Bali','Lombok','Toba','Komodo','Bromo',
          'Rinjani','Flores','Ambon'])[1 + i % 13]
        || case when i % 173 = 0 then ' ${SEARCH_WORD} review' else '' end || ' ' || i || '.pdf',
      status, numbered_flows.id, 'large/' || i, 100000 + i, 1 + i % 12, md5(i::text),
      case when i % 19 = 0 and status <> 'Sent' and i % 1000 <> 11 then at + interval '5 minutes' end,
      case when status = 'Completed' then at + interval '1 hour' end,
      case when status = 'Cancelled' then at + interval '1 hour' end,
      case when status = 'Completed' and i % 1000 <> 11 then 'large/sealed/' || i end,
      case when status = 'Completed' and i % 1000 <> 11 then md5('sealed' || i) end,
      case when status = 'Completed' and i % 1000 <> 11 then at + interval '2 hours' end,
      case when status = 'Completed' then case when i % 1000 = 11 then 5 else 1 end else 0 end,
      case when status = 'Completed' and i % 1000 = 11 then at + interval '3 hours' end,
      case when status = 'Completed' and i % 1000 = 11 then 'bench: sealing gave up' end,
      at, at
    from seed join numbered_flows on numbered_flows.n = seed.i % ${FLOWS}`);
}

/**
 * 1–3 signers a document, one level each, their decisions as its status says: the last one rejected or asked for a
 * revision, or is still waiting on a Sent document (one Sent in ten has that link expired).
 */
async function seedSigners(execute: (text: string) => Promise<unknown>): Promise<void> {
  await execute(`insert into document_signers (document_id, name, email, level, color, invited_at, token_expires_at,
      submitted_at, decision)
    select d.id,
      (array[${FIRST_NAMES}])[1 + (d.seq * 7 + k) % 20] || ' ' || (array[${LAST_NAMES}])[1 + (d.seq * 3 + k * 5) % 20],
      'signer' || k || '.' || d.seq || '@example.com', k, (array['#E69F00','#56B4E9','#009E73'])[k],
      case when d.status <> 'Draft' then d.created_at + interval '1 minute' end,
      case when d.status = 'Sent' then case when d.seq % 10 = 0 then now() - interval '1 day'
        else now() + interval '14 days' end end,
      case when d.status in ('Completed', 'Rejected', 'Revision') or (d.status = 'Sent' and k < 1 + d.seq % 3)
        then d.created_at + k * interval '10 minutes' end,
      case when d.status = 'Completed' or (d.status in ('Sent', 'Rejected', 'Revision') and k < 1 + d.seq % 3)
        then 'approved' when d.status = 'Rejected' then 'rejected' when d.status = 'Revision' then 'revision' end
    from documents d cross join lateral generate_series(1, 1 + d.seq % 3) k`);
}

/** A signature field for each signer (none yet for a Draft's third), and a date field beside it for some. */
async function seedFields(execute: (text: string) => Promise<unknown>): Promise<void> {
  await execute(`insert into document_fields (document_id, signer_id, type, page_number, "left", top, "right", bottom)
    select s.document_id, s.id, case when n = 1 then 'draw' else 'date' end, 1,
      0.1 + 0.25 * (s.level - 1), 0.8 + 0.05 * (n - 1), 0.3 + 0.25 * (s.level - 1), 0.84 + 0.05 * (n - 1)
    from document_signers s join documents d on d.id = s.document_id
      cross join lateral generate_series(1, case when s.level = 1 and d.seq % 2 = 0 then 2 else 1 end) n
    where not (d.status = 'Draft' and s.level = 3)`);
}

/** Seeds through the app's own database code, with the server stopped (PGlite allows one process at a time). */
async function seed(dataDir: string, databaseUrl: string | undefined, accountId: string): Promise<number> {
  const database = await openDatabase({ databaseUrl, dataDir });
  const execute = (text: string) => database.db.execute(sql.raw(text));
  const startedAt = performance.now();
  try {
    await seedFlows(execute, accountId);
    await seedDocuments(execute, accountId);
    await seedSigners(execute);
    await seedFields(execute);
    // As test-app.ts's setPlan: a plan without limits, so nothing refuses the account.
    await execute(
      `update subscriptions set plan = 'ENTERPRISE', end_date = now() + interval '30 days' where account_id = '${accountId}'`,
    );
    await execute('analyze');
  } finally {
    await database.close();
  }
  return performance.now() - startedAt;
}

interface Figure {
  label: string;
  url: string;
  /** A list page, held to the goal; the search and the overview are reported only. */
  list: boolean;
  expectedTotal?: number;
  expectedRows?: number;
}

/** Page 2,000, or the list's last page when it has fewer. */
function farPage(total: number, limit: number): number {
  return Math.min(FAR_PAGE, Math.max(1, Math.ceil(total / limit)));
}

function rowsOnPage(total: number, page: number, limit: number): number {
  return Math.max(0, Math.min(limit, total - (page - 1) * limit));
}

function figures(totals: ExpectedTotals): Figure[] {
  const limit = DEFAULT_PAGE_SIZE;
  const lists: [string, string, number][] = [
    ['Documents', '/v1/documents', totals.documents],
    ['Archives', '/v1/documents/archieve', totals.archives],
    ['Trash', '/v1/documents/trash', totals.trash],
    ['Flows', '/v1/flow', FLOWS],
  ];
  const pages = lists.flatMap(([name, url, total]) =>
    [1, farPage(total, limit)].map((page) => ({
      label: `${name} page ${page}${page < FAR_PAGE && page > 1 ? ' (last)' : ''}`,
      url: `${url}?page=${page}&limit=${limit}`,
      list: true,
      expectedTotal: total,
      expectedRows: rowsOnPage(total, page, limit),
    })),
  );
  return [
    ...pages,
    {
      label: `Documents search "${SEARCH_WORD}" page 1`,
      url: `/v1/documents?page=1&limit=${limit}&search=${SEARCH_WORD}`,
      list: false,
      expectedTotal: totals.search,
      expectedRows: rowsOnPage(totals.search, 1, limit),
    },
    { label: 'Overview (counts)', url: '/v1/documents/overview', list: false },
  ];
}

interface Measured {
  figure: Figure;
  p50: number;
  p99: number;
  /** Empty when the answer's total and row count are the expected ones. */
  wrong: string;
}

async function timedCall(baseUrl: string, url: string, token: string): Promise<{ ms: number; body: unknown }> {
  const startedAt = performance.now();
  const body = await call(baseUrl, 'GET', url, token);
  return { ms: performance.now() - startedAt, body };
}

function checkAnswer(figure: Figure, body: unknown): string {
  if (figure.expectedTotal === undefined) return '';
  const answer = body as { totalResults: number; results: unknown[] };
  if (answer.totalResults !== figure.expectedTotal) {
    return `total ${answer.totalResults}, expected ${figure.expectedTotal}`;
  }
  if (answer.results.length !== figure.expectedRows) {
    return `${answer.results.length} rows, expected ${figure.expectedRows}`;
  }
  return '';
}

async function measure(baseUrl: string, token: string, figure: Figure): Promise<Measured> {
  let wrong = '';
  for (let index = 0; index < WARM_UP_CALLS; index += 1) {
    wrong ||= checkAnswer(figure, (await timedCall(baseUrl, figure.url, token)).body);
  }
  const times: number[] = [];
  for (let index = 0; index < CALLS; index += 1) {
    times.push((await timedCall(baseUrl, figure.url, token)).ms);
  }
  return { figure, p50: percentile(times, 50), p99: percentile(times, 99), wrong };
}

async function startedServer(dataDir: string, environment: Record<string, string>) {
  const port = await freePort();
  const server = startServer(port, dataDir, environment);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl);
  return { server, baseUrl };
}

async function runEngine(engine: Engine, dataDir: string, databaseUrl: string | undefined) {
  const environment: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  const email = `large.${Date.now()}@example.com`;
  let server: ChildProcess | undefined;
  try {
    // A first start migrates the empty database; the owner registers through the API, so login works.
    const first = await startedServer(dataDir, environment);
    server = first.server;
    const registered = await postJson(`${first.baseUrl}/v1/auth/register`, {
      firstName: 'Large',
      email,
      password: BENCH_PASSWORD,
    });
    await stopServer(server);
    const seedMs = await seed(dataDir, databaseUrl, registered.user.id);

    // LOG_LEVEL error: the start-up storage check warns that the seeded documents have no files, as expected.
    const second = await startedServer(dataDir, { ...environment, LOG_LEVEL: 'error' });
    server = second.server;
    const login = await call(second.baseUrl, 'POST', '/v1/auth/login', '', { email, password: BENCH_PASSWORD });
    const results: Measured[] = [];
    for (const figure of figures(expectedTotals())) {
      results.push(await measure(second.baseUrl, login.tokens.access.token, figure));
    }
    return { engine, seedMs, results };
  } finally {
    if (server) await stopServer(server);
  }
}

function report(engine: Engine, seedMs: number, results: Measured[]): boolean {
  console.log(`\n${engine}: ${DOCUMENTS} documents, ${FLOWS} flows seeded in ${(seedMs / 1000).toFixed(1)} s`);
  console.log(`| call | p50 | p99 | total |`);
  console.log('| --- | --- | --- | --- |');
  let pass = true;
  for (const { figure, p50, p99, wrong } of results) {
    const slow = figure.list && p99 >= LIST_P99_LIMIT_MS;
    if (slow || wrong) pass = false;
    const total = figure.expectedTotal === undefined ? '' : wrong || `${figure.expectedTotal} (exact)`;
    const verdict = figure.list ? (slow ? ' (slow)' : '') : ' (reported)';
    console.log(`| ${figure.label} | ${p50.toFixed(1)} ms | ${p99.toFixed(1)} ms${verdict} | ${total} |`);
  }
  return pass;
}

async function main() {
  let pass = true;
  for (const engine of enginesToRun(['pglite', 'postgres'])) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'signflow-large-'));
    const database = await benchDatabase(engine, 'large');
    try {
      const run = await runEngine(engine, dataDir, database.url);
      pass = report(engine, run.seedMs, run.results) && pass;
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(
    pass ? 'PASS' : `FAIL: a list page's p99 is ${LIST_P99_LIMIT_MS} ms or more, or a total is not the expected one`,
  );
  process.exitCode = pass ? 0 : 1;
}

await main();
