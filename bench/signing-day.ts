/**
 * A signing day on two nodes (bench/README.md#signing-dayts): two compiled app nodes behind nginx on one PostgreSQL
 * database, owners sending documents of three signers who each prove who they are with a mailed code, then open,
 * fill and submit; every document sealed, every mail sent once. Then the same again with one node killed (SIGKILL)
 * halfway through the signing, each signer step's p99 then given before and after the kill. A floor (GET /healthz,
 * `select 1`, bench/support/latency-probe.ts) runs through nginx over the signing. `BENCH_PROFILE_DIR=<dir>` writes
 * CPU profiles of the nodes (not of a node killed: it has no chance to write one).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SIGNER_CODE_DIGITS, SIGNING_SESSION_HEADER } from '@signflow/contract/signer-verification';
import { solidColourPng } from '@signflow/pdf-stamp/test-png';
import pg from 'pg';
import { loadSealingCertificate } from '../apps/server/src/platform/pdf/sealing-certificate';
import { startNginx } from '../apps/server/test/cluster/support/nginx';
import { percentile } from '../apps/server/test/support/latency-probe';
import { benchDatabase } from './support/database';
import { floorProbe, stopAll, within } from './support/latency-probe';
import { type MailLedger, startMailLedger } from './support/mail-ledger';
import { cpuProfileOptions } from './support/mailing-stand';
import { freePort, startCompiledServer, stopServer, waitForHealth } from './support/server';
import { contractPdf } from './support/text-pdf';

const OWNERS = Number(process.env.SIGNING_DAY_OWNERS ?? 200);
const DOCUMENTS = Number(process.env.SIGNING_DAY_DOCUMENTS ?? 2000);
const SIGNERS = 3;
const SIGNER_CONCURRENCY = Number(process.env.SIGNING_DAY_CONCURRENCY ?? 64);
const OWNER_CONCURRENCY = 16;
const P99_GOAL_MS = 250;
/** `kill` runs only the run with a node killed, `plain` only the other; both by default. */
const RUNS = (process.env.SIGNING_DAY_RUNS ?? 'plain,kill').split(',');
const FINISH_TIMEOUT_MS = Number(process.env.SIGNING_DAY_FINISH_TIMEOUT_MS ?? 30 * 60_000);
const PASSWORD = 'bench1234';
const SIGNATURE = `data:image/png;base64,${solidColourPng(4, 2, [32, 32, 32]).toString('base64')}`;
const RECT = { x1: 10, y1: 10, x2: 110, y2: 60, width: 600, height: 800, pageNumber: 1 };
/** A mail held by the killed node waits out its lease (MAIL_LEASE_SECONDS, 120 s) behind the queue. */
const MAIL_WAIT_MS = 10 * 60_000;
const JWT_SECRET = 'signing-day-bench-secret-that-is-long-enough-0123456789';

// ---- timing every call ------------------------------------------------------------------------------------------

class Steps {
  times = new Map<string, number[]>();
  /** When each of `times` started (performance.now()), in the same order. */
  startedAt = new Map<string, number[]>();
  errors: string[] = [];
  /** Calls answered 502/503/504 or not at all, sent again (the node killed). */
  retried = 0;
  record(step: string, ms: number, started: number) {
    const times = this.times.get(step) ?? [];
    const startedAt = this.startedAt.get(step) ?? [];
    times.push(ms);
    startedAt.push(started);
    this.times.set(step, times);
    this.startedAt.set(step, startedAt);
  }
  /** The durations of a step's calls that started before `at`, and of those that started after. */
  split(step: string, at: number): [number[], number[]] {
    const times = this.times.get(step) ?? [];
    const started = this.startedAt.get(step) ?? [];
    return [
      times.filter((_, index) => (started[index] ?? 0) < at),
      times.filter((_, index) => (started[index] ?? 0) >= at),
    ];
  }
}

interface Call {
  method: string;
  path: string;
  token?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
}

/** One call through nginx, timed as `step`; sent again (at most 5 times) when no node answered it. */
async function timed(base: string, steps: Steps, step: string, call: Call, expected: number[] = [200, 201]) {
  for (let attempt = 1; ; attempt += 1) {
    const headers: Record<string, string> = { ...call.headers };
    if (call.token) headers.authorization = `Bearer ${call.token}`;
    if (call.json !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    let status = 0;
    let text = '';
    try {
      const response = await fetch(`${base}${call.path}`, {
        method: call.method,
        headers,
        body: call.json !== undefined ? JSON.stringify(call.json) : call.body,
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      text = String(error);
    }
    const ms = performance.now() - started;
    if ((status === 0 || status === 502 || status === 503 || status === 504) && attempt < 5) {
      steps.retried += 1;
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    steps.record(step, ms, started);
    if (!expected.includes(status)) {
      const error = `${step} (${call.method} ${call.path.split('?')[0]}, attempt ${attempt}): ${status} ${text.slice(0, 200)}`;
      steps.errors.push(error);
      // Also said at once: a signer stopped by an error leaves their document unsealed, which the run then waits for.
      console.error(`  error: ${error}`);
      return null;
    }
    return text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : true;
  }
}

async function pool<T>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index] as T, index);
      }
    }),
  );
}

// ---- the nodes ------------------------------------------------------------------------------------------------

interface Node {
  name: string;
  port: number;
  process: ChildProcess;
  peakRss: number;
  cpuStart: number;
}

/** utime + stime of a process, in seconds. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

function rssBytes(pid: number | undefined): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return Number(line?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

// ---- one run --------------------------------------------------------------------------------------------------

interface Owner {
  email: string;
  token: string;
  accountId: string;
}

interface SentDocument {
  id: string;
  signers: { id: string; email: string; fieldId: string }[];
}

async function signingDay(kill: boolean): Promise<boolean> {
  const label = kill ? 'kill' : 'plain';
  console.log(
    `\n== ${label}: ${OWNERS} owners, ${DOCUMENTS} documents of ${SIGNERS} signers, concurrency ${SIGNER_CONCURRENCY}`,
  );
  const database = await benchDatabase('postgres', `signday_${label}`);
  const sql = new pg.Pool({ connectionString: database.url, max: 2 });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'signflow-signday-'));
  const certificateDir = mkdtempSync(path.join(tmpdir(), 'signflow-signday-p12-'));
  const { passphrase } = await loadSealingCertificate({ dataDir: certificateDir, commonName: 'SignFlow signing day' });
  const mail: MailLedger = await startMailLedger();
  const ports = [await freePort(), await freePort()];
  const balancer = await startNginx(ports.map((port) => `127.0.0.1:${port}`));
  const base = balancer.url;
  const nodes: Node[] = [];
  const start = (index: number): Node => ({
    name: `node-${'ab'[index]}`,
    port: ports[index] as number,
    process: startCompiledServer(
      ports[index] as number,
      dataDir,
      {
        HOST: '127.0.0.1',
        APP_URL: base,
        DATABASE_URL: database.url as string,
        SMTP_URL: mail.url,
        JWT_SECRET,
        SIGNING_P12: path.join(certificateDir, 'sealing-certificate.p12'),
        SIGNING_P12_PASSWORD: passphrase,
        TRUST_PROXY: '127.0.0.1',
        MAIL_POLL_MS: '200',
        SEAL_POLL_MS: '500',
        SEAL_LEASE_SECONDS: '30',
        PDF_INSPECTION_TIMEOUT_MS: '90000',
        // Every signer comes from 127.0.0.1 here: the per-address limits would stop a day's worth of them.
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        REGISTER_RATE_LIMIT_PER_HOUR: '100000',
        WEB_DIST_DIR: '/nonexistent/no-web-build',
      },
      cpuProfileOptions('BENCH_PROFILE_DIR'),
    ),
    peakRss: 0,
    cpuStart: 0,
  });
  let ok = true;
  try {
    nodes.push(start(0), start(1));
    await Promise.all(ports.map((port) => waitForHealth(`http://127.0.0.1:${port}`, 180_000)));
    const sampler = setInterval(() => {
      for (const node of nodes) node.peakRss = Math.max(node.peakRss, rssBytes(node.process.pid));
    }, 500);
    const steps = new Steps();
    const pdf = new Uint8Array(await contractPdf(3));

    // -- owners register and verify their address; their plan raised by SQL (a trial holds three documents)
    const tag = Date.now().toString(36);
    const owners: Owner[] = [];
    await pool(
      Array.from({ length: OWNERS }, (_, index) => index),
      OWNER_CONCURRENCY,
      async (index) => {
        const email = `owner${index}.${tag}@example.com`;
        const registered = await timed(base, steps, 'owner: register', {
          method: 'POST',
          path: '/v1/auth/register',
          json: { firstName: `Owner${index}`, email, password: PASSWORD },
        });
        if (!registered) return;
        const verification = await mail.take(email, '');
        const link = new URL(verification.text.match(/https?:\/\/\S+\/verify-email\?\S+/)?.[0] ?? '');
        await timed(base, steps, 'owner: verify address', {
          method: 'POST',
          path: '/v1/auth/verify-email',
          json: { token: link.searchParams.get('token') },
        });
        owners.push({ email, token: registered.tokens.access.token, accountId: registered.user.id });
      },
    );
    await sql.query(
      `update subscriptions set plan = 'ENTERPRISE', end_date = now() + interval '1 year' where account_id = any($1)`,
      [owners.map((owner) => owner.accountId)],
    );

    // -- the owners send: a flow of three signers, the upload, a field each, Invite Sign with mailed codes
    const sendStart = performance.now();
    const documents: SentDocument[] = [];
    // Each owner sends their documents one after the other (an account may upload three at once), 16 owners at once.
    const sendOne = async (owner: Owner, index: number) => {
      const token = owner.token;
      const emails = Array.from({ length: SIGNERS }, (_, signer) => `s${index}-${signer}.${tag}@example.com`);
      const created = await timed(base, steps, 'send: flow', {
        method: 'POST',
        path: '/v1/flow',
        token,
        json: { flowName: `Contract ${index}`, approverCount: SIGNERS },
      });
      if (!created) return;
      const flowId = created.flow.flowId;
      const details = await timed(base, steps, 'send: flow detail', {
        method: 'GET',
        path: `/v1/flow/${flowId}/detail`,
        token,
      });
      for (const [signer, email] of emails.entries()) {
        await timed(base, steps, 'send: approver', {
          method: 'PUT',
          path: `/v1/flow/${flowId}/detail/${details.details[signer].flowDetailId}`,
          token,
          json: { approverName: `Signer ${index}-${signer}`, approverMail: email, approvalLevel: 1 },
        });
      }
      const form = new FormData();
      form.append('flowHeaderId', flowId);
      form.append('file', new Blob([pdf], { type: 'application/pdf' }), `contract-${index}.pdf`);
      const uploaded = await timed(base, steps, 'send: upload', {
        method: 'POST',
        path: '/v1/fileupload/fileupload',
        token,
        body: form,
      });
      if (!uploaded) return;
      const id: string = uploaded.document.id;
      const record = await timed(base, steps, 'send: record', {
        method: 'GET',
        path: `/v1/documents/signing/${id}`,
        token,
      });
      const signers: SentDocument['signers'] = [];
      for (const user of record.users as { id: string; email: string }[]) {
        const field = await timed(base, steps, 'send: field', {
          method: 'POST',
          path: `/v1/documents/signing/${id}/coordinate`,
          token,
          json: { userId: user.id, type: 'draw', position: { pageNumber: 1, boundingRect: RECT, rects: [RECT] } },
        });
        if (field) signers.push({ id: user.id, email: user.email, fieldId: field.id });
      }
      const invited = await timed(base, steps, 'send: invite', {
        method: 'POST',
        path: `/v1/documents/signing/${id}/invite`,
        token,
        json: { signers: signers.map((signer) => ({ id: signer.id, verification: 'email_code' })) },
      });
      if (invited) documents.push({ id, signers });
    };
    await pool(owners, OWNER_CONCURRENCY, async (owner, ownerIndex) => {
      for (let index = ownerIndex; index < DOCUMENTS; index += owners.length) await sendOne(owner, index);
    });
    const sendMs = performance.now() - sendStart;

    // -- the signers: open, verify with the mailed code, open the document and its PDF, fill, submit
    const signers = documents.flatMap((document) => document.signers.map((signer) => ({ document, signer })));
    // Interleaved, so that the three signers of a document do not come one right after the other.
    signers.sort((a, b) => (a.signer.id < b.signer.id ? -1 : 1));
    const signStart = performance.now();
    const codeWaits: number[] = [];
    let signed = 0;
    let killedAt: number | null = null;
    for (const node of nodes) node.cpuStart = cpuSeconds(node.process.pid);
    const cpuPhaseStart = performance.now();
    const floor = floorProbe(base);
    const signing = pool(signers, SIGNER_CONCURRENCY, async ({ document, signer }) => {
      const token = encodeURIComponent(await mail.signingToken(document.id, signer.id, MAIL_WAIT_MS));
      const base_ = `/v1/documents/user-sign/${document.id}`;
      const validated = await timed(base, steps, 'sign: open (validate)', {
        method: 'GET',
        path: `/v1/documents/user-sign/validate?token=${token}`,
      });
      if (!validated) return;
      const asked = performance.now();
      if (
        !(await timed(base, steps, 'sign: verification send', {
          method: 'POST',
          path: `${base_}/verification/send?token=${token}`,
        }))
      )
        return;
      const codeMail = await mail.take(signer.email, 'Your code to sign', MAIL_WAIT_MS);
      codeWaits.push(codeMail.receivedAt - asked);
      const code = codeMail.text.match(new RegExp(`^\\d{${SIGNER_CODE_DIGITS}}$`, 'm'))?.[0];
      const passed = await timed(base, steps, 'sign: verification', {
        method: 'POST',
        path: `${base_}/verification?token=${token}`,
        json: { code },
      });
      if (!passed) return;
      const headers = { [SIGNING_SESSION_HEADER]: passed.sessionToken as string };
      if (!(await timed(base, steps, 'sign: document', { method: 'GET', path: `${base_}?token=${token}`, headers })))
        return;
      await timed(
        base,
        steps,
        'sign: PDF (first bytes)',
        {
          method: 'GET',
          path: `/user-sign/${document.id}?token=${token}`,
          headers: { ...headers, range: 'bytes=0-99' },
        },
        [206],
      );
      await timed(base, steps, 'sign: fill', {
        method: 'PUT',
        path: `${base_}/coordinate/${signer.fieldId}?token=${token}`,
        headers,
        json: { response: { image: SIGNATURE, approve: true, reject: false, revise: false } },
      });
      const submitted = await timed(base, steps, 'sign: submit', {
        method: 'POST',
        path: `${base_}/submit?token=${token}`,
        headers,
        json: { consent: true },
      });
      if (submitted) signed += 1;
      if (kill && killedAt === null && signed >= signers.length / 2) {
        killedAt = performance.now();
        const victim = nodes[1] as Node;
        console.log(`  ${signed} of ${signers.length} signed: node ${victim.name} killed (SIGKILL)`);
        victim.process.kill('SIGKILL');
      }
    });
    let signMs = 0;
    try {
      await signing;
      signMs = performance.now() - signStart;
    } finally {
      await stopAll(floor);
    }
    const cpuPhaseMs = performance.now() - cpuPhaseStart;
    const cpu = nodes.map((node) => (cpuSeconds(node.process.pid) - node.cpuStart) / (cpuPhaseMs / 1000));

    // -- until every document is sealed and no mail is left to send
    const finishDeadline = Date.now() + FINISH_TIMEOUT_MS;
    let state = { unsealed: 0, pending: 0, failed: 0, sent: 0 };
    for (;;) {
      const [row] = (
        await sql.query(`select
          (select count(*)::int from documents where sealed_at is null) as unsealed,
          (select count(*)::int from mail_jobs where status = 'pending') as pending,
          (select count(*)::int from mail_jobs where status = 'failed') as failed,
          (select count(*)::int from mail_jobs where status = 'sent') as sent`)
      ).rows;
      state = row;
      if ((state.unsealed === 0 && state.pending === 0) || Date.now() > finishDeadline) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    // The last mails' delivery to the sink, after their job was marked sent.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    clearInterval(sampler);
    const [seal] = (
      await sql.query(
        `select count(*)::int as sealed, extract(epoch from max(sealed_at) - min(sealed_at))::float as span,
           (select count(*)::int from documents) as total from documents where sealed_at is not null`,
      )
    ).rows;
    const finishedMs = performance.now() - signStart;

    // -- figures
    const loadAverage = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    console.log(`  load average at the end: ${loadAverage}`);
    console.log(
      `  sending: ${documents.length} of ${DOCUMENTS} documents in ${(sendMs / 1000).toFixed(1)} s; signing: ${signed} of ${signers.length} signers in ${(signMs / 1000).toFixed(1)} s; all sealed and mailed ${(finishedMs / 1000).toFixed(1)} s after the first signer`,
    );
    console.log('  | step | calls | req/s | p50 ms | p99 ms |');
    const failingSteps: string[] = [];
    for (const [step, times] of steps.times) {
      const window = step.startsWith('sign:') ? signMs : step.startsWith('send:') ? sendMs : sendStart;
      const p99 = percentile(times, 99);
      if (step.startsWith('sign:') && p99 >= P99_GOAL_MS) failingSteps.push(step);
      console.log(
        `  | ${step} | ${times.length} | ${((times.length / window) * 1000).toFixed(1)} | ${percentile(times, 50).toFixed(1)} | ${p99.toFixed(1)} |`,
      );
    }
    console.log(
      `  code mail wait (asked → in the sink): p50 ${percentile(codeWaits, 50).toFixed(0)} ms, p99 ${percentile(codeWaits, 99).toFixed(0)} ms`,
    );
    const sealedPerMinute = seal.span > 0 ? (seal.sealed / seal.span) * 60 : seal.sealed;
    const mails = mail.received();
    console.log(
      `  sealed: ${seal.sealed} of ${seal.total} (${sealedPerMinute.toFixed(0)} per minute, first to last seal); mails: ${mails} in the sink, ${state.sent} jobs sent, ${state.pending} pending, ${state.failed} failed (${((mails / finishedMs) * 60_000).toFixed(0)} per minute from the first signer)`,
    );
    for (const [index, node] of nodes.entries()) {
      console.log(
        `  ${node.name}: CPU ${Number.isNaN(cpu[index]) ? 'not read (killed)' : `${(cpu[index] ?? 0).toFixed(2)} cores`} over the signing, peak RSS ${(node.peakRss / 1e6).toFixed(0)} MB`,
      );
    }
    const duplicates = mail.duplicates();
    console.log(
      `  errors: ${steps.errors.length}; calls sent again after no node answered: ${steps.retried}; mails received twice: ${duplicates.length}`,
    );
    for (const error of steps.errors.slice(0, 10)) console.log(`    ${error}`);
    for (const duplicate of duplicates.slice(0, 5))
      console.log(`    twice: ${duplicate.to} '${duplicate.subject}' ×${duplicate.count}`);
    if (killedAt !== null)
      console.log(`  node killed ${((killedAt - signStart) / 1000).toFixed(1)} s into the signing`);
    const floorSamples = (from: number, to: number) => within(floor.samples, from, to);
    const p = (values: number[], at: number) => (values.length ? percentile(values, at).toFixed(1) : '-');
    console.log(
      `  floor, GET /healthz (select 1) through nginx, 1 loop over the signing: p50 ${p(floorSamples(signStart, Infinity), 50)} ms, p99 ${p(floorSamples(signStart, Infinity), 99)} ms${floor.failures.length ? `; ${floor.failures.length} failed` : ''}`,
    );
    if (killedAt !== null) {
      const at = killedAt;
      console.log('  | step | p99 ms before the kill | p99 ms after the kill |');
      for (const step of [...steps.times.keys()].filter((each) => each.startsWith('sign:'))) {
        const [before, after] = steps.split(step, at);
        console.log(`  | ${step} | ${p(before, 99)} (${before.length}) | ${p(after, 99)} (${after.length}) |`);
      }
      console.log(
        `  | floor (GET /healthz) | ${p(floorSamples(signStart, at), 99)} | ${p(floorSamples(at, Infinity), 99)} |`,
      );
    }

    const checks: [string, boolean][] = [
      ['no errors', steps.errors.length === 0],
      ['every document sent', documents.length === DOCUMENTS],
      ['every signer submitted', signed === DOCUMENTS * SIGNERS],
      ['no document left unsealed', seal.sealed === DOCUMENTS && state.unsealed === 0],
      ['every mail sent, none failed', state.pending === 0 && state.failed === 0 && mails >= state.sent],
      ['no mail received twice', duplicates.length === 0],
      [
        `p99 of every signer step < ${P99_GOAL_MS} ms${failingSteps.length ? ` (not: ${failingSteps.join(', ')})` : ''}`,
        failingSteps.length === 0,
      ],
    ];
    for (const [what, passed] of checks) console.log(`  ${passed ? 'ok  ' : 'FAIL'} ${what}`);
    ok = checks.every(([, passed]) => passed);
  } finally {
    await Promise.all(nodes.map((node) => stopServer(node.process)));
    await balancer.stop();
    await mail.close();
    await sql.end();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(certificateDir, { recursive: true, force: true });
  }
  return ok;
}

let allPassed = true;
for (const run of RUNS) allPassed = (await signingDay(run === 'kill')) && allPassed;
console.log(allPassed ? '\nPASS' : '\nFAIL');
process.exit(allPassed ? 0 : 1);
