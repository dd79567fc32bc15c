// `npm run build -w @signflow/server`: compiles the server to JavaScript in apps/server/dist, which
// `npm start` runs with plain node. Each entry is one self-contained ES module (the workspace packages,
// which publish TypeScript, are bundled in; everything from node_modules stays an import), all side by side
// in dist/, so `import.meta.dirname` means the same directory to every one of them.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const src = path.join(serverDir, 'src');
const dist = path.join(serverDir, 'dist');

const entryPoints = {
  main: path.join(src, 'main.ts'),
  // The PDF worker threads load these by file (pdf-work.ts, taskModuleUrl): they are never imported.
  'inspection-task': path.join(src, 'platform/pdf-work/inspection-task.ts'),
  'png-task': path.join(src, 'platform/pdf-work/png-task.ts'),
  'final-pdf-task': path.join(src, 'modules/sealing/final-pdf-task.ts'),
  'verify-task': path.join(src, 'modules/sealing/verify-task.ts'),
  'invoice-task': path.join(src, 'modules/billing/invoice-task.ts'),
};

/** node_modules stay imports; only our own workspace packages (TypeScript sources) are compiled in. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@signflow/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints,
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});
cpSync(path.join(src, 'db/migrations'), path.join(dist, 'migrations'), { recursive: true });
cpSync(path.join(src, 'platform/pdf-work/worker.mjs'), path.join(dist, 'worker.mjs'));
// The embedded database's thread (db/pglite-thread-client.ts) loads this file by its name, beside main.js.
cpSync(path.join(src, 'db/pglite-thread.mjs'), path.join(dist, 'pglite-thread.mjs'));
console.log(`server compiled into ${path.relative(process.cwd(), dist) || '.'}`);
