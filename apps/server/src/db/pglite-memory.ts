import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's own default is PostgreSQL's 128 MB of shared buffers, which the WebAssembly heap keeps resident
 * once touched. The app's working set is far smaller, and the pages PGlite reads also sit in the operating
 * system's file cache: 16 MB keeps an idle server about 120 MB smaller (bench/README.md, idle-memory).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

const run = promisify(execFile);

/**
 * Creates the embedded database's directory in a short-lived child process when it does not exist yet.
 * PGlite runs initdb in a second WebAssembly instance of its own, about 450 MB, which an idle server never
 * gives back (nothing makes V8 collect it): done in a process that then exits, the memory goes with it.
 */
export async function createPgliteDirectoryApart(directory: string): Promise<void> {
  if (existsSync(path.join(directory, 'PG_VERSION'))) return;
  mkdirSync(directory, { recursive: true });
  const script = `const { PGlite } = await import(process.argv[1]);
const database = new PGlite(process.argv[2]);
await database.waitReady;
await database.close();`;
  await run(process.execPath, [
    '--input-type=module',
    '-e',
    script,
    import.meta.resolve('@electric-sql/pglite'),
    directory,
  ]);
}
