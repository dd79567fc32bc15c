/**
 * How the API answers while something else runs: GET /healthz (two at a time) and POST /v1/auth/login (one
 * at a time) called without pause over real HTTP, each answer timed. Used by the hostile-PDF tests and by
 * bench/hostile-pdf.ts.
 */

export interface LatencyWindow<T> {
  result: T;
  /** Milliseconds per answer. */
  health: number[];
  login: number[];
  /** Answers that were not 200. */
  failures: string[];
  /** The highest resident memory sampled during the window, less the first sample. */
  rssGrowth: number;
  durationMs: number;
}

/** The p-th percentile (0 < p ≤ 100) by the nearest-rank method. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((sorted.length * p) / 100) - 1)] ?? 0;
}

/**
 * Runs `work` while the API is called, until the work has settled and at least `minimumMs` have passed;
 * `rss` reads the server's resident memory (sampled every 25 ms). Rejects as the work does.
 */
export async function latenciesDuring<T>(
  baseUrl: string,
  credentials: { email: string; password: string },
  work: () => Promise<T>,
  options: { minimumMs?: number; rss?: () => number } = {},
): Promise<LatencyWindow<T>> {
  const rss = options.rss ?? (() => process.memoryUsage().rss);
  const health: number[] = [];
  const login: number[] = [];
  const failures: string[] = [];
  const rssBefore = rss();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rss());
  }, 25);
  const started = performance.now();
  let done = false;
  const timed = async (into: number[], call: () => Promise<Response>) => {
    while (!done) {
      const start = performance.now();
      const response = await call();
      const body = await response.text();
      into.push(performance.now() - start);
      if (response.status !== 200) failures.push(`${response.url}: ${response.status} ${body}`);
    }
  };
  const healthz = () => fetch(`${baseUrl}/healthz`);
  const signIn = () =>
    fetch(`${baseUrl}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
  const settled = Promise.allSettled([
    work(),
    new Promise((resolve) => setTimeout(resolve, options.minimumMs ?? 1000)),
  ]).finally(() => {
    done = true;
  });
  await Promise.all([timed(health, healthz), timed(health, healthz), timed(login, signIn), settled]);
  clearInterval(sampler);
  const [outcome] = await settled;
  if (outcome.status === 'rejected') throw outcome.reason;
  return {
    result: outcome.value as T,
    health,
    login,
    failures,
    rssGrowth: rssPeak - rssBefore,
    durationMs: performance.now() - started,
  };
}
