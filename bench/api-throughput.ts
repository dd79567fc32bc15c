/**
 * Goal: the hot API routes close to what the database allows. For each route (login, the documents list, the flow
 * list, a signer's record, a signer's field save, the first range of a document's file), requests per second and
 * p50/p99 latency at 32 connections (autocannon), beside two floors measured in the same run on the same data
 * (bench/support/floor-server.ts): the same JSON from a bare Fastify route, and the route's statements run by a bare
 * Fastify route through the same driver. On PGlite and on PostgreSQL. Runs the compiled server (`npm run build`
 * first). See bench/README.md for the goals and the figures.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pngDataUrl, pngOf } from '@signflow/pdf-stamp/test-png';
import { startSmtpCatcher } from '@signflow/test-mail/smtp-catcher';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { pdfOfPages } from '../apps/server/test/support/hostile-pdfs';
import {
  BENCH_PASSWORD,
  call,
  flowOfOneSigner,
  type InvitedSigner,
  inviteWithOneField,
  uploadPdf,
  verifiedOwner,
} from './support/api-fixture';
import { benchDatabase, type Engine, enginesToRun } from './support/database';
import { freePort, startCompiledServer, stopServer, waitForHealth } from './support/server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARM_UP_SECONDS = 2;
/** Only the routes whose names contain one of these words (e.g. `BENCH_ROUTES=list,record`); all by default. */
const ROUTE_FILTER = process.env.BENCH_ROUTES?.split(',');
/** A directory to write CPU profiles of the app and of the floors into (`--cpu-prof`), to see where time goes. */
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const profiling = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
const CONNECTIONS = 32;
/** The field saves spread over this many documents, one connection each. */
const DOCUMENTS = 32;
/** Distinct signatures, so that the field read back tells which save was the last. */
const SIGNATURES = Array.from({ length: 64 }, (_, index) =>
  pngDataUrl(
    pngOf(300, 100, (x, y) =>
      Math.abs(y - 50 - 30 * Math.sin((x + index * 7) / 30)) < 3 ? [20, 20, 90] : [255, 255, 255],
    ),
  ),
);

interface Figure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
  /** How many answers had each status code that was not 2xx, to tell a refusal (429) from a failure (500). */
  failedStatuses: Record<string, number>;
}

/** One route as the app serves it and as each floor does. */
interface RouteUnderTest {
  name: string;
  app: autocannon.Options;
  sql: autocannon.Options;
  json: autocannon.Options;
}

async function measure(options: autocannon.Options): Promise<Figure> {
  await autocannon({ connections: CONNECTIONS, duration: WARM_UP_SECONDS, ...options });
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    failedStatuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {})
        .filter(([code]) => !code.startsWith('2'))
        .map(([code, stats]) => [code, stats?.count ?? 0]),
    ),
  };
}

/** The owner's plan raised by SQL (a trial holds three documents), with the server stopped: PGlite has one user. */
async function raisePlan(dataDir: string, databaseUrl: string | undefined, accountId: string) {
  const database = await openDatabase({ databaseUrl, dataDir });
  await database.db.execute(
    sql`update subscriptions set plan = 'ENTERPRISE', end_date = now() + interval '1 year' where account_id = ${accountId}`,
  );
  await database.close();
}

function startFloor(port: number, dataDir: string, databaseUrl: string | undefined, bodiesFile: string): ChildProcess {
  const script = path.join(import.meta.dirname, 'support/floor-server.ts');
  return spawn(process.execPath, [...profiling, '--import', 'tsx', script], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      FLOOR_BODIES: bodiesFile,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
    },
    stdio: 'inherit',
  });
}

async function waitForFloor(baseUrl: string) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (
      await fetch(`${baseUrl}/json/documents`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the floor server did not start within 30 s');
}

/** The session id an access token names (its `sid` claim): the SQL floor checks that session as the app does. */
function sessionIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
  return payload.sid;
}

/** What autocannon keeps per connection for a spread save: its document's index and the signature last sent. */
interface SaveContext {
  document?: number;
  sent?: number;
}

/**
 * Each connection saves into a document of its own, a different signature each time; its field must hold afterwards
 * the last one it saw acknowledged, or the one it sent after that: autocannon ends on time, and a save still on its
 * way then may be written without its answer being read.
 */
function spreadSaves(baseUrl: string, signers: InvitedSigner[], pathOf: (signer: InvitedSigner) => string) {
  const acknowledged = new Map<number, number>();
  const lastSent = new Map<number, number>();
  let nextDocument = 0;
  const options: autocannon.Options = {
    url: baseUrl,
    requests: [
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request, context: SaveContext) => {
          context.document ??= nextDocument++ % signers.length;
          context.sent = ((context.sent ?? -1) + 1) % SIGNATURES.length;
          const signer = signers[context.document] as InvitedSigner;
          lastSent.set(context.document, context.sent);
          return {
            ...request,
            path: pathOf(signer),
            body: JSON.stringify({
              response: { image: SIGNATURES[context.sent], approve: true, reject: false, revise: false },
            }),
          };
        },
        onResponse: (status, _body, context: SaveContext) => {
          if (status === 200 && context.document !== undefined && context.sent !== undefined)
            acknowledged.set(context.document, context.sent);
        },
      },
    ],
  };
  return { options, acknowledged, lastSent };
}

const signerQuery = (signer: InvitedSigner) => `token=${encodeURIComponent(signer.token)}`;

/**
 * Each connection reads through a signer's link of its own, as signers do: one link's requests are counted on one
 * row of the per-link limit, so 32 connections on one link would measure that row rather than the route.
 */
function spreadReads(baseUrl: string, signers: InvitedSigner[], pathOf: (signer: InvitedSigner) => string) {
  let nextDocument = 0;
  const options: autocannon.Options = {
    url: baseUrl,
    requests: [
      {
        method: 'GET',
        setupRequest: (request, context: SaveContext) => {
          context.document ??= nextDocument++ % signers.length;
          return { ...request, path: pathOf(signers[context.document] as InvitedSigner) };
        },
      },
    ],
  };
  return options;
}

async function benchEngine(engine: Engine) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'signflow-bench-'));
  const database = await benchDatabase(engine, 'api');
  const smtp = await startSmtpCatcher();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const environment = {
    SMTP_URL: smtp.url,
    APP_URL: baseUrl,
    MAIL_POLL_MS: '50',
    // Signing in without pause goes far past the usual limit per address.
    AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
    // 32 sign-ins at once to one account count as guessing its password: the lockout would refuse them.
    LOGIN_LOCKOUT_AFTER_FAILURES: '100000000',
    // One signer's link saving without pause passes its 1,500 requests a minute within seconds: 429 from then on.
    SIGNER_RATE_LIMIT_PER_MINUTE: '100000000',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  };
  let server = startCompiledServer(port, dataDir, environment);
  let floor: ChildProcess | undefined;
  try {
    // A first start creates the embedded database: on a busy machine that takes longer than waitForHealth's default.
    await waitForHealth(baseUrl, 120_000);
    const owner = await verifiedOwner(baseUrl, smtp);
    await stopServer(server);
    await raisePlan(dataDir, database.url, owner.accountId);
    server = startCompiledServer(port, dataDir, environment, profiling);
    await waitForHealth(baseUrl, 120_000);

    const signerEmail = `signer.${Date.now()}@example.com`;
    const flowId = await flowOfOneSigner(baseUrl, owner.token, signerEmail);
    const pdf = pdfOfPages(40);
    const signers: InvitedSigner[] = [];
    for (let index = 0; index < DOCUMENTS; index += 1) {
      const documentId = await uploadPdf(baseUrl, owner.token, flowId, pdf);
      signers.push(await inviteWithOneField(baseUrl, owner.token, smtp, documentId, signerEmail));
    }
    const [first] = signers as [InvitedSigner];
    const auth = { authorization: `Bearer ${owner.token}` };
    const floorAuth = { 'x-account-id': owner.accountId, 'x-session-id': sessionIdOf(owner.token) };
    const floorPort = await freePort();
    const floorUrl = `http://127.0.0.1:${floorPort}`;
    const saveBody = JSON.stringify({
      response: { image: SIGNATURES[0], approve: true, reject: false, revise: false },
    });
    const appSaves = spreadSaves(
      baseUrl,
      signers,
      (signer) => `/v1/documents/user-sign/${signer.documentId}/coordinate/${signer.fieldId}?${signerQuery(signer)}`,
    );
    const sqlSaves = spreadSaves(
      floorUrl,
      signers,
      (signer) => `/sql/signer-field/${signer.documentId}/${signer.fieldId}?${signerQuery(signer)}`,
    );
    const json = (name: string): autocannon.Options => ({ url: `${floorUrl}/json/${name}` });
    const allRoutes: RouteUnderTest[] = [
      {
        name: 'documents list',
        app: { url: `${baseUrl}/v1/documents?page=1&limit=5`, headers: auth },
        sql: { url: `${floorUrl}/sql/documents?limit=5`, headers: floorAuth },
        json: json('documents list'),
      },
      {
        name: 'flow list',
        app: { url: `${baseUrl}/v1/flow?page=1&limit=5`, headers: auth },
        sql: { url: `${floorUrl}/sql/flows?limit=5`, headers: floorAuth },
        json: json('flow list'),
      },
      {
        name: 'signer record',
        app: spreadReads(
          baseUrl,
          signers,
          (signer) => `/v1/documents/user-sign/${signer.documentId}?${signerQuery(signer)}`,
        ),
        sql: spreadReads(
          floorUrl,
          signers,
          (signer) => `/sql/signer-record/${signer.documentId}?${signerQuery(signer)}`,
        ),
        json: json('signer record'),
      },
      {
        name: 'field save, 1 document',
        app: {
          url: `${baseUrl}/v1/documents/user-sign/${first.documentId}/coordinate/${first.fieldId}?${signerQuery(first)}`,
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: saveBody,
        },
        sql: {
          url: `${floorUrl}/sql/signer-field/${first.documentId}/${first.fieldId}?${signerQuery(first)}`,
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: saveBody,
        },
        json: json('field save'),
      },
      {
        name: `field save, ${DOCUMENTS} documents`,
        app: appSaves.options,
        sql: sqlSaves.options,
        json: json('field save'),
      },
      {
        name: 'asset first range',
        app: { url: `${baseUrl}/asset/${first.documentId}`, headers: { ...auth, range: 'bytes=0-65535' } },
        sql: { url: `${floorUrl}/sql/asset/${first.documentId}`, headers: floorAuth },
        json: json('asset first range'),
      },
      // Last: each sign-in leaves a session row and a cleared counter behind, which the database then vacuums.
      {
        name: 'login',
        app: {
          url: `${baseUrl}/v1/auth/login`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: owner.email, password: BENCH_PASSWORD }),
        },
        sql: {
          url: `${floorUrl}/sql/login`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: owner.email }),
        },
        json: json('login'),
      },
    ];

    const routes = allRoutes.filter((route) => !ROUTE_FILTER || ROUTE_FILTER.some((word) => route.name.includes(word)));
    // The bodies the JSON floor answers: the app's own answers, one each.
    const bodies: Record<string, string> = {
      login: JSON.stringify(
        await call(baseUrl, 'POST', '/v1/auth/login', '', { email: owner.email, password: BENCH_PASSWORD }),
      ),
      'documents list': JSON.stringify(await call(baseUrl, 'GET', '/v1/documents?page=1&limit=5', owner.token)),
      'flow list': JSON.stringify(await call(baseUrl, 'GET', '/v1/flow?page=1&limit=5', owner.token)),
      'signer record': JSON.stringify(
        await call(baseUrl, 'GET', `/v1/documents/user-sign/${first.documentId}?${signerQuery(first)}`, ''),
      ),
      'field save': JSON.stringify(
        await call(
          baseUrl,
          'PUT',
          `/v1/documents/user-sign/${first.documentId}/coordinate/${first.fieldId}?${signerQuery(first)}`,
          '',
          JSON.parse(saveBody),
        ),
      ),
      'asset first range': JSON.stringify({ bytes: 65_536 }),
    };
    const bodiesFile = path.join(dataDir, 'floor-bodies.json');
    writeFileSync(bodiesFile, JSON.stringify(bodies));

    const figures = new Map<string, { app: Figure; sql?: Figure; json?: Figure }>();
    for (const route of routes) figures.set(route.name, { app: await measure(route.app) });
    const readBack = routes.some((route) => route.app === appSaves.options)
      ? await readBackSaves(baseUrl, owner.token, signers, appSaves)
      : null;
    await stopServer(server);

    floor = startFloor(floorPort, dataDir, database.url, bodiesFile);
    await waitForFloor(floorUrl);
    for (const route of routes) {
      const entry = figures.get(route.name);
      if (!entry) continue;
      entry.sql = await measure(route.sql);
      entry.json = await measure(route.json);
    }
    return { figures, readBack };
  } finally {
    if (floor) await stopServer(floor);
    await stopServer(server);
    await smtp.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Every document's field holds the signature its connection last saw acknowledged (or the one sent after it, whose
 * answer the run's end cut off), and each document still one field: nothing lost, nothing doubled.
 */
async function readBackSaves(
  baseUrl: string,
  ownerToken: string,
  signers: InvitedSigner[],
  saves: { acknowledged: Map<number, number>; lastSent: Map<number, number> },
): Promise<{ checked: number; wrong: string[] }> {
  const wrong: string[] = [];
  for (const [index, signer] of signers.entries()) {
    const record = await call(baseUrl, 'GET', `/v1/documents/signing/${signer.documentId}`, ownerToken);
    const fields = record.coordinates as { id: string; response: { image: string | null } }[];
    const acknowledged = saves.acknowledged.get(index);
    const possible = [acknowledged, saves.lastSent.get(index)].map((sent) =>
      sent === undefined ? undefined : SIGNATURES[sent],
    );
    if (fields.length !== 1) wrong.push(`${signer.documentId}: ${fields.length} fields`);
    else if (acknowledged === undefined) wrong.push(`${signer.documentId}: no save acknowledged`);
    else if (!possible.includes(fields[0]?.response.image ?? undefined))
      wrong.push(`${signer.documentId}: holds another signature than the last acknowledged`);
  }
  return { checked: signers.length, wrong };
}

const format = (figure: Figure | undefined) =>
  figure
    ? `${figure.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${String(figure.p50).padStart(4)} ms  p99 ${String(figure.p99).padStart(5)} ms${figure.failures ? `  FAILED ${figure.failures} ${JSON.stringify(figure.failedStatuses)}` : ''}`
    : 'not measured';

const ratio = (app: Figure, floor: Figure | undefined) =>
  floor ? (app.requestsPerSecond / floor.requestsPerSecond).toFixed(2) : '-';

async function main() {
  let pass = true;
  for (const engine of enginesToRun(['pglite', 'postgres'])) {
    console.log(`\n## ${engine} (${CONNECTIONS} connections, ${SECONDS} s each after ${WARM_UP_SECONDS} s of warm-up)`);
    const { figures, readBack } = await benchEngine(engine);
    for (const [name, { app, sql, json }] of figures) {
      console.log(`\n${name}`);
      console.log(`  app        ${format(app)}`);
      console.log(`  SQL floor  ${format(sql)}   app / SQL  ${app && sql ? ratio(app, sql) : '-'}`);
      console.log(`  JSON floor ${format(json)}   app / JSON ${app && json ? ratio(app, json) : '-'}`);
      // A floor's failed requests would make its figure, and so the ratios, meaningless.
      if ([app, sql, json].some((figure) => (figure?.failures ?? 0) > 0)) pass = false;
    }
    if (readBack) {
      console.log(
        `\nread back: ${readBack.checked} fields, ${readBack.wrong.length === 0 ? 'each holds its last acknowledged save' : readBack.wrong.join('; ')}`,
      );
      if (readBack.wrong.length > 0) pass = false;
    }

    const goal = (name: string, ok: boolean) => {
      console.log(`${ok ? 'met   ' : 'MISSED'} ${name}`);
      if (!ok) pass = false;
    };
    for (const name of ['documents list', 'signer record']) {
      const figure = figures.get(name);
      if (!figure?.sql || !figure.json) continue;
      goal(`${name}: app ≥ 0.5 × SQL floor`, figure.app.requestsPerSecond >= 0.5 * figure.sql.requestsPerSecond);
      // The owner's routes, on PostgreSQL: at least 0.7 × their necessary statements (for a list, its page and total).
      if (engine === 'postgres' && name === 'documents list')
        goal(`${name}: app ≥ 0.7 × SQL floor`, figure.app.requestsPerSecond >= 0.7 * figure.sql.requestsPerSecond);
      if (engine === 'postgres')
        goal(`${name}: app ≥ 0.25 × JSON floor`, figure.app.requestsPerSecond >= 0.25 * figure.json.requestsPerSecond);
    }
    const spread = figures.get(`field save, ${DOCUMENTS} documents`);
    if (spread) goal(`field save over ${DOCUMENTS} documents: p99 < 100 ms`, spread.app.p99 < 100);
  }
  console.log(pass ? '\nPASS' : '\nFAIL');
  process.exitCode = pass ? 0 : 1;
}

await main();
