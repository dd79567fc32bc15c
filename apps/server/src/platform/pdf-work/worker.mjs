// The entry of the PDF worker threads. The server runs TypeScript through tsx: a worker thread inherits
// tsx's loader when the process was started with it (npm start, the benchmarks) but not under vitest, so
// the entry registers its own, scoped to the modules it imports here.
import { register } from 'tsx/esm/api';

const typescript = register({ namespace: 'pdf-work' });

/**
 * Runs `task` of the TypeScript `module` (a path relative to this file). Loading a module takes seconds
 * the first time (pdf.js, pdf-lib): the job's time budget starts after, when `started` is told.
 */
export default async function run({ module, task, started, job }) {
  const tasks = await typescript.import(module, import.meta.url);
  started.postMessage(null);
  return tasks[task](job);
}
