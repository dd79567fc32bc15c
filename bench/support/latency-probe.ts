import { percentile } from '../../apps/server/test/support/latency-probe';

/** One timed request: when it started (performance.now()) and how long its answer took. */
export interface Sample {
  at: number;
  ms: number;
}

/** Loops calling one route at once, each pausing a little after an answer: a steady, modest load. */
export const PROBE_CONCURRENCY = 4;
const PROBE_PAUSE_MS = 25;

/** `concurrency` loops, each one GET at a time with a short pause after each answer, until stopped. */
export function probe(url: string, headers: Record<string, string>, concurrency = PROBE_CONCURRENCY) {
  const samples: Sample[] = [];
  const failures: string[] = [];
  let stopped = false;
  const loop = async () => {
    while (!stopped) {
      const at = performance.now();
      try {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        samples.push({ at, ms: performance.now() - at });
        if (response.status !== 200) failures.push(`${url}: ${response.status}`);
      } catch (error) {
        failures.push(`${url}: ${error instanceof Error ? error.message : String(error)}`);
      }
      await pause(PROBE_PAUSE_MS);
    }
  };
  const running = Promise.all(Array.from({ length: concurrency }, loop));
  return {
    samples,
    failures,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

/** The durations of the samples that started in [from, to). */
export const within = (samples: Sample[], from: number, to: number) =>
  samples.filter((sample) => sample.at >= from && sample.at < to).map((sample) => sample.ms);

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An estimate of the floor of a probed route's latency under background work, in the same windows: one loop on GET
 * /healthz, the smallest request that reaches the database (`select 1`). What it waits for during the work is about
 * what any request of the database waits for, however little it asks (it also queues behind the probed route's own
 * queries, so it is not a strict bound; bench/README.md, "The floor of a p99 under background work").
 */
export const floorProbe = (baseUrl: string) => probe(`${baseUrl}/healthz`, {}, 1);

/** Stops probes started together, each whatever another's stop does. */
export async function stopAll(...probes: { stop(): Promise<void> }[]): Promise<void> {
  await Promise.allSettled(probes.map((each) => each.stop()));
}

/** One line of the floor's figures for a window, against the probed route's idle p99; `width` pads the name. */
export function floorLine(name: string, floorSamples: number[], probedIdleP99: number, width = 12): string {
  const p99 = percentile(floorSamples, 99);
  return `  ${name.padEnd(width)} p50 ${percentile(floorSamples, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (${floorSamples.length} calls); p99 / the probed route's idle p99 ${(p99 / probedIdleP99).toFixed(2)}`;
}
