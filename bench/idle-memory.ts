/**
 * Start time and idle memory of the server, on PGlite and on PostgreSQL, started the development way (tsx
 * on the TypeScript sources) and the production way (plain node on the compiled `apps/server/dist`, after
 * `npm run build`). Memory is the resident set of the whole process tree the command starts (tsx runs the
 * server in a child process), read from /proc after the server has answered /healthz and sat idle, after a
 * first start (PGlite creates its database then) and after a restart on the same data.
 *
 * Two floors are read in the same run, on the same data directory, after the same wait: PGlite alone (the server's
 * database thread and settings in a process of its own, bench/support/pglite-alone.mjs) and an empty Node process.
 * The server on PGlite can idle no lower than the first; the server on PostgreSQL shows what the app itself holds.
 *
 * `npx tsx bench/idle-memory.ts [tsx|compiled]…` (both by default). PostgreSQL: a database of its own, created on
 * BENCH_POSTGRES_URL's server (postgres://postgres@127.0.0.1:5432/postgres by default) and dropped.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGLITE_START_PARAMS } from '../apps/server/src/db/pglite-memory';
import { benchDatabase } from './support/database';
import { freePort, waitForHealth } from './support/server';

const root = path.resolve(import.meta.dirname, '..');
// 40 s: V8 gives back its young generation 20–30 s after the start's work ends (bench/README.md, idle-memory.ts).
const IDLE_WAIT_MS = Number(process.env.IDLE_WAIT_MS ?? 40_000);
/** PASS when the compiled server on PGlite sits idle in less than this (it was 0.8–1 GB before). */
const PGLITE_IDLE_RSS_LIMIT_MB = 400;

type Way = 'tsx' | 'compiled';
const COMMANDS: Record<Way, string[]> = {
  tsx: [path.join(root, 'node_modules/.bin/tsx'), 'apps/server/src/main.ts'],
  compiled: [process.execPath, '--enable-source-maps', 'apps/server/dist/main.js'],
};

function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces; the parent pid is the second field after its closing parenthesis.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return children;
}

function rssMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Number(line[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

function treeRssMb(pid: number): number {
  return rssMb(pid) + childrenOf(pid).reduce((sum, child) => sum + treeRssMb(child), 0);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Starts a command that prints `ready` once set up, and answers its tree's resident set after the idle wait. */
async function idleRssOf(command: string, args: string[]): Promise<number> {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`${args.join(' ')} ended (${code}) before it was ready`)));
      setTimeout(() => reject(new Error(`${args.join(' ')} was not ready within 90 s`)), 90_000).unref();
    });
    await new Promise((resolve) => setTimeout(resolve, IDLE_WAIT_MS));
    return treeRssMb(child.pid as number);
  } finally {
    await stop(child);
  }
}

/** The floors of the server's idle figure on PGlite, read on the data directory the server made. */
async function floors(dataDir: string): Promise<{ pgliteAloneMb: number; nodeAloneMb: number }> {
  const pgliteAloneMb = await idleRssOf(process.execPath, [
    'bench/support/pglite-alone.mjs',
    path.join(dataDir, 'pglite'),
    JSON.stringify(PGLITE_START_PARAMS),
  ]);
  const nodeAloneMb = await idleRssOf(process.execPath, [
    '-e',
    "console.log('ready'); setInterval(() => {}, 1 << 30);",
  ]);
  return { pgliteAloneMb, nodeAloneMb };
}

interface Figures {
  firstStartMs: number;
  restartMs: number;
  /** Idle after the first start, which for PGlite also created its database. */
  firstIdleRssMb: number;
  idleRssMb: number;
}

/** A first start (PGlite creates its database), then a restart on the same data, measured at idle. */
async function measure(way: Way, dataDir: string, databaseUrl: string | undefined): Promise<Figures> {
  const times: number[] = [];
  const idle: number[] = [];
  for (const _start of ['first', 'restart']) {
    const port = await freePort();
    const [command, ...args] = COMMANDS[way] as [string, ...string[]];
    const startedAt = performance.now();
    const child = spawn(command, args, {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      await waitForHealth(`http://127.0.0.1:${port}`, 90_000);
      times.push(performance.now() - startedAt);
      await new Promise((resolve) => setTimeout(resolve, IDLE_WAIT_MS));
      idle.push(treeRssMb(child.pid as number));
    } finally {
      await stop(child);
    }
  }
  return {
    firstStartMs: times[0] as number,
    restartMs: times[1] as number,
    firstIdleRssMb: idle[0] as number,
    idleRssMb: idle[1] as number,
  };
}

async function withPostgresDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const database = await benchDatabase('postgres', 'idle');
  try {
    return await run(database.url as string);
  } finally {
    await database.drop();
  }
}

async function main() {
  const requested = process.argv.slice(2) as Way[];
  const ways: Way[] = requested.length > 0 ? requested : ['tsx', 'compiled'];
  if (ways.includes('compiled') && !existsSync(path.join(root, 'apps/server/dist/main.js'))) {
    throw new Error('apps/server/dist/main.js is missing: run `npm run build` first');
  }
  const rows: string[] = [];
  const floorRows: string[] = [];
  let pass = true;
  for (const way of ways) {
    for (const engine of ['pglite', 'postgres'] as const) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'signflow-idle-'));
      try {
        const figures =
          engine === 'pglite'
            ? await measure(way, dataDir, undefined)
            : await withPostgresDatabase((url) => measure(way, dataDir, url));
        rows.push(
          `| ${way} | ${engine} | ${Math.round(figures.firstStartMs)} ms | ${Math.round(figures.restartMs)} ms | ${Math.round(figures.firstIdleRssMb)} MB | ${Math.round(figures.idleRssMb)} MB |`,
        );
        if (engine === 'pglite' && floorRows.length === 0) {
          const { pgliteAloneMb, nodeAloneMb } = await floors(dataDir);
          floorRows.push(
            `| PGlite alone (the server's database thread and settings, its data) | ${Math.round(pgliteAloneMb)} MB |`,
          );
          floorRows.push(`| Node alone (an empty process) | ${Math.round(nodeAloneMb)} MB |`);
        }
        const worst = Math.max(figures.firstIdleRssMb, figures.idleRssMb);
        if (way === 'compiled' && engine === 'pglite' && worst > PGLITE_IDLE_RSS_LIMIT_MB) pass = false;
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
  console.log(
    '| started with | engine | first start | restart | idle RSS after first start | idle RSS after restart |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
  console.log('\n| floor, read after the same wait | idle RSS |');
  console.log('| --- | --- |');
  for (const row of floorRows) console.log(row);
  if (ways.includes('compiled')) {
    console.log(pass ? 'PASS' : `FAIL: compiled on PGlite idles above ${PGLITE_IDLE_RSS_LIMIT_MB} MB`);
  }
  process.exitCode = pass ? 0 : 1;
}

await main();
