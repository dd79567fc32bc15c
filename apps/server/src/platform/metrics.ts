import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PdfWorkLoad } from './pdf-work/pdf-work';

/** What the queues hold, read from the database at each scrape: the same figure on every node. */
export interface MetricsSources {
  mailQueue(): Promise<{ pending: number; due: number; failed: number }>;
  sealingBacklog(): Promise<{ waiting: number; failed: number }>;
  pdfWorkLoad(): PdfWorkLoad[];
}

/** What the app tells its metrics as it works; `exposition` is the text GET /metrics answers. */
export interface AppMetrics {
  requestAnswered(answered: { method: string; route: string; status: number; seconds: number }): void;
  mailSendFailed(outcome: { gaveUp: boolean }): void;
  sealingFinished(attempt: { outcome: SealingOutcome; seconds: number }): void;
  exposition(): Promise<{ contentType: string; text: string }>;
}

/** How a sealing attempt ended: sealed, found already sealed (by another node), or failed. */
export type SealingOutcome = 'sealed' | 'already-sealed' | 'failed';

/** When METRICS_TOKEN is not set: nothing is counted, and GET /metrics is not there. */
export const NO_METRICS: AppMetrics = {
  requestAnswered() {},
  mailSendFailed() {},
  sealingFinished() {},
  exposition: () => Promise.reject(new Error('metrics are off')),
};

/** A request to a path no route has: one label for all of them, so a scan cannot grow the series without bound. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The app's metrics in a registry of its own (several apps share a test process). Counters and histograms
 * are this process's; the queue gauges are read from the database when scraped.
 */
export function createMetrics(sources: MetricsSources): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'signflow_' });
  const registers = [registry];

  const requests = new Counter({
    name: 'signflow_http_requests_total',
    help: 'Requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const requestSeconds = new Histogram({
    name: 'signflow_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  const mailFailures = new Counter({
    name: 'signflow_mail_send_failures_total',
    help: 'Failed mail sends by this process; gave_up="true" when it was the last attempt',
    labelNames: ['gave_up'] as const,
    registers,
  });
  new Gauge({
    name: 'signflow_mail_queue_jobs',
    help: 'Mail jobs by state: pending (all waiting), due (waiting and due now), failed (given up)',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const queue = await sources.mailQueue();
      this.set({ state: 'pending' }, queue.pending);
      this.set({ state: 'due' }, queue.due);
      this.set({ state: 'failed' }, queue.failed);
    },
  });
  const sealingSeconds = new Histogram({
    name: 'signflow_sealing_duration_seconds',
    help: 'Time of one sealing attempt by this process, by outcome',
    labelNames: ['outcome'] as const,
    buckets: [0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
    registers,
  });
  new Gauge({
    name: 'signflow_sealing_backlog_documents',
    help: 'Completed documents without their sealed PDF: waiting (to be sealed or retried), failed (given up)',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const backlog = await sources.sealingBacklog();
      this.set({ state: 'waiting' }, backlog.waiting);
      this.set({ state: 'failed' }, backlog.failed);
    },
  });
  new Gauge({
    name: 'signflow_pdf_worker_threads',
    help: 'PDF worker threads alive, by lane (inspection, sealing, quick)',
    labelNames: ['lane'] as const,
    registers,
    collect() {
      for (const load of sources.pdfWorkLoad()) this.set({ lane: load.lane }, load.threads);
    },
  });
  new Gauge({
    name: 'signflow_pdf_worker_max_threads',
    help: 'The most PDF worker threads a lane may have',
    labelNames: ['lane'] as const,
    registers,
    collect() {
      for (const load of sources.pdfWorkLoad()) this.set({ lane: load.lane }, load.maxThreads);
    },
  });
  new Gauge({
    name: 'signflow_pdf_worker_jobs',
    help: 'PDF jobs by lane and state: running, queued (waiting for a thread)',
    labelNames: ['lane', 'state'] as const,
    registers,
    collect() {
      for (const load of sources.pdfWorkLoad()) {
        this.set({ lane: load.lane, state: 'running' }, load.running);
        this.set({ lane: load.lane, state: 'queued' }, load.queued);
      }
    },
  });
  new Gauge({
    name: 'signflow_pdf_worker_saturation_ratio',
    help: 'Jobs running or queued per thread a lane may have: 1 is full, above 1 jobs wait',
    labelNames: ['lane'] as const,
    registers,
    collect() {
      for (const load of sources.pdfWorkLoad())
        this.set({ lane: load.lane }, (load.running + load.queued) / load.maxThreads);
    },
  });

  return {
    requestAnswered({ method, route, status, seconds }) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      requestSeconds.observe(labels, seconds);
    },
    mailSendFailed({ gaveUp }) {
      mailFailures.inc({ gave_up: String(gaveUp) });
    },
    sealingFinished({ outcome, seconds }) {
      sealingSeconds.observe({ outcome }, seconds);
    },
    async exposition() {
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
  };
}
