import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { PdfInspection } from '../pdf-inspection';
import type { inspect } from './inspection-task';

/**
 * PDF work off the main thread: parsing a hostile PDF can take seconds of CPU and a lot of memory, which on
 * the main thread would stall every request. Each kind of work has a thread of its own (so sealing a large
 * document never delays an upload's inspection), created on first use; each job runs within a heap limit
 * and a time budget, past which its thread is ended and the job fails with a PdfWorkError. The process
 * lives on.
 */
export interface PdfWork<FinalPdfInput = unknown> {
  /** inspectPdfFile in a worker thread; a file that exhausts the budget or the heap is 'too-complex'. */
  inspect(filePath: string): Promise<PdfInspection>;
  /** The final PDF task given to createPdfWork, in a worker thread; a PdfWorkError past the limits. */
  buildFinalPdf(original: Uint8Array, input: FinalPdfInput): Promise<Buffer>;
  /** How busy each kind of work is now, for /metrics. */
  load(): PdfWorkLoad[];
  /** Ends the threads; jobs still running fail. */
  close(): Promise<void>;
}

/** One kind of work's threads and jobs at this moment. */
export interface PdfWorkLoad {
  lane: 'inspection' | 'sealing';
  /** Threads alive, and the most it may have. */
  threads: number;
  maxThreads: number;
  /** Jobs running, and jobs waiting for a thread. */
  running: number;
  queued: number;
}

export interface PdfWorkLimits {
  inspectionTimeoutMs: number;
  sealingTimeoutMs: number;
  /** The V8 heap of each worker thread (maxOldGenerationSizeMb). */
  workerMemoryMb: number;
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

export class PdfWorkError extends Error {
  constructor(
    readonly reason: 'time' | 'memory',
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

/** One kind of work, one task: one thread at most, made on first use. */
function createLane<Job, Result>(
  lane: PdfWorkLoad['lane'],
  label: string,
  task: WorkerTask<Job, Result>,
  limits: { timeoutMs: number; memoryMb: number },
) {
  let pool: Piscina | null = null;
  let unfinished = 0;
  return {
    load(): PdfWorkLoad {
      const queued = pool?.queueSize ?? 0;
      const threads = pool?.threads.length ?? 0;
      return { lane, threads, maxThreads: MAX_THREADS_PER_LANE, running: Math.max(0, unfinished - queued), queued };
    },
    async run(job: Job): Promise<Result> {
      pool ??= new Piscina({
        filename: WORKER_ENTRY,
        minThreads: 0,
        maxThreads: MAX_THREADS_PER_LANE,
        idleTimeout: IDLE_TIMEOUT_MS,
        // Below the main thread's priority (Linux): on a machine of few cores, requests come before PDF work.
        niceIncrement: PDF_THREAD_NICENESS,
        resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
      });
      const aborted = new AbortController();
      const started = new MessageChannel();
      let timer: NodeJS.Timeout | undefined;
      // The budget starts with the job, not while it waits behind another: aborting a running job ends its thread.
      started.port1.once('message', () => {
        timer = setTimeout(() => aborted.abort(), limits.timeoutMs);
      });
      unfinished += 1;
      try {
        return await pool.run(
          { module: task.module, task: task.name, started: started.port2, job },
          { signal: aborted.signal, transferList: [started.port2] },
        );
      } catch (error) {
        if (aborted.signal.aborted) throw new PdfWorkError('time', `${label} took longer than ${limits.timeoutMs} ms`);
        if ((error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
          throw new PdfWorkError('memory', `${label} needed more than ${limits.memoryMb} MB`);
        }
        throw error;
      } finally {
        unfinished -= 1;
        clearTimeout(timer);
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

/**
 * The PDF work: inspection, and the final PDF with `finalPdfTask` (the sealing module's, which this
 * adapter does not know).
 */
export function createPdfWork<FinalPdfInput>(
  limits: PdfWorkLimits,
  finalPdfTask: WorkerTask<{ original: Uint8Array; input: FinalPdfInput }, Uint8Array>,
): PdfWork<FinalPdfInput> {
  const memoryMb = limits.workerMemoryMb;
  const inspection = createLane('inspection', 'the PDF inspection', INSPECTION_TASK, {
    timeoutMs: limits.inspectionTimeoutMs,
    memoryMb,
  });
  const sealing = createLane('sealing', 'the final PDF', finalPdfTask, {
    timeoutMs: limits.sealingTimeoutMs,
    memoryMb,
  });
  return {
    async inspect(filePath) {
      try {
        return await inspection.run({ filePath });
      } catch (error) {
        if (error instanceof PdfWorkError) return { verdict: 'too-complex' };
        throw error;
      }
    },
    async buildFinalPdf(original, input) {
      // A Buffer crosses threads as a plain Uint8Array.
      const sealed = await sealing.run({ original, input });
      return Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
    },
    load() {
      return [inspection.load(), sealing.load()];
    },
    async close() {
      await Promise.all([inspection.close(), sealing.close()]);
    },
  };
}
