import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type BudgetSpent, threadCpuMs, WALL_CAP_FACTOR, watchCpuBudget } from './cpu-budget';

/** A thread that tells its /proc stat file, then spins (`busy`) or sleeps, as worker.mjs tells it before a job. */
function startThread(busy: boolean): Promise<{ worker: Worker; statPath: string }> {
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
     const { realpathSync } = require('node:fs');
     parentPort.postMessage(realpathSync('/proc/thread-self') + '/stat');
     if (${busy}) for (;;) {} else setInterval(() => {}, 1000);`,
    { eval: true },
  );
  return new Promise((resolve) => worker.once('message', (statPath: string) => resolve({ worker, statPath })));
}

const threads: Worker[] = [];
afterEach(async () => {
  await Promise.all(threads.splice(0).map((worker) => worker.terminate()));
});
const directory = mkdtempSync(path.join(tmpdir(), 'signflow-cpu-budget-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** What spent the budget and when, in ms after watching began; rejects past `withinMs`. */
function spentAfter(statPath: string | null, budgetMs: number, withinMs: number, wallCapMs?: number) {
  const start = Date.now();
  return new Promise<{ spent: BudgetSpent; afterMs: number }>((resolve, reject) => {
    const giveUp = setTimeout(() => {
      stop();
      reject(new Error(`not spent within ${withinMs} ms`));
    }, withinMs);
    const stop = watchCpuBudget({
      statPath,
      budgetMs,
      wallCapMs,
      onSpent: (spent) => {
        clearTimeout(giveUp);
        resolve({ spent, afterMs: Date.now() - start });
      },
    });
  });
}

describe('a PDF inspection’s budget of processor time', () => {
  it('reads the fields after the thread’s name, even a name that holds “) ”', () => {
    const stat = path.join(directory, 'stat');
    // pid (comm) state ppid … utime (14th) stime (15th) …: 250 and 50 ticks.
    writeFileSync(stat, `4242 (odd) name) S 1 4242 4242 0 -1 4194560 100 0 0 0 250 50 0 0 20 0 3 0 1 0 0\n`);
    expect(threadCpuMs(stat)).toBe(3_000);
    expect(threadCpuMs(path.join(directory, 'missing'))).toBeNull();
  });

  it('is the clock’s where the thread’s counters cannot be read', async () => {
    const { spent, afterMs } = await spentAfter(null, 100, 2_000);
    expect(spent).toEqual({ by: 'clock', limitMs: 100 });
    expect(afterMs).toBeGreaterThanOrEqual(95);
  });

  describe.runIf(process.platform === 'linux')('on Linux', () => {
    it('reads a thread’s processor time, which grows while it works', async () => {
      const { worker, statPath } = await startThread(true);
      threads.push(worker);
      const before = threadCpuMs(statPath);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(before).not.toBeNull();
      expect((threadCpuMs(statPath) ?? 0) - (before ?? 0)).toBeGreaterThan(0);
    });

    it('is spent by a thread that works for its budget, before the cap on the clock', async () => {
      const { worker, statPath } = await startThread(true);
      threads.push(worker);
      const start = threadCpuMs(statPath) ?? 0;
      // A cap far off: on a busy machine the spinning thread too waits for a core.
      const { spent } = await spentAfter(statPath, 200, 200 * 50 + 2_000, 200 * 50);
      expect(spent).toEqual({ by: 'processor', limitMs: 200 });
      expect((threadCpuMs(statPath) ?? 0) - start).toBeGreaterThanOrEqual(200);
    });

    it('is not spent by a thread that waits (as on a busy machine), until the cap on the clock', async () => {
      const { worker, statPath } = await startThread(false);
      threads.push(worker);
      const { spent, afterMs } = await spentAfter(statPath, 100, 100 * WALL_CAP_FACTOR + 2_000);
      expect(spent).toEqual({ by: 'starved', limitMs: 100 * WALL_CAP_FACTOR });
      expect(afterMs).toBeGreaterThanOrEqual(100 * WALL_CAP_FACTOR - 5);
    });
  });
});
