import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase, TEST_DB_ENGINE } from '../support/test-database';
import {
  assertBuilt,
  commandLine,
  isAlive,
  processTree,
  type StartCommand,
  sigterm,
  startCompiledServer,
} from './compiled-server';

const dataDir = mkdtempSync(path.join(tmpdir(), 'signflow-production-'));
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

describe.each<StartCommand>(['npm start', 'node'])('SIGTERM to the process `%s` starts', (command) => {
  it('stops the server cleanly and leaves no process behind', async () => {
    const server = await startCompiledServer(command, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    const tree = processTree(server.child.pid as number);
    // The compiled server on plain node: tsx is nowhere in the chain.
    expect(tree.map(commandLine).join('\n')).toContain('apps/server/dist/main.js');
    expect(tree.map(commandLine).join('\n')).not.toContain('tsx');

    const code = await sigterm(server.child, 15_000);

    expect(code).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
    expect(tree.filter(isAlive)).toEqual([]);
    await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
  });
});
