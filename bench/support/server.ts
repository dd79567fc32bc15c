/** What every benchmark needs: the real server on a free port, and an account with a flow to upload into. */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export function startServer(port: number, dataDir: string, environment: Record<string, string> = {}): ChildProcess {
  return spawnServer(['--import', 'tsx', 'apps/server/src/main.ts'], port, dataDir, environment);
}

/**
 * The compiled server as `npm start` runs it (`npm run build` first), for figures about production; `nodeOptions`
 * go before the script (e.g. `--cpu-prof`).
 */
export function startCompiledServer(
  port: number,
  dataDir: string,
  environment: Record<string, string> = {},
  nodeOptions: string[] = [],
): ChildProcess {
  const main = path.join(root, 'apps/server/dist/main.js');
  if (!existsSync(main)) throw new Error('apps/server/dist/main.js is missing: run `npm run build` first');
  return spawnServer([...nodeOptions, '--enable-source-maps', main], port, dataDir, environment);
}

function spawnServer(args: string[], port: number, dataDir: string, environment: Record<string, string>) {
  return spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ...environment,
    },
    stdio: 'inherit',
  });
}

/** A first start on PGlite creates its database, which takes longer on a busy machine (bench/README.md#idle-memoryts). */
export async function waitForHealth(baseUrl: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${baseUrl}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become healthy within ${timeoutMs / 1000} s`);
}

export async function postJson(url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Registers a fresh account and creates a flow to upload into. */
export async function accountWithFlow(baseUrl: string): Promise<{ token: string; flowId: string }> {
  const email = `bench.${Date.now()}@example.com`;
  const registered = await postJson(`${baseUrl}/v1/auth/register`, {
    firstName: 'Bench',
    email,
    password: 'bench1234',
  });
  const token: string = registered.tokens.access.token;
  const created = await postJson(`${baseUrl}/v1/flow`, { flowName: 'Bench', approverCount: 1 }, token);
  return { token, flowId: created.flow.flowId };
}

/** SIGTERM, then wait for the exit so the data directory is no longer in use when it is removed. */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}
