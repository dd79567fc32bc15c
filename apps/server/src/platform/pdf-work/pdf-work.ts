import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { PdfInspection } from '../pdf-inspection';
import { type BudgetSpent, watchCpuBudget } from './cpu-budget';
import { createFairQueue } from './fair-queue';
import type { inspect } from './inspection-task';
import type { isDrawablePng } from './png-task';

/**
 * PDF and image work off the main thread: parsing a hostile PDF can take seconds of CPU and a lot of memory, and
 * even a signer's image or an invoice takes tens of milliseconds, which on the main thread would stall every
 * request. Each kind of work has a thread of its own (so sealing a large document never delays an upload's
 * inspection, and neither delays a signer's save), created on first use; each job runs within a heap limit
 * and a budget (an inspection's of processor time, cpu-budget.ts; the others' of the clock), past which its thread is
 * ended and the job fails with a PdfWorkError. The process lives on.
 */
export interface PdfWork<FinalPdfInput = unknown, FinalPdfResult = Uint8Array> {
  /**
   * inspectPdfFile in a worker thread; a file that exhausts the budget or the heap is 'too-complex'. Inspections
   * wait in a fair queue, owners (accounts) taking turns; past its bounds one is refused at once with a
   * QueueFullError (fair-queue.ts). An inspection whose thread was kept from a core past the clock's cap fails with
   * a `starved` PdfWorkError: the file was not shown too complex.
   */
  inspect(filePath: string, owner: string): Promise<PdfInspection>;
  /** The final PDF task given to createPdfWork, in a worker thread; a PdfWorkError past the limits. */
  buildFinalPdf(original: Uint8Array, input: FinalPdfInput): Promise<FinalPdfResult>;
  /**
   * Another `task` on a file someone sent (a PDF to verify), in the inspection lane: in the same fair queue as
   * inspections, `owner` taking turns with the others, within the inspection's budget. A PdfWorkError past the
   * limits, a QueueFullError past the queue's bounds.
   */
  runInspectionLane<Job, Result>(task: WorkerTask<Job, Result>, job: Job, owner: string): Promise<Result>;
  /**
   * Whether a PNG can be drawn into the final PDF (decodeDrawablePng, which sealing draws with), decoded in the
   * quick lane's thread; a PNG that exhausts the budget or the heap cannot.
   */
  isDrawablePng(bytes: Uint8Array): Promise<boolean>;
  /**
   * A short `task` a request waits on (an invoice to render), in the quick lane's thread: one job at a time, never
   * behind an inspection or a seal. A PdfWorkError past the limits.
   */
  runQuick<Job, Result>(task: WorkerTask<Job, Result>, job: Job): Promise<Result>;
  /** How busy each kind of work is now, for /metrics. */
  load(): PdfWorkLoad[];
  /** Ends the threads; jobs still running fail. */
  close(): Promise<void>;
}

/** One kind of work's threads and jobs at this moment. */
export interface PdfWorkLoad {
  lane: 'inspection' | 'sealing' | 'quick';
  /** Threads alive, and the most it may have. */
  threads: number;
  maxThreads: number;
  /** Jobs running, and jobs waiting for a thread. */
  running: number;
  queued: number;
}

export interface PdfWorkLimits {
  /** The inspection's budget of processor time, and its cap on the clock (cpu-budget.ts). */
  inspectionTimeoutMs: number;
  inspectionWallCapMs: number;
  sealingTimeoutMs: number;
  /** The V8 heap of each worker thread (maxOldGenerationSizeMb). */
  workerMemoryMb: number;
  /** Inspections one owner may have waiting or running, and inspections that may wait in all. */
  inspectionQueue: { perOwner: number; totalWaiting: number };
}

/**
 * A function exported by a TypeScript module, run in a worker thread: the module's file URL (or a path
 * relative to worker.mjs) and the export's name. `Job` and `Result` only type the call.
 */
export interface WorkerTask<Job, Result> {
  module: string;
  name: string;
  /** Never set: carries the task's types. */
  readonly signature?: (job: Job) => Result;
}

/**
 * A job ended past its limits: its time or heap (`time`, `memory`: the job is too heavy), or the clock's cap while
 * its thread waited for a core (`starved`: the machine is too busy, and the same job may pass later).
 */
export class PdfWorkError extends Error {
  constructor(
    readonly reason: 'time' | 'memory' | 'starved',
    message: string,
  ) {
    super(message);
    this.name = 'PdfWorkError';
  }
}

/**
 * The file URL of a task module beside `base` (an `import.meta.url`), named by its TypeScript source: run from
 * the sources it is that file; compiled (apps/server/dist, where every entry sits side by side) it is the
 * JavaScript file of the same name.
 */
export function taskModuleUrl(source: string, base: string): string {
  const compiled = !new URL(base).pathname.endsWith('.ts');
  return new URL(compiled ? source.replace(/\.ts$/, '.js') : source, base).href;
}

const WORKER_ENTRY = new URL('./worker.mjs', import.meta.url).href;
/**
 * A thread idle this long ends, and the memory pdf.js or pdf-lib held goes with it; the next job waits a
 * few seconds for a new thread to load them.
 */
const IDLE_TIMEOUT_MS = 5 * 60_000;
const PDF_THREAD_NICENESS = 10;
const MAX_THREADS_PER_LANE = 1;
/** A quick job takes milliseconds (the largest PNG a signer may save, an invoice); far past that, something is wrong. */
const QUICK_TIMEOUT_MS = 10_000;

function overBudgetError(label: string, spent: BudgetSpent): PdfWorkError {
  if (spent.by === 'processor') {
    return new PdfWorkError('time', `${label} used more than ${spent.limitMs} ms of processor time`);
  }
  if (spent.by === 'starved') {
    return new PdfWorkError('starved', `${label} waited ${spent.limitMs} ms for processor time it did not get`);
  }
  return new PdfWorkError('time', `${label} took longer than ${spent.limitMs} ms`);
}

/** One kind of work: one thread at most, made on first use, running the tasks it is given one at a time. */
function createLane(
  lane: PdfWorkLoad['lane'],
  limits: {
    timeoutMs: number;
    memoryMb: number;
    niceness: number;
    /**
     * What the budget counts: the thread's processor time (cpu-budget.ts), up to a cap on the clock, for work that
     * only computes; or the clock, for work that also waits on the network (sealing's time-stamp) or that a request
     * waits on (quick).
     */
    budget: { counts: 'processor'; wallCapMs: number } | { counts: 'clock' };
  },
) {
  let pool: Piscina | null = null;
  let unfinished = 0;
  return {
    load(): PdfWorkLoad {
      const queued = pool?.queueSize ?? 0;
      const threads = pool?.threads.length ?? 0;
      return { lane, threads, maxThreads: MAX_THREADS_PER_LANE, running: Math.max(0, unfinished - queued), queued };
    },
    async run<Job, Result>(task: WorkerTask<Job, Result>, label: string, job: Job): Promise<Result> {
      pool ??= new Piscina({
        filename: WORKER_ENTRY,
        minThreads: 0,
        maxThreads: MAX_THREADS_PER_LANE,
        idleTimeout: IDLE_TIMEOUT_MS,
        // Below the main thread's priority (Linux): on a machine of few cores, requests come before PDF work.
        niceIncrement: limits.niceness,
        resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
      });
      const aborted = new AbortController();
      const started = new MessageChannel();
      let stopWatching = () => {};
      let settled = false;
      let spent: BudgetSpent | null = null;
      // The budget starts with the job, not while it waits behind another: aborting a running job ends its thread.
      // The message comes on a port of its own, so it may come after the job has ended: then nothing is watched.
      started.port1.once('message', (statPath: string | null) => {
        if (settled) return;
        stopWatching = watchCpuBudget({
          statPath: limits.budget.counts === 'processor' ? statPath : null,
          budgetMs: limits.timeoutMs,
          wallCapMs: limits.budget.counts === 'processor' ? limits.budget.wallCapMs : undefined,
          onSpent: (why) => {
            spent = why;
            aborted.abort();
          },
        });
      });
      unfinished += 1;
      try {
        return await pool.run(
          { module: task.module, task: task.name, started: started.port2, job },
          { signal: aborted.signal, transferList: [started.port2] },
        );
      } catch (error) {
        if (aborted.signal.aborted) {
          throw overBudgetError(label, spent ?? { by: 'clock', limitMs: limits.timeoutMs });
        }
        if ((error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
          throw new PdfWorkError('memory', `${label} needed more than ${limits.memoryMb} MB`);
        }
        throw error;
      } finally {
        settled = true;
        unfinished -= 1;
        stopWatching();
        started.port1.close();
      }
    },
    async close() {
      const running = pool;
      pool = null;
      await running?.destroy();
    },
  };
}

const INSPECTION_TASK: WorkerTask<Parameters<typeof inspect>[0], PdfInspection> = {
  module: taskModuleUrl('./inspection-task.ts', import.meta.url),
  name: 'inspect',
};

const DRAWABLE_PNG_TASK: WorkerTask<Parameters<typeof isDrawablePng>[0], boolean> = {
  module: taskModuleUrl('./png-task.ts', import.meta.url),
  name: 'isDrawablePng',
};

/**
 * The PDF work: inspection, and the final PDF with `finalPdfTask` (the sealing module's, which this
 * adapter does not know).
 */
export function createPdfWork<FinalPdfInput, FinalPdfResult>(
  limits: PdfWorkLimits,
  finalPdfTask: WorkerTask<{ original: Uint8Array; input: FinalPdfInput }, FinalPdfResult>,
): PdfWork<FinalPdfInput, FinalPdfResult> {
  const memoryMb = limits.workerMemoryMb;
  const background = { memoryMb, niceness: PDF_THREAD_NICENESS };
  const inspection = createLane('inspection', {
    ...background,
    timeoutMs: limits.inspectionTimeoutMs,
    budget: { counts: 'processor', wallCapMs: limits.inspectionWallCapMs },
  });
  // In front of the lane's thread, so the thread's own queue stays empty and no account's uploads wait behind
  // all of another's.
  const inspectionTurns = createFairQueue({ concurrency: MAX_THREADS_PER_LANE, ...limits.inspectionQueue });
  const sealing = createLane('sealing', {
    ...background,
    timeoutMs: limits.sealingTimeoutMs,
    budget: { counts: 'clock' },
  });
  // Not below the main thread: a request waits for each quick job, and a busy machine would starve a niced one.
  const quick = createLane('quick', {
    memoryMb,
    niceness: 0,
    timeoutMs: QUICK_TIMEOUT_MS,
    budget: { counts: 'clock' },
  });
  const lanes = [inspection, sealing, quick];
  return {
    async inspect(filePath, owner) {
      try {
        return await inspectionTurns.run(owner, () =>
          inspection.run(INSPECTION_TASK, 'the PDF inspection', { filePath }),
        );
      } catch (error) {
        if (error instanceof PdfWorkError && error.reason !== 'starved') return { verdict: 'too-complex' };
        throw error;
      }
    },
    buildFinalPdf(original, input) {
      return sealing.run(finalPdfTask, 'the final PDF', { original, input });
    },
    runInspectionLane(task, job, owner) {
      return inspectionTurns.run(owner, () => inspection.run(task, 'a PDF check', job));
    },
    async isDrawablePng(bytes) {
      try {
        return await quick.run(DRAWABLE_PNG_TASK, 'decoding an image', { bytes });
      } catch (error) {
        if (error instanceof PdfWorkError) return false;
        throw error;
      }
    },
    runQuick(task, job) {
      return quick.run(task, 'a quick job', job);
    },
    load() {
      return lanes.map((lane) => {
        const laneLoad = lane.load();
        return lane === inspection
          ? { ...laneLoad, queued: laneLoad.queued + inspectionTurns.load().waiting }
          : laneLoad;
      });
    },
    async close() {
      await Promise.all(lanes.map((lane) => lane.close()));
    },
  };
}
