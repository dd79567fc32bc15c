import { afterAll } from 'vitest';
import { openTestAppCount } from './test-app';

/**
 * The 'api' project's files share one process (vitest.config.ts): an app a file leaves open would go on polling its
 * queues through every file after it. Registered before the file's own hooks, this runs after them.
 */
afterAll(() => {
  const open = openTestAppCount();
  if (open > 0) throw new Error(`${open} test app(s) left open: close each app a test file starts in its afterAll`);
});
