import { configDefaults, defineConfig } from 'vitest/config';

/** API tests that measure latency or time refusals, run alone. */
const API_ISOLATED = [
  'apps/server/test/modules/documents/hostile-pdf.test.ts',
  'apps/server/test/http/slow-clients.test.ts',
  'apps/server/test/http/public-bodies.test.ts',
  'apps/server/test/modules/documents/upload-flood.test.ts',
];
/** Tests of several app processes behind nginx, on PostgreSQL: they start real processes, one file at a time. */
const CLUSTER = ['apps/server/test/cluster/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The web app's screens in a DOM (jsdom), driven as a user would: `npm run test:components`.
        test: {
          name: 'components',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A screen driven key by key takes a few seconds on a busy machine.
          testTimeout: 20_000,
          // i18next's advertisement on each start, once per test file.
          env: { I18NEXT_NO_SUPPORT_NOTICE: '1' },
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...API_ISOLATED, ...CLUSTER, 'apps/server/test/production/**'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The compiled server (apps/server/dist) as production runs it: after `npm run build`.
        test: {
          name: 'production',
          include: ['apps/server/test/production/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Run on its own, after 'api' (`npm run test:api`): these tests time how the API answers while
        // the process does heavy work, which other test files loading the machine beside them would skew.
        test: {
          name: 'api-isolated',
          include: API_ISOLATED,
          environment: 'node',
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        // `npm run test:cluster`, after `npm run build`: two app nodes, nginx, one PostgreSQL database.
        test: {
          name: 'cluster',
          include: CLUSTER,
          environment: 'node',
          fileParallelism: false,
          testTimeout: 240_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
