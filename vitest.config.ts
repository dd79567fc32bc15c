import { configDefaults, defineConfig } from 'vitest/config';
import { API_ISOLATED, API_MOCKS, CLUSTER } from './apps/server/test/support/test-projects';

/**
 * The API tests' time limits, alike whether their files share a process or not. They catch a test that hangs, not
 * a slow one: `npm test` runs both engines' API runs and the build side by side on two cores, where a test that
 * seals a PDF in 6 s alone has taken over 30 s. Waiting for a seal allows 60 s (test/support/sealing.ts).
 */
const API_TIME_LIMITS = { testTimeout: 90_000, hookTimeout: 90_000 };
/** The PDF worker threads' tasks, compiled once for the run rather than by each thread (compile-pdf-tasks.ts). */
const COMPILE_PDF_TASKS = 'apps/server/test/support/compile-pdf-tasks.ts';

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
          include: ['apps/web/src/**/*.test.tsx', 'packages/embed/src/**/*.test.tsx'],
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
          exclude: [
            ...configDefaults.exclude,
            ...API_ISOLATED,
            ...API_MOCKS,
            ...CLUSTER,
            'apps/server/test/production/**',
          ],
          environment: 'node',
          setupFiles: ['apps/server/test/support/every-app-closed.ts'],
          globalSetup: [COMPILE_PDF_TASKS],
          // The files share one module graph per worker: loading the server's modules again for each file took
          // seconds a file. A file that leaves a test app open fails (every-app-closed.ts), so no app's background
          // jobs run on into the files after it.
          isolate: false,
          ...API_TIME_LIMITS,
        },
      },
      {
        test: {
          name: 'api-mocks',
          include: API_MOCKS,
          environment: 'node',
          globalSetup: [COMPILE_PDF_TASKS],
          ...API_TIME_LIMITS,
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
          globalSetup: [COMPILE_PDF_TASKS],
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
