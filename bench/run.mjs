// `npm run bench [-- name …]`: runs every bench/*.ts (or those whose names contain a given word) with tsx,
// one after the other, and fails if any of them failed.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const benchDir = import.meta.dirname;
const root = path.resolve(benchDir, '..');
const filters = process.argv.slice(2);

const benches = readdirSync(benchDir)
  .filter((name) => name.endsWith('.ts'))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .sort();
if (benches.length === 0) {
  console.error(`no bench matches ${filters.join(', ')}`);
  process.exit(1);
}

const failed = [];
for (const name of benches) {
  console.log(`\n=== ${name}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join('bench', name)], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) failed.push(name);
}

console.log(failed.length === 0 ? '\nall benches passed' : `\nfailed: ${failed.join(', ')}`);
process.exitCode = failed.length === 0 ? 0 : 1;
