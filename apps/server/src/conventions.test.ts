import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Two of ARCHITECTURE.md's rules that hold everywhere, checked over the server's sources: every background job is
 * declared in `jobs.ts` (no `setInterval` and no polling worker started elsewhere), and cookies are read and written through
 * @fastify/cookie (`request.cookies`, `reply.setCookie`), never parsed or written by hand.
 */

const SOURCE = import.meta.dirname;

const sources = (readdirSync(SOURCE, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.split(path.sep).join('/'));

/** The lines of the server's sources (comments included) that match `pattern`, as `file:line`. */
function linesMatching(pattern: RegExp): string[] {
  return sources.flatMap((file) =>
    readFileSync(path.join(SOURCE, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}`] : [])),
  );
}

describe("the server's conventions", () => {
  it('starts repeating work only from the one list of background jobs', () => {
    expect(sources).toContain('jobs.ts');
    // The polling worker itself, the live-update stream's heartbeat, which lives and ends with its connection, and a PDF
    // job's budget watcher, which lives and ends with its job.
    const allowed = ['platform/polling-worker.ts', 'modules/live-updates/routes.ts', 'platform/pdf-work/cpu-budget.ts'];
    const repeating = linesMatching(/\bsetInterval\(/).filter((at) => !allowed.includes(at.split(':')[0] ?? ''));
    expect(repeating).toEqual([]);
    const polling = linesMatching(/\b(startPollingWorker|startRepeatingTimer)\(/).filter(
      (at) => !at.startsWith('jobs.ts:') && !at.startsWith('platform/polling-worker.ts:'),
    );
    expect(polling).toEqual([]);
  });

  it('reads and writes cookies through @fastify/cookie only', () => {
    const byHand = linesMatching(/headers\.cookie\b|headers\[['"]cookie['"]\]|['"]set-cookie['"]/i).filter(
      // The logger's list of what it never writes out.
      (at) => !at.startsWith('http/logger-options.ts:'),
    );
    expect(byHand).toEqual([]);
    expect(linesMatching(/@fastify\/cookie/).length).toBeGreaterThan(0);
  });
});
