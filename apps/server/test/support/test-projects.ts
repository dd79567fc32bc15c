/** The API test files that run apart from the 'api' project (vitest.config.ts), by why they must. */

/** API tests that measure latency or time refusals, run alone. */
export const API_ISOLATED = [
  'apps/server/test/modules/documents/hostile-pdf.test.ts',
  'apps/server/test/http/slow-clients.test.ts',
  'apps/server/test/http/public-bodies.test.ts',
  'apps/server/test/modules/documents/upload-flood.test.ts',
];
/**
 * API tests that replace a module with `vi.mock`: they need a module graph of their own, so they run in the
 * 'api-mocks' project, whose files are isolated from each other, rather than in 'api', whose files share one.
 */
export const API_MOCKS = [
  'apps/server/test/modules/signing/sender-token-secrecy.test.ts',
  'apps/server/test/modules/auth/change-password.test.ts',
  'apps/server/test/modules/live-updates/live-updates-abort.test.ts',
  'apps/server/test/platform/off-main-thread.test.ts',
  'apps/server/test/http/fuzz-routes.test.ts',
  'apps/server/test/http/api-docs.test.ts',
  'apps/server/test/modules/documents/inspection-starved.test.ts',
];
/** Tests of several app processes behind nginx, on PostgreSQL: they start real processes, one file at a time. */
export const CLUSTER = ['apps/server/test/cluster/**/*.test.ts'];
