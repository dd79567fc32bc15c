import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';
import { PDF_TASK_ENTRIES, SERVER_BUILD_OPTIONS } from '../../scripts/build-options.mjs';

/** Read by the PDF worker threads' entry, platform/pdf-work/worker.mjs. */
const COMPILED_TASKS_VARIABLE = 'SIGNFLOW_COMPILED_PDF_TASKS';
const FOLDER_PREFIX = 'pdf-tasks-';
/** Older than any run: a run stopped before its teardown leaves its folder behind. */
const LEFTOVER_AFTER_MS = 6 * 60 * 60_000;

function removeLeftovers(cache: string) {
  for (const name of readdirSync(cache)) {
    const folder = path.join(cache, name);
    const modified = statSync(folder, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (name.startsWith(FOLDER_PREFIX) && Date.now() - modified > LEFTOVER_AFTER_MS) {
      rmSync(folder, { recursive: true, force: true });
    }
  }
}

/**
 * Vitest's global setup for the API tests: compiles the PDF worker threads' task modules once for the run, as the
 * build does. Each test app starts threads of its own, and a thread loading the TypeScript sources through tsx
 * spent about 2 s of CPU on it: a third of the signing and templates tests' CPU. Loading JavaScript takes a
 * fraction of that. Vitest starts its test processes after the global setups, with this process's environment,
 * and a thread inherits its process's. In watch mode nothing is compiled (the threads load the sources as they
 * are then), so a change to a task module is never missed.
 */
export default async function compilePdfTasks(project: TestProject) {
  const compiled = process.env[COMPILED_TASKS_VARIABLE];
  // Each project of the run has this setup: the first one's tasks serve them all.
  if (project.config.watch || (compiled && existsSync(compiled))) return;
  // Inside the server's folder, so the compiled files find its packages as the sources do.
  const cache = path.resolve(import.meta.dirname, '../../node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  removeLeftovers(cache);
  const outdir = mkdtempSync(path.join(cache, FOLDER_PREFIX));
  const removeCompiled = () => rmSync(outdir, { recursive: true, force: true });
  try {
    // ES modules, as apps/server/package.json says of dist: a folder under node_modules is outside its scope.
    writeFileSync(path.join(outdir, 'package.json'), '{ "type": "module" }\n');
    await build({ ...SERVER_BUILD_OPTIONS, entryPoints: PDF_TASK_ENTRIES, outdir, sourcemap: 'inline' });
  } catch (error) {
    removeCompiled();
    throw error;
  }
  process.env[COMPILED_TASKS_VARIABLE] = outdir;
  return () => {
    delete process.env[COMPILED_TASKS_VARIABLE];
    removeCompiled();
  };
}
