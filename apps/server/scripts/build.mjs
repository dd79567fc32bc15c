// `npm run build -w @signflow/server`: compiles the server to JavaScript in apps/server/dist, which
// `npm start` runs with plain node. Each entry is one self-contained ES module (the workspace packages,
// which publish TypeScript, are bundled in; everything from node_modules stays an import), all side by side
// in dist/, so `import.meta.dirname` means the same directory to every one of them.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { PDF_TASK_ENTRIES, SERVER_BUILD_OPTIONS } from './build-options.mjs';

const serverDir = path.resolve(import.meta.dirname, '..');
const src = path.join(serverDir, 'src');
const dist = path.join(serverDir, 'dist');

const entryPoints = {
  main: path.join(src, 'main.ts'),
  ...PDF_TASK_ENTRIES,
};

rmSync(dist, { recursive: true, force: true });
await build({ ...SERVER_BUILD_OPTIONS, entryPoints, outdir: dist, sourcemap: true });
cpSync(path.join(src, 'db/migrations'), path.join(dist, 'migrations'), { recursive: true });
cpSync(path.join(src, 'platform/pdf-work/worker.mjs'), path.join(dist, 'worker.mjs'));
// The embedded database's thread (db/pglite-thread-client.ts) loads this file by its name, beside main.js.
cpSync(path.join(src, 'db/pglite-thread.mjs'), path.join(dist, 'pglite-thread.mjs'));
console.log(`server compiled into ${path.relative(process.cwd(), dist) || '.'}`);
