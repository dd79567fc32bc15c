import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Whether the embedded database in `dataDir` is open in a process: PGlite keeps postmaster.pid there while
 * it is open and removes it on a clean close. PGlite does not stop a second process from opening the same
 * directory, and two at once damage it, so a command beside the app checks this first. A process that died
 * leaves the file behind; the app's next start and stop clears it.
 */
export function pgliteInUse(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'pglite', 'postmaster.pid'));
}
