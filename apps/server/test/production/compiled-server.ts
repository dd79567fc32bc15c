/** Starts the compiled server (apps/server/dist, from `npm run build`) the ways production does. */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createEmptyPostgresDatabase, TEST_DB_ENGINE } from '../support/test-database';

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');
export const compiledMain = path.join(repoRoot, 'apps/server/dist/main.js');

export function assertBuilt(): void {
  if (!existsSync(compiledMain)) throw new Error(`${compiledMain} is missing: run \`npm run build\` first`);
}

/**
 * For one test file: checks the build is there, and gives its servers a DATA_DIR and, on PostgreSQL, an empty
 * database, both removed after the file. Answers the settings that point a server at them.
 */
export function serverDataForThisFile(prefix: string): () => { DATA_DIR: string; DATABASE_URL: string | undefined } {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  beforeAll(async () => {
    assertBuilt();
    if (TEST_DB_ENGINE !== 'postgres') return;
    ({ url: databaseUrl, drop: dropDatabase } = await createEmptyPostgresDatabase());
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase();
  });
  return () => ({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** `npm start` from the repository's root, or the compiled entry with plain node. */
export type StartCommand = 'npm start' | 'node';

export interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the server wrote to standard output and error so far. */
  output(): string;
}

export async function startCompiledServer(
  command: StartCommand,
  environment: Record<string, string | undefined>,
): Promise<RunningServer> {
  const port = await freePort();
  const [file, args] =
    command === 'npm start' ? ['npm', ['start']] : [process.execPath, ['--enable-source-maps', compiledMain]];
  const child = spawn(file, args, {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'info', NODE_ENV: 'development', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    const healthy = await fetch(`${baseUrl}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return { child, baseUrl, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy in 60 s:\n${output}`);
}

/** The process and every descendant of it, from /proc (Linux). */
export function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // ended while listed
    }
  }
  const tree = [pid];
  for (let index = 0; index < tree.length; index += 1) tree.push(...(children.get(tree[index] as number) ?? []));
  return tree;
}

/** The command line of a running process, its arguments joined by spaces ('' once it has ended). */
export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

export function isAlive(pid: number): boolean {
  try {
    // A zombie has no /proc/<pid>/cmdline content; it is gone for our purpose.
    return readFileSync(`/proc/${pid}/cmdline`).length > 0;
  } catch {
    return false;
  }
}

/** SIGTERM to `child` alone; resolves with its exit code, or rejects after `withinMs`. */
export function sigterm(child: ChildProcess, withinMs: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no exit within ${withinMs} ms of SIGTERM`)), withinMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    child.kill('SIGTERM');
  });
}
