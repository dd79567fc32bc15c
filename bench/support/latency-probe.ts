/** One timed request: when it started (performance.now()) and how long its answer took. */
export interface Sample {
  at: number;
  ms: number;
}

/** Loops calling one route at once, each pausing a little after an answer: a steady, modest load. */
export const PROBE_CONCURRENCY = 4;
const PROBE_PAUSE_MS = 25;

/** PROBE_CONCURRENCY loops, each one GET at a time with a short pause after each answer, until stopped. */
export function probe(url: string, headers: Record<string, string>) {
  const samples: Sample[] = [];
  const failures: string[] = [];
  let stopped = false;
  const loop = async () => {
    while (!stopped) {
      const at = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      samples.push({ at, ms: performance.now() - at });
      if (response.status !== 200) failures.push(String(response.status));
      await pause(PROBE_PAUSE_MS);
    }
  };
  const running = Promise.all(Array.from({ length: PROBE_CONCURRENCY }, loop));
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
