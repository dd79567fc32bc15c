// The entry of the PDF worker threads. Compiled (apps/server/dist) the tasks are JavaScript and load as they
// are. From the TypeScript sources, an API test run has compiled them beforehand
// (apps/server/test/support/compile-pdf-tasks.ts); otherwise a worker thread inherits tsx's loader when the
// process was started with it (npm run dev, the benchmarks) but not under vitest, so the entry registers its own,
// scoped to the modules it imports here, and only then: the production server never loads tsx.
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

let typescript;

/** The test run's compiled copy of a task's TypeScript module, when there is one. */
function compiledForTests(module) {
  const folder = process.env.SIGNFLOW_COMPILED_PDF_TASKS;
  if (!folder) return null;
  const compiled = path.join(folder, `${path.basename(fileURLToPath(new URL(module, import.meta.url)), '.ts')}.js`);
  return existsSync(compiled) ? pathToFileURL(compiled).href : null;
}

async function load(module) {
  if (!module.endsWith('.ts')) return import(new URL(module, import.meta.url).href);
  const compiled = compiledForTests(module);
  if (compiled) return import(compiled);
  if (!typescript) {
    const { register } = await import('tsx/esm/api');
    typescript = register({ namespace: 'pdf-work' });
  }
  return typescript.import(module, import.meta.url);
}

/** This thread's /proc stat file (Linux), whose counters the job's budget is read from (cpu-budget.ts); else null. */
function threadStatPath() {
  try {
    return `${realpathSync('/proc/thread-self')}/stat`;
  } catch {
    return null;
  }
}

/**
 * Runs `task` of `module` (a file URL, or a path relative to this file). Loading a module takes seconds the
 * first time (pdf.js, pdf-lib): the job's time budget starts after, when `started` is told (with where this
 * thread's processor time is read).
 */
export default async function run({ module, task, started, job }) {
  const tasks = await load(module);
  started.postMessage(threadStatPath());
  return tasks[task](job);
}
