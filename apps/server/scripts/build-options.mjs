// How the server's code is compiled to JavaScript (esbuild), for the build (build.mjs) and for a test run's PDF
// worker threads (apps/server/test/support/compile-pdf-tasks.ts).
import path from 'node:path';

const src = path.resolve(import.meta.dirname, '../src');

/**
 * The modules the PDF worker threads load by file (platform/pdf-work/pdf-work.ts, taskModuleUrl): never imported,
 * each is an entry of its own, its compiled file named as its source.
 */
export const PDF_TASK_ENTRIES = Object.fromEntries(
  [
    'platform/pdf-work/inspection-task.ts',
    'platform/pdf-work/png-task.ts',
    'modules/sealing/final-pdf-task.ts',
    'modules/sealing/verify-task.ts',
    'modules/billing/invoice-task.ts',
  ].map((source) => [path.basename(source, '.ts'), path.join(src, source)]),
);

/** node_modules stay imports; only our own workspace packages (TypeScript sources) are compiled in. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@signflow/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Each entry one self-contained ES module for Node, beside the others. */
export const SERVER_BUILD_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  plugins: [externalPackages],
};
