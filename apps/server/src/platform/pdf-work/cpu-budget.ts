import { readFileSync } from 'node:fs';

/**
 * An upload's inspection counts the processor time its thread used (Linux's per-thread counters), not the time on
 * the clock: the inspection thread runs below the requests' priority, so on a busy machine an ordinary PDF can wait
 * seconds for a core, and a clock budget would refuse it as too complex. A thread starved that long is still ended
 * at a cap on the clock, by default WALL_CAP_FACTOR times the budget (50 s at the default 20 s; a wait in the
 * inspection queue and a new thread's start come on top). Where the counters cannot be read, the budget is the clock's.
 */
export const WALL_CAP_FACTOR = 2.5;
/**
 * The least cap, as a multiple of the budget: a thread that reaches it with its budget unspent then had less than
 * half a core, so it was kept waiting (`starved`) rather than slow on its own.
 */
export const MIN_WALL_CAP_FACTOR = 2;

/** The cap on the clock of a budget of processor time, unless set otherwise. */
export function defaultWallCapMs(budgetMs: number): number {
  return Math.round(budgetMs * WALL_CAP_FACTOR);
}
const CHECK_EVERY_MS = 100;
/** Linux counts a thread's processor time in ticks of 1/100 s (USER_HZ) on every architecture Node runs on. */
const MS_PER_TICK = 10;

/** The processor time (user and system) the thread whose /proc stat file this is has used, in ms; null if unread. */
export function threadCpuMs(statPath: string): number | null {
  try {
    const stat = readFileSync(statPath, 'utf8');
    // The thread's name, in parentheses, may itself hold ') ': the fields are read after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * MS_PER_TICK : null;
  } catch {
    return null;
  }
}

/**
 * What ended a job: its processor time; the clock, where no counters are read; or the clock's cap with the
 * processor time unspent, so the thread was kept waiting for a core (`starved`: the machine was busy, the job not
 * too heavy).
 */
export type BudgetSpent = { by: 'processor' | 'clock' | 'starved'; limitMs: number };

/**
 * Calls `onSpent` once the thread of `statPath` (null: unknown) has used `budgetMs` of processor time since now, or
 * `wallCapMs` has passed on the clock; with no counters, once `budgetMs` has passed. Answers the function that stops
 * watching. The timers do not keep the process alive.
 */
export function watchCpuBudget({
  statPath,
  budgetMs,
  onSpent,
  wallCapMs = defaultWallCapMs(budgetMs),
}: {
  statPath: string | null;
  budgetMs: number;
  onSpent: (spent: BudgetSpent) => void;
  wallCapMs?: number;
}): () => void {
  const startCpu = statPath ? threadCpuMs(statPath) : null;
  if (statPath === null || startCpu === null) {
    const timer = setTimeout(() => onSpent({ by: 'clock', limitMs: budgetMs }), budgetMs).unref();
    return () => clearTimeout(timer);
  }
  // The monotonic clock: a step of the wall clock (a time sync, a resumed machine) is no wait for a core.
  const wallDeadline = performance.now() + wallCapMs;
  const timer = setInterval(
    () => {
      const used = threadCpuMs(statPath);
      // Unread mid-job (the thread is ending): only the clock's cap is left to check.
      if (used !== null && used - startCpu >= budgetMs) {
        clearInterval(timer);
        onSpent({ by: 'processor', limitMs: budgetMs });
      } else if (performance.now() >= wallDeadline) {
        clearInterval(timer);
        onSpent({ by: 'starved', limitMs: wallCapMs });
      }
    },
    Math.max(1, Math.min(CHECK_EVERY_MS, budgetMs, wallCapMs)),
  ).unref();
  return () => clearInterval(timer);
}
