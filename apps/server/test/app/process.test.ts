import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase, TEST_DB_ENGINE } from '../support/test-database';

/** The real entry point, as `npm start` runs it: migrations at start, data kept in DATA_DIR, clean SIGTERM. */
const serverRoot = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'signflow-process-'));

// In the PostgreSQL run, the product itself runs on PostgreSQL through DATABASE_URL.
let databaseUrl: string | undefined;
let dropDatabase = async () => {};
beforeAll(async () => {
  if (TEST_DB_ENGINE !== 'postgres') return;
  ({ url: databaseUrl, drop: dropDatabase } = await createEmptyPostgresDatabase());
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase();
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy in 30 s');
}

function stopWithSigterm(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not stop within 10 s of SIGTERM')), 10_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    child.kill('SIGTERM');
  });
}

describe('npm start', () => {
  it('keeps accounts across restarts on one DATA_DIR and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const credentials = { email: 'restart@example.com', password: 'survive1restart' };

    const first = await startServer(port);
    const registered = await fetch(`http://127.0.0.1:${port}/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Restart', ...credentials }),
    });
    expect(registered.status).toBe(201);
    expect(await stopWithSigterm(first)).toBe(0);

    const second = await startServer(port);
    try {
      const login = await fetch(`http://127.0.0.1:${port}/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      expect(login.status).toBe(200);
      const { tokens } = await login.json();
      // The generated JWT secret is kept in DATA_DIR too, so the first run's tokens stay valid.
      const { tokens: firstTokens } = await registered.json();
      const profile = await fetch(`http://127.0.0.1:${port}/v1/profile`, {
        headers: { authorization: `Bearer ${firstTokens.access.token}` },
      });
      expect(profile.status).toBe(200);
      expect(tokens.access.token).toBeTruthy();
    } finally {
      expect(await stopWithSigterm(second)).toBe(0);
    }
  });
});
